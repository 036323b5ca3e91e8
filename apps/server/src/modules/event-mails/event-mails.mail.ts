import type { EventMailKind, EventMailTexts } from '@tessera/domain';
import { escapeMailHtml } from '@/platform/mail/branding';
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
  return {
    to: m.to,
    subject:
      kind === 'pre' ? t.preSubject(m.accountName, m.eventName) : t.postSubject(m.accountName, m.eventName),
    text: `${lines.join('\n\n')}\n`,
    html: lines
      .map((p) =>
        own.includes(p)
          ? `<p data-email-template style="white-space:pre-wrap">${escapeMailHtml(p)}</p>`
          : `<p>${escapeMailHtml(p)}</p>`,
      )
      .join(''),
  };
}
