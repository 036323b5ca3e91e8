import type { EventMailKind, EventMailTexts } from '@tessera/domain';
import { escapeMailHtml } from '@/platform/mail/branding';
import type { OutgoingMail } from '@/platform/mail/mailer';

/**
 * The buyer's pre-event (PreEventMarketingLite) or post-event (PostEventMarketingLite) mail, in
 * their language.
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
  },
): OutgoingMail {
  const lines =
    kind === 'pre'
      ? [t.greeting(m.firstName), t.preBody(m.eventName, m.when, m.venueName), t.preClosing, m.accountName]
      : [t.greeting(m.firstName), t.postBody(m.eventName, m.venueName), t.postClosing, m.accountName];
  return {
    to: m.to,
    subject:
      kind === 'pre' ? t.preSubject(m.accountName, m.eventName) : t.postSubject(m.accountName, m.eventName),
    text: `${lines.join('\n\n')}\n`,
    html: lines.map((p) => `<p>${escapeMailHtml(p)}</p>`).join(''),
  };
}
