import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CardPaymentAccount,
  chooseCardPaymentAccount,
  paymentFullyRefunded,
  paymentProcessors,
  type RefundEvent,
  type RefundState,
  refundableAmount,
  refundedAmount,
  refundStates,
  refundsOutstanding,
  refundTransition,
  SANDBOX_ADAPTER,
  sandboxRefundFails,
} from '../src';

describe('the card payment account of a sale', () => {
  const live: CardPaymentAccount = { id: 7, processor: 'Adyen', isLive: true };
  const test: CardPaymentAccount = { id: 8, processor: 'Worldpay', isLive: false };
  const stripe: CardPaymentAccount = { id: 9, processor: 'Stripe', isLive: true };

  it('is the built-in sandbox while no venue names an account', () => {
    expect(chooseCardPaymentAccount([], {})).toEqual({
      ok: true,
      paymentAccountId: null,
      adapter: 'sandbox',
    });
    expect(chooseCardPaymentAccount([null, null], {})).toEqual({
      ok: true,
      paymentAccountId: null,
      adapter: SANDBOX_ADAPTER,
    });
  });

  it('uses the adapter of the account’s processor, the sandbox for a test account without one', () => {
    expect(chooseCardPaymentAccount([stripe, stripe], { Stripe: 'stripe' })).toEqual({
      ok: true,
      paymentAccountId: 9,
      adapter: 'stripe',
    });
    expect(chooseCardPaymentAccount([test], { Stripe: 'stripe' })).toEqual({
      ok: true,
      paymentAccountId: 8,
      adapter: 'sandbox',
    });
  });

  it('refuses a live account whose processor has no adapter, and venues paid to different accounts', () => {
    expect(chooseCardPaymentAccount([live], {})).toEqual({ ok: false, reason: 'processor_unavailable' });
    expect(chooseCardPaymentAccount([stripe, test], { Stripe: 'stripe' })).toEqual({
      ok: false,
      reason: 'accounts_differ',
    });
    expect(chooseCardPaymentAccount([null, test], {})).toEqual({ ok: false, reason: 'accounts_differ' });
  });

  it('never depends on the order of the venues, and never sends a live account to the sandbox', () => {
    const account = fc.option(
      fc.record({
        id: fc.integer({ min: 1, max: 4 }),
        processor: fc.constantFrom(...paymentProcessors),
        isLive: fc.boolean(),
      }),
    );
    const adapters = fc.dictionary(fc.constantFrom(...paymentProcessors), fc.constantFrom('stripe', 'adyen'));
    fc.assert(
      fc.property(fc.array(account, { maxLength: 5 }), adapters, (venues, adapterMap) => {
        // One account id stands for one account: give every venue naming it the same row.
        const byId = new Map(venues.flatMap((v) => (v ? [[v.id, v] as const] : [])));
        const consistent = venues.map((v) => (v ? byId.get(v.id)! : null));
        const choice = chooseCardPaymentAccount(consistent, adapterMap);
        expect(chooseCardPaymentAccount([...consistent].reverse(), adapterMap)).toEqual(choice);
        const chosen = consistent.find((v) => v !== null);
        if (choice.ok && choice.adapter === SANDBOX_ADAPTER && chosen) {
          expect(chosen.isLive).toBe(false);
          expect(adapterMap[chosen.processor]).toBeUndefined();
        }
        if (choice.ok) expect(new Set(consistent.map((v) => v?.id ?? null)).size).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('refund records', () => {
  it('move requested → succeeded or failed, and failed → requested on a staff retry only', () => {
    expect(refundTransition('requested', 'processor_succeeded')).toBe('succeeded');
    expect(refundTransition('requested', 'processor_failed')).toBe('failed');
    expect(refundTransition('failed', 'staff_retry')).toBe('requested');
    expect(refundTransition('succeeded', 'staff_retry')).toBeNull();
    expect(refundTransition('requested', 'staff_retry')).toBeNull();
    expect(refundTransition('failed', 'processor_succeeded')).toBeNull();
  });

  it('never leave succeeded, whatever happens afterwards', () => {
    const events: RefundEvent[] = ['processor_succeeded', 'processor_failed', 'staff_retry'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...events), { maxLength: 12 }), (happenings) => {
        let state: RefundState = 'requested';
        let succeeded = 0;
        for (const event of happenings) {
          const next = refundTransition(state, event);
          if (next === null) continue;
          if (state === 'succeeded') return false;
          if (next === 'succeeded') succeeded++;
          state = next;
        }
        return succeeded <= 1 && refundStates.includes(state);
      }),
    );
  });

  it('count as owed in every state, as given back only once they succeeded', () => {
    const refunds = [
      { amount: 1000, state: 'succeeded' as const },
      { amount: 300, state: 'failed' as const },
      { amount: 200, state: 'requested' as const },
    ];
    expect(refundedAmount(refunds)).toBe(1000);
    expect(refundsOutstanding(refunds)).toBe(500);
    expect(refundableAmount(2000, refunds)).toBe(500);
    expect(paymentFullyRefunded(1500, refunds)).toBe(false);
    expect(paymentFullyRefunded(1000, refunds)).toBe(true);
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ amount: fc.integer({ min: 1, max: 10_000 }), state: fc.constantFrom(...refundStates) }),
        ),
        (list) => refundedAmount(list) + refundsOutstanding(list) === list.reduce((a, r) => a + r.amount, 0),
      ),
    );
  });
});

describe('the sandbox’s refund test cards', () => {
  it('fail every refund of 5126, only the first one of 7726', () => {
    expect(sandboxRefundFails('5126')).toBe(true);
    expect(sandboxRefundFails('5126', 1)).toBe(true);
    expect(sandboxRefundFails('7726', 0)).toBe(true);
    expect(sandboxRefundFails('7726', 1)).toBe(false);
    expect(sandboxRefundFails('4242')).toBe(false);
  });
});
