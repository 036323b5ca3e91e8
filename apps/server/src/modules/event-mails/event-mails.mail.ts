import type { EventMailKind, EventMailTexts } from '@tessera/domain';
import type { OutgoingMail } from '@/platform/mail/mailer';

/**
 * The buyer's pre-event (PreEventMarketingLite) or post-event (PostEventMarketingLite) mail, in
 * their language. The account's email template for the kind, when it has one, follows the
 * paragraph naming the event, as the venue wrote it (decisions/0069).
 */
export function eventMail(
  kind: EventMailKind,
  t: EventMailTexts,
  m: {
    to: string;
    /** The buyer's language, as the HTML's `lang`. */
    lang: string;
    firstName: string;
    accountName: string;
    eventName: string;
    venueName: string;
    /** The event's date and time at the venue, in the buyer's language. */
    when: string;
    /** The account's pre-event or post-event template text; '' for none. */
    accountText: string;
  },
): OutgoingMail {
  const own = m.accountText.trim() ? [m.accountText.trim()] : [];
  const lines =
    kind === 'pre'
      ? [
          t.greeting(m.firstName),
          t.preBody(m.eventName, m.when, m.venueName),
          ...own,
          t.preClosing,
          m.accountName,
        ]
      : [t.greeting(m.firstName), t.postBody(m.eventName, m.venueName), ...own, t.postClosing, m.accountName];
  const subject =
    kind === 'pre' ? t.preSubject(m.accountName, m.eventName) : t.postSubject(m.accountName, m.eventName);
  return {
    to: m.to,
    subject,
    text: `${lines.join('\n\n')}\n`,
    layout: {
      lang: m.lang,
      preview: subject,
      blocks: lines.map((p) =>
        own.includes(p) ? { kind: 'text', text: p, data: 'email-template' } : { kind: 'text', text: p },
      ),
    },
  };
}
