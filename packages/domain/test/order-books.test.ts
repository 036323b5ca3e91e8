import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocateRefund,
  booksBalance,
  liveValue,
  netPaid,
  refundProblems,
  sandboxRefundFails,
  savedBasketAlertsOf,
  voidValue,
} from '../src';

describe('order books', () => {
  const books = {
    payments: [{ amount: 9500 }],
    refunds: [],
    liveTicketTotals: [4650, 4650],
    orderCharges: 200,
  };

  it('balance when payments minus refunds equal the live items', () => {
    expect(liveValue(books)).toBe(9500);
    expect(netPaid(books)).toBe(9500);
    expect(booksBalance(books)).toBe(true);
    expect(booksBalance({ ...books, refunds: [{ amount: 4650 }], liveTicketTotals: [4650] })).toBe(true);
    expect(booksBalance({ ...books, refunds: [{ amount: 100 }] })).toBe(false);
  });

  it('give the order charges back only when the last ticket goes', () => {
    expect(voidValue([4650], 1, 200)).toBe(4650);
    expect(voidValue([4650], 0, 200)).toBe(4850);
    expect(liveValue({ ...books, liveTicketTotals: [] })).toBe(0);
  });

  it('voiding any subset and refunding its value keeps the books balanced', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
        (tickets, charges, pick) => {
          const total = tickets.reduce((a, b) => a + b, 0) + charges;
          const voided = tickets.filter((_, i) => pick[i]);
          const live = tickets.filter((_, i) => !pick[i]);
          const refund = voidValue(voided, live.length, charges);
          return booksBalance({
            payments: [{ amount: total }],
            refunds: refund > 0 ? [{ amount: refund }] : [],
            liveTicketTotals: live,
            orderCharges: charges,
          });
        },
      ),
    );
  });
});

describe('refunds', () => {
  const paid = [
    { id: 1, amount: 5000, refunded: 0 },
    { id: 2, amount: 3000, refunded: 1000 },
  ];

  it('go to the original payments, newest first, within what each still holds', () => {
    expect(allocateRefund(2500, paid)).toEqual([
      { paymentId: 2, amount: 2000 },
      { paymentId: 1, amount: 500 },
    ]);
    expect(allocateRefund(7001, paid)).toBeNull();
  });

  it('chosen by hand are refused above what was paid or off the owed total', () => {
    expect(refundProblems(2000, [{ paymentId: 2, amount: 2000 }], paid)).toEqual([]);
    expect(refundProblems(2500, [{ paymentId: 2, amount: 2500 }], paid)).toEqual([
      { reason: 'exceeds_paid', paymentId: 2, refundable: 2000 },
    ]);
    expect(refundProblems(2500, [{ paymentId: 1, amount: 2000 }], paid)).toEqual([
      { reason: 'total_mismatch', applied: 2000, total: 2500 },
    ]);
    expect(refundProblems(1, [{ paymentId: 9, amount: 1 }], paid)).toEqual([
      { reason: 'unknown_payment', paymentId: 9 },
    ]);
  });

  it('fail in the sandbox only for the documented card', () => {
    expect(sandboxRefundFails('5126')).toBe(true);
    expect(sandboxRefundFails('4242')).toBe(false);
  });
});

describe('saved basket alerts', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

  it('show expired, expiring soon, past due and due soon', () => {
    expect(savedBasketAlertsOf(now, { expiresAt: at(0), paymentDueAt: null })).toEqual(['expired']);
    expect(savedBasketAlertsOf(now, { expiresAt: at(30), paymentDueAt: at(-1) })).toEqual([
      'expiringSoon',
      'pastDue',
    ]);
    expect(savedBasketAlertsOf(now, { expiresAt: at(61), paymentDueAt: at(47 * 60) })).toEqual(['dueSoon']);
    expect(savedBasketAlertsOf(now, { expiresAt: at(24 * 60), paymentDueAt: at(49 * 60) })).toEqual([]);
    expect(savedBasketAlertsOf(now, { expiresAt: null, paymentDueAt: null })).toEqual([]);
  });
});
