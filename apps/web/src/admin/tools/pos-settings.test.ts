import { describe, expect, it } from 'vitest';
import { checkoutPaymentTypes } from '@/admin/sell/payments';
import { orderedChoices } from './pos-settings';

describe('POS settings', () => {
  it('lists the counter’s payment types first, in order, then the others unticked', () => {
    expect(orderedChoices(['Check', 'Cash'], ['Cash', 'CreditCard', 'Check'])).toEqual([
      { type: 'Check', taken: true },
      { type: 'Cash', taken: true },
      { type: 'CreditCard', taken: false },
    ]);
  });

  it('a point-of-sale checkout offers the counter’s types in its order; other channels keep theirs', () => {
    const offered = {
      paymentTypes: ['Cash', 'CreditCard', 'Check'],
      pointOfSalePaymentTypes: ['Check', 'Cash'],
    };
    const all = ['Cash', 'CreditCard', 'Check'] as const;
    expect(checkoutPaymentTypes(all, 'PointOfSale', offered)).toEqual(['Check', 'Cash']);
    expect(checkoutPaymentTypes(all, 'CallCenter', offered)).toEqual(['Cash', 'CreditCard', 'Check']);
    expect(checkoutPaymentTypes(all, 'PointOfSale', undefined)).toEqual(['Cash', 'CreditCard', 'Check']);
    // Until the venue chooses, the counter offers what the user group allows.
    expect(
      checkoutPaymentTypes(all, 'PointOfSale', {
        paymentTypes: ['Cash', 'Check'],
        pointOfSalePaymentTypes: null,
      }),
    ).toEqual(['Cash', 'Check']);
  });
});
