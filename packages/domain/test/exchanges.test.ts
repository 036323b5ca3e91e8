import {
  type EventExchangeFields,
  type ExchangedTicket,
  type ExchangeSettings,
  exchangeFeeOf,
  exchangeProblem,
  exchangeQuote,
  selfExchangeClosesAt,
  selfExchangeOpen,
  transferLabel,
  transferProblem,
  transferStates,
  transferTransition,
} from '@tessera/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const now = new Date('2026-12-01T12:00:00Z');
const later = new Date('2026-12-10T19:00:00Z');
const settings: ExchangeSettings = { selfExchange: true, exchangeFee: 300, sameOrGreaterValueOnly: true };
const event: EventExchangeFields = {
  exchangeFeeOverride: null,
  waiveExchangeFees: false,
  selfExchangeOffSaleAt: null,
  lockAt: null,
  startsAt: later,
};
const ticket = (total: number, over: Partial<ExchangedTicket> = {}): ExchangedTicket => ({
  total,
  status: 'new',
  event,
  settings,
  ...over,
});

describe('exchange eligibility', () => {
  it('needs the same number of tickets', () => {
    expect(
      exchangeProblem({ old: [ticket(5000), ticket(5000)], newTotals: [6000], by: 'staff', now }),
    ).toEqual({ code: 'purchase.exchange_count_mismatch', old: 2, new: 1 });
  });

  it('needs equal or greater value while the template says so, and allows less when it does not', () => {
    const old = [ticket(5000), ticket(5000)];
    expect(exchangeProblem({ old, newTotals: [4000, 5000], by: 'staff', now })).toEqual({
      code: 'purchase.exchange_lower_value',
      credit: 10000,
      newValue: 9000,
    });
    expect(exchangeProblem({ old, newTotals: [5000, 5000], by: 'staff', now })).toBeNull();
    const relaxed = old.map((t) => ({ ...t, settings: { ...settings, sameOrGreaterValueOnly: false } }));
    expect(exchangeProblem({ old: relaxed, newTotals: [4000, 5000], by: 'staff', now })).toBeNull();
  });

  it('refuses nothing chosen, voided and scanned tickets', () => {
    expect(exchangeProblem({ old: [], newTotals: [], by: 'staff', now })?.code).toBe(
      'purchase.exchange_nothing_chosen',
    );
    expect(
      exchangeProblem({ old: [ticket(1, { status: 'voided' })], newTotals: [1], by: 'staff', now })?.code,
    ).toBe('purchase.exchange_ticket_voided');
    expect(
      exchangeProblem({ old: [ticket(1, { status: 'used' })], newTotals: [1], by: 'staff', now })?.code,
    ).toBe('purchase.exchange_ticket_used');
  });

  it('lets a customer exchange only while the template offers it and before the self-exchange off-sale', () => {
    const off = ticket(5000, { settings: { ...settings, selfExchange: false } });
    expect(exchangeProblem({ old: [off], newTotals: [5000], by: 'self', now })?.code).toBe(
      'purchase.self_exchange_not_offered',
    );
    // Staff may exchange it all the same.
    expect(exchangeProblem({ old: [off], newTotals: [5000], by: 'staff', now })).toBeNull();
    const closed = ticket(5000, { event: { ...event, selfExchangeOffSaleAt: now } });
    expect(exchangeProblem({ old: [closed], newTotals: [5000], by: 'self', now })?.code).toBe(
      'purchase.self_exchange_closed',
    );
    const open = ticket(5000, { event: { ...event, selfExchangeOffSaleAt: new Date(now.getTime() + 1) } });
    expect(exchangeProblem({ old: [open], newTotals: [5000], by: 'self', now })).toBeNull();
  });

  it('closes a self-exchange at the off-sale, else the lock date, else the performance', () => {
    const lockAt = new Date('2026-12-05T00:00:00Z');
    const offAt = new Date('2026-12-03T00:00:00Z');
    expect(selfExchangeClosesAt({ ...event, selfExchangeOffSaleAt: offAt, lockAt })).toEqual(offAt);
    expect(selfExchangeClosesAt({ ...event, lockAt })).toEqual(lockAt);
    expect(selfExchangeClosesAt(event)).toEqual(later);
    expect(selfExchangeOpen({ ...event, lockAt: now }, settings, now)).toBe(false);
    expect(selfExchangeOpen({ ...event, startsAt: null }, settings, now)).toBe(true);
  });
});

describe('exchange difference', () => {
  it('charges the template fee per ticket given back, the event override instead, or none when waived', () => {
    expect(exchangeFeeOf(ticket(0))).toBe(300);
    expect(exchangeFeeOf(ticket(0, { event: { ...event, exchangeFeeOverride: 150 } }))).toBe(150);
    expect(exchangeFeeOf(ticket(0, { event: { ...event, exchangeFeeOverride: 0 } }))).toBe(0);
    expect(
      exchangeFeeOf(ticket(0, { event: { ...event, exchangeFeeOverride: 150, waiveExchangeFees: true } })),
    ).toBe(0);
  });

  it('quotes new value, credit, fees and the difference to pay or refund', () => {
    expect(exchangeQuote([ticket(5000), ticket(5000)], [6000, 6000])).toEqual({
      newValue: 12000,
      credit: 10000,
      fees: 600,
      difference: 2600,
    });
    const waived = { ...event, waiveExchangeFees: true };
    expect(exchangeQuote([ticket(5000, { event: waived })], [4000]).difference).toBe(-1000);
  });

  it('always balances: credit + difference = new value + fees (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ total: fc.nat(100_000), fee: fc.nat(2_000), waived: fc.boolean() }), {
          minLength: 1,
          maxLength: 8,
        }),
        fc.array(fc.nat(100_000), { minLength: 1, maxLength: 8 }),
        (olds, news) => {
          const old = olds.map((o) =>
            ticket(o.total, {
              event: { ...event, waiveExchangeFees: o.waived },
              settings: { ...settings, exchangeFee: o.fee },
            }),
          );
          const q = exchangeQuote(old, news);
          expect(q.credit + q.difference).toBe(q.newValue + q.fees);
          expect(q.fees).toBe(olds.reduce((a, o) => a + (o.waived ? 0 : o.fee), 0));
          // An exchange the rules accept never refunds more than the old tickets' fees-free credit.
          if (exchangeProblem({ old, newTotals: news, by: 'staff', now }) === null) {
            expect(news.length).toBe(old.length);
            expect(q.difference).toBeGreaterThanOrEqual(q.fees);
          }
        },
      ),
    );
  });
});

describe('transfers', () => {
  const live = [{ status: 'new' as const, pending: false }];
  it('needs the recipient name and email, and never the same customer', () => {
    expect(
      transferProblem({
        recipient: { name: ' ', email: 'b@x.test' },
        holderEmail: 'a@x.test',
        tickets: live,
      }),
    ).toEqual({ code: 'purchase.transfer_recipient_required', field: 'name' });
    expect(
      transferProblem({ recipient: { name: 'Bo', email: '' }, holderEmail: 'a@x.test', tickets: live }),
    ).toEqual({ code: 'purchase.transfer_recipient_required', field: 'email' });
    expect(
      transferProblem({
        recipient: { name: 'Bo', email: ' A@X.test ' },
        holderEmail: 'a@x.test',
        tickets: live,
      }),
    ).toEqual({ code: 'purchase.transfer_same_customer' });
    expect(
      transferProblem({
        recipient: { name: 'Bo', email: 'b@x.test' },
        holderEmail: 'a@x.test',
        tickets: live,
      }),
    ).toBeNull();
  });

  it('moves only live, unscanned tickets not already being transferred', () => {
    const recipient = { name: 'Bo', email: 'b@x.test' };
    for (const t of [
      { status: 'voided' as const, pending: false },
      { status: 'used' as const, pending: false },
      { status: 'new' as const, pending: true },
    ]) {
      expect(transferProblem({ recipient, holderEmail: null, tickets: [t] })?.code).toBe(
        'purchase.transfer_ticket_not_live',
      );
    }
    expect(transferProblem({ recipient, holderEmail: null, tickets: [] })?.code).toBe(
      'purchase.transfer_nothing_chosen',
    );
  });

  it('goes initiated → complete or canceled, never back (spec §4)', () => {
    expect(transferTransition('initiated', 'claim')).toBe('complete');
    expect(transferTransition('initiated', 'cancel')).toBe('canceled');
    for (const state of transferStates.filter((s) => s !== 'initiated')) {
      expect(transferTransition(state, 'claim')).toBeNull();
      expect(transferTransition(state, 'cancel')).toBeNull();
    }
  });

  it('labels: resale received, transfer complete, initiated, transfer canceled', () => {
    expect(transferLabel('complete', 12)).toBe('resale_received');
    expect(transferLabel('complete', null)).toBe('transfer_complete');
    expect(transferLabel('initiated', null)).toBe('initiated');
    expect(transferLabel('canceled', 12)).toBe('transfer_canceled');
  });
});
