import { describe, expect, it } from 'vitest';
import {
  attemptKeys,
  changeDue,
  linesBelowMinimum,
  newDraft,
  parseExpiry,
  paymentsBody,
  remainingBalance,
} from './payments';

describe('payment lines', () => {
  it('pre-fill what is left to pay and show it shrinking as lines are added', () => {
    const total = 10_550;
    const cash = { ...newDraft('Cash', total, total), amount: 6_000 };
    expect(remainingBalance(total, [cash])).toBe(4_550);
    const card = newDraft('CreditCard', remainingBalance(total, [cash]), total);
    expect(card.amount).toBe(4_550);
    expect(remainingBalance(total, [cash, card])).toBe(0);
    // Paying too much shows as a negative balance, which the sale refuses to submit.
    expect(remainingBalance(total, [cash, { ...card, amount: 5_000 }])).toBe(-450);
  });

  it('let a comp pay the whole order, whatever amount was typed', () => {
    const comp = { ...newDraft('Comp', 0, 4_000), amount: 12 };
    expect(remainingBalance(4_000, [comp])).toBe(0);
    expect(paymentsBody([comp], 4_000)).toEqual([{ type: 'Comp', amount: 4_000 }]);
  });

  it('start a check at the order total, which it must match', () => {
    expect(newDraft('Check', 1_000, 5_000)).toMatchObject({ amount: 1_000, checkAmount: 5_000 });
  });

  it('give the change due on cash only when enough was tendered', () => {
    const cash = { ...newDraft('Cash', 6_000, 6_000), tendered: 10_000 };
    expect(changeDue(cash)).toBe(4_000);
    expect(changeDue({ ...cash, tendered: 5_000 })).toBeNull();
    expect(changeDue({ ...cash, tendered: null })).toBeNull();
  });

  it('read card expiry typed as MM/YY or MM/YYYY', () => {
    expect(parseExpiry('12/30')).toEqual({ expMonth: 12, expYear: 2030 });
    expect(parseExpiry(' 3 / 2031 ')).toEqual({ expMonth: 3, expYear: 2031 });
    expect(parseExpiry('1230')).toBeNull();
  });

  it('send card numbers without spaces, and references only when typed', () => {
    const card = {
      ...newDraft('CreditCard', 4_550, 4_550),
      card: { number: '4242 4242 4242 4242', expiry: '12/30', cvc: ' 123 ', name: '' },
    };
    const custom = { ...newDraft('Custom', 100, 4_650), reference: '  ' };
    expect(paymentsBody([card, custom], 4_650)).toEqual([
      {
        type: 'CreditCard',
        amount: 4_550,
        card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', name: '' },
      },
      { type: 'Custom', amount: 100 },
    ]);
  });
});

describe('checkout attempts', () => {
  it('keep one idempotency key for the same request (a retry or a double click) and make a new one when it changes', () => {
    let n = 0;
    const keyFor = attemptKeys(() => `key-${++n}`);
    const request = { basketId: 'b', payments: [{ type: 'Cash', amount: 100 }] };
    expect(keyFor(request)).toBe('key-1');
    expect(keyFor({ ...request })).toBe('key-1');
    expect(keyFor({ ...request, payments: [{ type: 'Cash', amount: 200 }] })).toBe('key-2');
    expect(keyFor(request)).toBe('key-3');
  });
});

describe('configured payment lines', () => {
  it('sends a gift certificate number, a comp type and a custom payment type', () => {
    const gift = { ...newDraft('GiftCertificate', 2000, 5000), giftCertificateNumber: ' 100200300 ' };
    const comp = { ...newDraft('Comp', 0, 5000), compTypeId: 3 };
    const custom = { ...newDraft('Custom', 3000, 5000), customPaymentTypeId: 7 };
    expect(paymentsBody([gift], 5000)).toEqual([
      { type: 'GiftCertificate', amount: 2000, giftCertificateNumber: '100200300' },
    ]);
    expect(paymentsBody([comp], 5000)).toEqual([{ type: 'Comp', amount: 5000, compTypeId: 3 }]);
    expect(paymentsBody([custom], 5000)).toEqual([{ type: 'Custom', amount: 3000, customPaymentTypeId: 7 }]);
  });

  it('finds lines below the minimum payment, never a comp', () => {
    const lines = [newDraft('Cash', 500, 5000), newDraft('Cash', 4500, 5000), newDraft('Comp', 0, 5000)];
    expect(linesBelowMinimum(lines, 1000)).toEqual([0]);
    expect(linesBelowMinimum(lines, 0)).toEqual([]);
  });
});
