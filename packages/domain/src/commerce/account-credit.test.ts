import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AccountCreditEntry,
  accountCreditBalance,
  accountCreditEntryProblem,
  accountCreditSpendProblem,
  applyAccountCreditEntry,
} from './account-credit';

describe('account credit entries', () => {
  it('adds a refund, takes a spend, and moves an adjustment either way with a reason', () => {
    expect(applyAccountCreditEntry(0, { kind: 'refund', amount: 1500 })).toEqual({ ok: true, balance: 1500 });
    expect(applyAccountCreditEntry(1500, { kind: 'spend', amount: -1000 })).toEqual({
      ok: true,
      balance: 500,
    });
    expect(applyAccountCreditEntry(500, { kind: 'adjustment', amount: -500, reason: 'Paid out' })).toEqual({
      ok: true,
      balance: 0,
    });
    expect(applyAccountCreditEntry(0, { kind: 'adjustment', amount: 250, reason: 'Goodwill' })).toEqual({
      ok: true,
      balance: 250,
    });
  });

  it('refuses to spend more than the balance, a reason-less adjustment, zero and wrong signs', () => {
    expect(accountCreditEntryProblem(999, { kind: 'spend', amount: -1000 })).toBe('insufficient');
    expect(accountCreditEntryProblem(0, { kind: 'adjustment', amount: -1, reason: 'x' })).toBe(
      'insufficient',
    );
    expect(accountCreditEntryProblem(10, { kind: 'adjustment', amount: 5, reason: '  ' })).toBe(
      'reason_required',
    );
    expect(accountCreditEntryProblem(10, { kind: 'refund', amount: 0 })).toBe('amount_invalid');
    expect(accountCreditEntryProblem(10, { kind: 'refund', amount: 1.5 })).toBe('amount_invalid');
    expect(accountCreditEntryProblem(10, { kind: 'refund', amount: -5 })).toBe('wrong_sign');
    expect(accountCreditEntryProblem(10, { kind: 'spend', amount: 5 })).toBe('wrong_sign');
  });

  it('never lets any sequence of accepted entries take the balance below zero', () => {
    const entry = fc.record({
      kind: fc.constantFrom('refund', 'spend', 'adjustment'),
      amount: fc.integer({ min: -100_000, max: 100_000 }),
      reason: fc.constantFrom(null, '', 'Goodwill'),
    }) as fc.Arbitrary<AccountCreditEntry>;
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 60 }), (entries) => {
        let balance = 0;
        const accepted: AccountCreditEntry[] = [];
        for (const e of entries) {
          const result = applyAccountCreditEntry(balance, e);
          if (result.ok) {
            accepted.push(e);
            balance = result.balance;
          } else {
            // A refused entry changes nothing.
            expect(applyAccountCreditEntry(balance, e)).toEqual(result);
          }
          expect(balance).toBeGreaterThanOrEqual(0);
        }
        expect(accountCreditBalance(accepted)).toBe(balance);
      }),
    );
  });
});

describe('spending account credit on an order', () => {
  it('pays up to the balance and the total, never more', () => {
    expect(accountCreditSpendProblem(5000, 3000, 4000)).toBeNull();
    expect(accountCreditSpendProblem(5000, 4500, 4000)).toBe('exceeds_total');
    expect(accountCreditSpendProblem(2000, 3000, 4000)).toBe('insufficient');
    expect(accountCreditSpendProblem(2000, 0, 4000)).toBe('amount_invalid');
  });

  it('accepts exactly the amounts within both bounds', () => {
    fc.assert(
      fc.property(
        fc.nat(10_000),
        fc.integer({ min: -10, max: 10_000 }),
        fc.nat(10_000),
        (balance, amount, total) => {
          const ok = accountCreditSpendProblem(balance, amount, total) === null;
          expect(ok).toBe(amount > 0 && amount <= balance && amount <= total);
        },
      ),
    );
  });
});
