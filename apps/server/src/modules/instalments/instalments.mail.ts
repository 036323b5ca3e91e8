import type { ErrorCode } from '@tessera/domain';
import { paragraphsLayout } from '@/platform/mail/layout';
import type { OutgoingMail } from '@/platform/mail/mailer';

/** Why an instalment failed, as the buyer reads it (the catalogue's text speaks of a basket). */
export function failureReason(code: ErrorCode): string {
  switch (code) {
    case 'purchase.card_declined':
      return 'the card was declined.';
    case 'purchase.card_insufficient_funds':
      return 'the card has insufficient funds.';
    default:
      return 'the card payment could not be processed.';
  }
}

/** Tells the buyer an instalment of their payment plan could not be charged. */
export function instalmentFailedMail(m: {
  to: string;
  firstName: string;
  accountName: string;
  orderId: number;
  number: number;
  amount: string;
  reason: string;
}): OutgoingMail {
  const lines = [
    `Hello ${m.firstName},`,
    `We could not charge installment ${m.number} (${m.amount}) of the payment plan of your order ${m.orderId}: ${m.reason}`,
    'Your tickets stay yours meanwhile. Please contact the box office to pay it or to give another card.',
  ];
  const subject = `${m.accountName}: payment plan installment ${m.number} of order ${m.orderId} failed`;
  return {
    to: m.to,
    subject,
    text: `${lines.join('\n\n')}\n`,
    layout: paragraphsLayout('en', subject, lines),
  };
}
