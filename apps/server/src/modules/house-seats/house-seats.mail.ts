import type { AccountMailTexts } from '@tessera/domain';
import { paragraphsLayout } from '@/platform/mail/layout';
import type { OutgoingMail } from '@/platform/mail/mailer';

/**
 * The requester's mail on approval, in the account's language (`lang`): the event, the seats (or
 * only how many, when the account hides seat locations for house seats), the total, and the links
 * to pay or cancel (their token hidden in the outbox).
 */
export function approvalMail(
  t: AccountMailTexts,
  m: {
    to: string;
    lang: string;
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
  },
): OutgoingMail {
  const lines = [
    t.greeting(m.requesterName),
    t.houseSeatsApproved(m.eventName, m.startsAt),
    m.seats === null ? t.houseSeatsKept(m.seatCount) : t.houseSeatsSeats(m.seats.join(', ')),
    t.houseSeatsTotal(m.total),
  ];
  const subject = t.houseSeatsSubject(m.accountName, m.eventName);
  return {
    to: m.to,
    subject,
    secrets: [m.token],
    text: `${lines.join('\n\n')}\n\n${t.payLabel}: ${m.payLink}\n\n${t.cancelLabel}: ${m.cancelLink}\n`,
    layout: paragraphsLayout(m.lang, subject, lines, { href: m.payLink, label: t.houseSeatsPay }, [
      {
        kind: 'links',
        title: t.houseSeatsNoLonger,
        links: [{ label: t.houseSeatsCancel, href: m.cancelLink }],
      },
    ]),
  };
}
