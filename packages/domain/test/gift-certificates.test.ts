import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canVoidGiftCertificate,
  customerValue,
  giftCertificateNumberFrom,
  giftCertificateNumberValid,
  giftCertificateStatus,
  redemptionProblem,
} from '../src';

const cert = (balance: number, extra: { voided?: boolean; expiresAt?: Date | null } = {}) => ({
  amount: 5000,
  balance,
  voided: extra.voided ?? false,
  expiresAt: extra.expiresAt ?? null,
});

describe('gift certificate states', () => {
  it('follows the balance: unredeemed, partially redeemed, redeemed; voided wins', () => {
    expect(giftCertificateStatus(cert(5000))).toBe('unredeemed');
    expect(giftCertificateStatus(cert(1))).toBe('partiallyRedeemed');
    expect(giftCertificateStatus(cert(0))).toBe('redeemed');
    expect(giftCertificateStatus(cert(5000, { voided: true }))).toBe('voided');
  });

  it('only an unredeemed certificate can be canceled', () => {
    expect(canVoidGiftCertificate(cert(5000))).toBe(true);
    expect(canVoidGiftCertificate(cert(4999))).toBe(false);
    expect(canVoidGiftCertificate(cert(0))).toBe(false);
  });

  it('refuses voided, expired and overspending redemptions', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(redemptionProblem(cert(5000, { voided: true }), 100, now)).toBe('voided');
    expect(redemptionProblem(cert(5000, { expiresAt: new Date('2026-11-01T00:00:00Z') }), 100, now)).toBe(
      'expired',
    );
    expect(redemptionProblem(cert(100), 101, now)).toBe('insufficient_balance');
    expect(redemptionProblem(cert(100), 100, now)).toBeNull();
  });

  it('never allows spending more than the balance', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 1, max: 20_000 }),
        (balance, amount) => {
          const ok = redemptionProblem(cert(balance), amount, new Date()) === null;
          expect(ok).toBe(amount <= balance);
        },
      ),
    );
  });

  it('generates numbers that pass the 6–20 digit rule', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30 }),
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 1 }),
        (digits, seq) => {
          let i = 0;
          const number = giftCertificateNumberFrom(() => seq[i++ % seq.length]!, digits);
          expect(giftCertificateNumberValid(number)).toBe(true);
        },
      ),
    );
  });
});

describe('customer value', () => {
  it('sums and averages orders, leaving voided ones out', () => {
    expect(
      customerValue([
        { total: 1000, status: 'new' },
        { total: 2001, status: 'used' },
        { total: 9999, status: 'voided' },
      ]),
    ).toEqual({ orderCount: 2, lifetimeValue: 3001, averageOrder: 1501 });
    expect(customerValue([])).toEqual({ orderCount: 0, lifetimeValue: 0, averageOrder: 0 });
  });
});
