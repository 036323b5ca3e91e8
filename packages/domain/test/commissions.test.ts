import {
  type CardPayment,
  cardTypes,
  commissionFor,
  commissionRowProblems,
  fundingTypes,
  type PaymentCommission,
} from '@tessera/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const row = (overrides: Partial<PaymentCommission>): PaymentCommission => ({
  cardType: 'Visa',
  fundingType: 'credit',
  basisPoints: 0,
  flatAmount: 0,
  min: null,
  max: null,
  ...overrides,
});

const visaCredit = row({ basisPoints: 290, flatAmount: 30 });
const visaUnknown = row({ fundingType: 'unknown', basisPoints: 350 });
const amexCredit = row({ cardType: 'American Express', basisPoints: 350, min: 50, max: 500 });
const table = [visaCredit, visaUnknown, amexCredit];

describe('commissionFor', () => {
  it('charges the percentage plus the flat amount of the matching row', () => {
    expect(commissionFor({ amount: 10_000, cardType: 'Visa', fundingType: 'credit' }, table)).toBe(320);
  });

  it('falls back to the card type’s unknown funding row, then to none', () => {
    expect(commissionFor({ amount: 10_000, cardType: 'Visa', fundingType: 'prepaid' }, table)).toBe(350);
    expect(commissionFor({ amount: 10_000, cardType: 'Discover', fundingType: 'credit' }, table)).toBe(0);
    expect(commissionFor({ amount: 10_000, cardType: 'American Express', fundingType: 'debit' }, table)).toBe(
      0,
    );
  });

  it('keeps within the row’s minimum and maximum', () => {
    expect(commissionFor({ amount: 500, cardType: 'American Express', fundingType: 'credit' }, table)).toBe(
      50,
    );
    expect(
      commissionFor({ amount: 100_000, cardType: 'American Express', fundingType: 'credit' }, table),
    ).toBe(500);
  });

  const commission = fc.record({
    cardType: fc.constantFrom(...cardTypes),
    fundingType: fc.constantFrom(...fundingTypes),
    basisPoints: fc.integer({ min: 0, max: 10_000 }),
    flatAmount: fc.integer({ min: 0, max: 100_000 }),
    min: fc.option(fc.integer({ min: 0, max: 10_000 })),
    max: fc.option(fc.integer({ min: 0, max: 100_000 })),
  });
  const payment: fc.Arbitrary<CardPayment> = fc.record({
    amount: fc.integer({ min: -1_000_000, max: 100_000_000 }),
    cardType: fc.constantFrom(...cardTypes),
    fundingType: fc.constantFrom(...fundingTypes),
  });

  it('is never negative and stays within a consistent row’s minimum and maximum (property)', () => {
    fc.assert(
      fc.property(payment, fc.array(commission, { maxLength: 8 }), (p, rows) => {
        const value = commissionFor(p, rows);
        expect(Number.isInteger(value)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(0);
        const rule =
          rows.find((r) => r.cardType === p.cardType && r.fundingType === p.fundingType) ??
          rows.find((r) => r.cardType === p.cardType && r.fundingType === 'unknown');
        if (!rule) expect(value).toBe(0);
        else if (rule.min === null || rule.max === null || rule.min <= rule.max) {
          if (rule.min !== null) expect(value).toBeGreaterThanOrEqual(rule.min);
          if (rule.max !== null) expect(value).toBeLessThanOrEqual(rule.max);
        }
      }),
    );
  });
});

describe('commissionRowProblems', () => {
  it('refuses a second row for the same card and funding type, and a minimum above the maximum', () => {
    expect(commissionRowProblems([visaCredit, visaUnknown, amexCredit])).toEqual([]);
    expect(commissionRowProblems([visaCredit, row({ min: 90, max: 10 }), amexCredit])).toEqual([
      { index: 1, code: 'admin.commission_duplicate', field: 'fundingType' },
      { index: 1, code: 'admin.fee_min_above_max', field: 'min' },
    ]);
  });
});
