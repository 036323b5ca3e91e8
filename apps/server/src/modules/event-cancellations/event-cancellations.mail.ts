import type { EventCancelledTexts } from '@tessera/domain';
import { paragraphsLayout } from '@/platform/mail/layout';
import type { OutgoingMail } from '@/platform/mail/mailer';

/** The buyer's mail when a bulk cancel cancels their order's tickets of an event, in their language. */
export function cancellationMail(
  t: EventCancelledTexts,
  m: {
    to: string;
    /** The buyer's language, as the HTML's `lang`. */
    lang: string;
    firstName: string;
    accountName: string;
    eventName: string;
    /** The event's date and time in the buyer's language, or null when it was never set. */
    startsAt: string | null;
    orderId: number;
    /** Formatted; null when nothing was paid. */
    refunded: string | null;
  },
): OutgoingMail {
  const lines = [
    t.greeting(m.firstName),
    t.body(m.eventName, m.startsAt ?? t.dateToBeAnnounced, m.orderId),
    m.refunded === null ? t.nothingPaid : t.refunded(m.refunded),
    `${m.accountName}`,
  ];
  const subject = t.subject(m.accountName, m.eventName, m.orderId);
  return {
    to: m.to,
    subject,
    text: `${lines.join('\n\n')}\n`,
    layout: paragraphsLayout(m.lang, subject, lines),
  };
}
