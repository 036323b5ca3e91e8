import type { PaymentLabel } from '@/modules/payment-settings/payment-rules.service';
import type { Authorization } from '@/modules/payments/payment-processor.port';
import type { CardMerchant } from '@/modules/payments/processors.service';
import type { NewPayment } from './orders.store';

/**
 * The payment rows a sale writes: a card payment authorized through the port carries its brand,
 * last four digits, charge and payment account, `authorized` until captured after the commit;
 * the others are taken at once, named by their configured labels. A comp covers the whole total.
 */
export function paymentRowsOf(
  payments: readonly { type: NewPayment['type']; amount: number }[],
  sale: {
    total: number;
    authorizations: readonly (Authorization | null)[];
    labels: readonly (PaymentLabel | undefined)[];
    cards: CardMerchant | null;
  },
): NewPayment[] {
  const { authorizations, labels, cards } = sale;
  return payments.map((p, i) => {
    const auth = authorizations[i] ?? null;
    return {
      type: p.type,
      amount: p.type === 'Comp' ? sale.total : p.amount,
      method: auth?.brand ?? labels[i]?.method ?? null,
      last4: auth?.last4 ?? labels[i]?.last4 ?? null,
      providerId: auth?.chargeId ?? null,
      processor: auth && cards ? cards.processor.id : null,
      paymentAccountId: auth && cards ? cards.merchant.paymentAccountId : null,
      status: auth ? 'authorized' : 'captured',
    };
  });
}
