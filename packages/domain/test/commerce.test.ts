import {
  basketExpiresAt,
  cardBrand,
  cardProblems,
  DEFAULT_TICKETS_PER_ORDER,
  giftCertificateNumberValid,
  luhnValid,
  minutesLeft,
  normaliseCardNumber,
  orderStatusOf,
  paymentProblems,
  sandboxOutcome,
  sandboxTestCards,
  ticketCanMove,
  ticketLimitProblem,
  ticketLimitsOf,
  zipCodeValid,
} from '@tessera/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const now = new Date('2026-11-22T12:00:00Z');

describe('cards', () => {
  it('accepts every documented sandbox test card as a valid number', () => {
    for (const number of Object.keys(sandboxTestCards)) expect(luhnValid(number)).toBe(true);
  });
  it('refuses numbers that fail the Luhn check or are too short', () => {
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('42')).toBe(false);
    expect(luhnValid('4242-4242')).toBe(false);
  });
  it('names the network from the leading digits', () => {
    expect(cardBrand('4242424242424242')).toBe('Visa');
    expect(cardBrand('378282246310005')).toBe('American Express');
    expect(cardBrand('5555555555554444')).toBe('MasterCard');
    expect(cardBrand('2223003122003222')).toBe('MasterCard');
    expect(cardBrand('6011111111111117')).toBe('Discover');
    expect(cardBrand('3530111333300000')).toBe('Other');
  });
  it('drops spaces and dashes as typed', () => {
    expect(normaliseCardNumber('4242 4242-4242 4242')).toBe('4242424242424242');
  });
  it('reports an expired card, a bad month and a short security code on their fields', () => {
    expect(
      cardProblems({ number: '4242424242424242', expMonth: 10, expYear: 2026, cvc: '123' }, now),
    ).toEqual([{ field: 'expiry', reason: 'expired' }]);
    expect(cardProblems({ number: '4242424242424242', expMonth: 11, expYear: 26, cvc: '12' }, now)).toEqual([
      { field: 'cvc', reason: 'invalid' },
    ]);
    expect(cardProblems({ number: '378282246310005', expMonth: 13, expYear: 2030, cvc: '123' }, now)).toEqual(
      [
        { field: 'expiry', reason: 'invalid' },
        { field: 'cvc', reason: 'invalid' },
      ],
    );
  });
  it('approves, declines and fails as the test numbers say; an unknown number is declined', () => {
    expect(sandboxOutcome('4242424242424242').kind).toBe('approved');
    expect(sandboxOutcome('4000000000009995')).toEqual({ kind: 'declined', reason: 'insufficient_funds' });
    expect(sandboxOutcome('4000000000000119').kind).toBe('processing_error');
    expect(sandboxOutcome('4111111111111111')).toEqual({ kind: 'declined', reason: 'unknown_test_card' });
  });
});

describe('payments', () => {
  it('settles when the payments add up to the total', () => {
    expect(
      paymentProblems(5000, [
        { type: 'Cash', amount: 2000 },
        { type: 'CreditCard', amount: 3000 },
      ]),
    ).toEqual([]);
  });
  it('names the shortfall when they do not', () => {
    expect(paymentProblems(5000, [{ type: 'Cash', amount: 2000 }])).toEqual([
      { field: 'payments', reason: 'total_mismatch', expected: 5000, applied: 2000 },
    ]);
  });
  it('refuses a check written for another amount', () => {
    expect(paymentProblems(5000, [{ type: 'Check', amount: 5000, checkAmount: 4000 }])).toContainEqual({
      index: 0,
      field: 'checkAmount',
      reason: 'check_mismatch',
    });
  });
  it('refuses a payment under the minimum amount', () => {
    expect(
      paymentProblems(
        5000,
        [
          { type: 'Cash', amount: 4900 },
          { type: 'Cash', amount: 100 },
        ],
        500,
      ),
    ).toContainEqual({ index: 1, field: 'amount', reason: 'below_minimum', minimum: 500 });
  });
  it('settles any total with a single comp, but a comp cannot be mixed', () => {
    expect(paymentProblems(5000, [{ type: 'Comp', amount: 0 }])).toEqual([]);
    expect(paymentProblems(0, [{ type: 'Comp', amount: 0 }])).toEqual([]);
    expect(
      paymentProblems(5000, [
        { type: 'Comp', amount: 0 },
        { type: 'Cash', amount: 5000 },
      ]),
    ).toContainEqual({
      index: 0,
      field: 'type',
      reason: 'comp_with_other_payments',
    });
  });
  it('never settles a positive total with payments that add up to something else', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 10_000_000 }), { maxLength: 5 }),
        (total, amounts) => {
          const problems = paymentProblems(
            total,
            amounts.map((amount) => ({ type: 'Cash' as const, amount })),
          );
          const applied = amounts.reduce((a, b) => a + b, 0);
          expect(problems.length === 0).toBe(applied === total);
        },
      ),
    );
  });
  it('checks gift certificate numbers and zip codes as §5 says', () => {
    expect(giftCertificateNumberValid('123456')).toBe(true);
    expect(giftCertificateNumberValid('12345')).toBe(false);
    expect(giftCertificateNumberValid('1'.repeat(21))).toBe(false);
    expect(giftCertificateNumberValid('12345a')).toBe(false);
    expect(zipCodeValid('02139')).toBe(true);
    expect(zipCodeValid('SW1A')).toBe(false);
    expect(zipCodeValid('10001-2345')).toBe(true);
  });
});

describe('order and ticket status', () => {
  it('moves a ticket from new to used or voided, and a used ticket only to voided', () => {
    expect(ticketCanMove('new', 'used')).toBe(true);
    expect(ticketCanMove('new', 'voided')).toBe(true);
    expect(ticketCanMove('used', 'voided')).toBe(true);
    expect(ticketCanMove('used', 'new')).toBe(false);
    expect(ticketCanMove('voided', 'new')).toBe(false);
  });
  it('derives the order status from its tickets', () => {
    expect(orderStatusOf(['new', 'voided'])).toBe('new');
    expect(orderStatusOf(['voided', 'voided'])).toBe('voided');
    expect(orderStatusOf(['used', 'voided'])).toBe('used');
    expect(orderStatusOf([])).toBe('new');
  });
});

describe('baskets', () => {
  it('expires after the shortest timer of its events, or 15 minutes', () => {
    expect(basketExpiresAt(now, [20, 10]).toISOString()).toBe('2026-11-22T12:10:00.000Z');
    expect(basketExpiresAt(now, []).toISOString()).toBe('2026-11-22T12:15:00.000Z');
  });
  it('counts minutes left rounded up, never below zero', () => {
    expect(minutesLeft(now, new Date('2026-11-22T12:09:01Z'))).toBe(10);
    expect(minutesLeft(now, new Date('2026-11-22T11:00:00Z'))).toBe(0);
  });
  it('enforces per-request, per-order and aggregate ticket limits in that order', () => {
    const limits = { perOrder: 8, perRequest: 4, aggregate: 10 };
    expect(ticketLimitProblem(limits, 5, 0)).toEqual({ reason: 'per_request', limit: 4 });
    expect(ticketLimitProblem(limits, 4, 6)).toEqual({ reason: 'per_order', limit: 8 });
    expect(ticketLimitProblem(limits, 2, 2, 7)).toEqual({ reason: 'aggregate', limit: 10 });
    expect(ticketLimitProblem(limits, 2, 2, 6)).toBeNull();
  });
});

describe('an event’s ticket limits', () => {
  it('take the event’s own maximum per order over the template’s, and the template’s other limits', () => {
    const template = { maxTicketsPerOrder: 10, ticketLimitPerRequest: 4, aggregateTicketLimit: 20 };
    expect(ticketLimitsOf(template, 2)).toEqual({ perOrder: 2, perRequest: 4, aggregate: 20 });
    expect(ticketLimitsOf(template, null)).toEqual({ perOrder: 10, perRequest: 4, aggregate: 20 });
    expect(ticketLimitsOf(null, null)).toEqual({
      perOrder: DEFAULT_TICKETS_PER_ORDER,
      perRequest: null,
      aggregate: null,
    });
  });
});
