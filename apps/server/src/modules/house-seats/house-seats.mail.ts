import { paragraphsLayout } from '@/platform/mail/layout';
import type { OutgoingMail } from '@/platform/mail/mailer';

/**
 * The requester's mail on approval: the event, the seats (or only how many, when the account
 * hides seat locations for house seats), the total, and the links to pay or cancel (their
 * token hidden in the outbox).
 */
export function approvalMail(m: {
  to: string;
  requesterName: string;
  accountName: string;
  eventName: string;
  startsAt: string;
  /** null: locations hidden. */
  seats: readonly string[] | null;
  seatCount: number;
  total: string;
  payLink: string;
  cancelLink: string;
  token: string;
}): OutgoingMail {
  const lines = [
    `Hello ${m.requesterName},`,
    `Your house seats request for ${m.eventName} (${m.startsAt}) has been approved.`,
    m.seats === null ? `${m.seatCount} seat(s) are kept for you.` : `Your seats: ${m.seats.join(', ')}.`,
    `Total to pay: ${m.total}. Pay with the first link below, or cancel with the second if you no longer need them.`,
  ];
  const subject = `${m.accountName}: your house seats for ${m.eventName}`;
  return {
    to: m.to,
    subject,
    secrets: [m.token],
    text: `${lines.join('\n\n')}\n\nPay: ${m.payLink}\n\nCancel: ${m.cancelLink}\n`,
    layout: paragraphsLayout('en', subject, lines, { href: m.payLink, label: 'Pay for my seats' }, [
      {
        kind: 'links',
        title: 'No longer need them?',
        links: [{ label: 'Cancel my request', href: m.cancelLink }],
      },
    ]),
  };
}
