import type { AccountMailTexts, ErrorCode } from '@tessera/domain';
import { paragraphsLayout } from '@/platform/mail/layout';
import type { OutgoingMail } from '@/platform/mail/mailer';

/** Why an instalment failed, as the buyer reads it (the catalogue's text speaks of a basket). */
export function failureReason(t: AccountMailTexts, code: ErrorCode): string {
  switch (code) {
    case 'purchase.card_declined':
      return t.cardDeclined;
    case 'purchase.card_insufficient_funds':
      return t.cardInsufficientFunds;
    default:
      return t.cardNotProcessed;
  }
}

/** Tells the buyer, in the order's language (`lang`), an instalment of their plan could not be charged. */
export function instalmentFailedMail(
  t: AccountMailTexts,
  m: {
    to: string;
    lang: string;
    firstName: string;
    accountName: string;
    orderId: number;
    number: number;
    amount: string;
    code: ErrorCode;
  },
): OutgoingMail {
  const lines = [
    t.greeting(m.firstName),
    t.instalmentFailed(m.number, m.amount, m.orderId, failureReason(t, m.code)),
    t.instalmentFailedNext,
  ];
  const subject = t.instalmentFailedSubject(m.accountName, m.number, m.orderId);
  return {
    to: m.to,
    subject,
    text: `${lines.join('\n\n')}\n`,
    layout: paragraphsLayout(m.lang, subject, lines),
  };
}
