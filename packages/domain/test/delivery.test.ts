import {
  availableDeliveryMethods,
  type DeliveryMethodRule,
  deliveryChoiceProblem,
  deliveryMethodTypes,
  deliveryPlanProblems,
  methodOpen,
} from '@tessera/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const start = new Date('2026-12-01T19:30:00Z');
const method = (id: number, type: DeliveryMethodRule['type'], cutoffMinutes: number | null = null) => ({
  id,
  type,
  cutoffMinutes,
  allowInternationalShipping: false,
});

describe('delivery plans', () => {
  it('needs a name and each method type once', () => {
    expect(deliveryPlanProblems({ name: '  ', methods: [] })).toEqual([{ field: 'name', rule: 'required' }]);
    expect(
      deliveryPlanProblems({
        name: 'Standard',
        methods: [
          { type: 'email', cutoffMinutes: null },
          { type: 'email', cutoffMinutes: 60 },
        ],
      }),
    ).toEqual([{ field: 'methods.1.type', rule: 'duplicate' }]);
    expect(
      deliveryPlanProblems({ name: 'Standard', methods: [{ type: 'mail', cutoffMinutes: 10 }] }),
    ).toEqual([]);
  });

  it('closes a method at its cutoff before the first event', () => {
    const mail = method(1, 'mail', 7 * 24 * 60);
    expect(methodOpen(mail, start, new Date('2026-11-24T19:29:00Z'))).toBe(true);
    expect(methodOpen(mail, start, new Date('2026-11-24T19:30:00Z'))).toBe(false);
    expect(methodOpen(method(2, 'email'), start, new Date('2026-12-01T19:29:00Z'))).toBe(true);
  });

  it('offers the shared plan’s open methods, and nothing for mixed plans', () => {
    const plans = new Map([
      [1, [method(1, 'email'), method(2, 'mail', 60 * 24)]],
      [2, [method(3, 'willCall')]],
    ]);
    const now = new Date('2026-11-30T20:00:00Z');
    const later = new Date('2026-12-05T19:30:00Z');
    expect(
      availableDeliveryMethods(
        [
          { planId: 1, startsAt: later },
          { planId: 1, startsAt: start },
        ],
        plans,
        now,
      ).map((m) => m.id),
    ).toEqual([1]);
    expect(
      availableDeliveryMethods(
        [
          { planId: 1, startsAt: start },
          { planId: 2, startsAt: start },
        ],
        plans,
        now,
      ),
    ).toEqual([]);
    expect(availableDeliveryMethods([{ planId: null, startsAt: start }], plans, now)).toEqual([]);
  });

  it('checks the chosen method, the address for mail and shipping abroad', () => {
    const offered = [
      method(1, 'email'),
      method(2, 'mail'),
      { ...method(3, 'mail'), allowInternationalShipping: true },
    ];
    expect(deliveryChoiceProblem(offered, { methodId: null, address: null }, 'US')).toBe(
      'delivery_method_required',
    );
    expect(deliveryChoiceProblem([], { methodId: null, address: null }, 'US')).toBeNull();
    expect(deliveryChoiceProblem(offered, { methodId: 9, address: null }, 'US')).toBe(
      'delivery_method_unavailable',
    );
    expect(deliveryChoiceProblem(offered, { methodId: 1, address: null }, 'US')).toBeNull();
    expect(deliveryChoiceProblem(offered, { methodId: 2, address: null }, 'US')).toBe(
      'delivery_address_required',
    );
    expect(deliveryChoiceProblem(offered, { methodId: 2, address: { country: 'us' } }, 'US')).toBeNull();
    expect(deliveryChoiceProblem(offered, { methodId: 2, address: { country: 'FR' } }, 'US')).toBe(
      'delivery_international_not_allowed',
    );
    expect(deliveryChoiceProblem(offered, { methodId: 3, address: { country: 'FR' } }, 'US')).toBeNull();
  });

  it('never offers a method past its cutoff, whatever the clock', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            type: fc.constantFrom(...deliveryMethodTypes),
            cutoffMinutes: fc.option(fc.integer({ min: 0, max: 60 * 24 * 30 })),
          }),
          { maxLength: 6 },
        ),
        fc.array(fc.integer({ min: 0, max: 60 * 24 * 60 }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 60 * 24 * 60 }),
        (methods, eventOffsets, nowOffset) => {
          const base = Date.UTC(2026, 0, 1);
          const rules = methods.map((m, id) => ({ ...m, id, allowInternationalShipping: false }));
          const events = eventOffsets.map((o) => ({ planId: 1, startsAt: new Date(base + o * 60_000) }));
          const now = new Date(base + nowOffset * 60_000);
          const first = Math.min(...events.map((e) => e.startsAt.getTime()));
          const offered = availableDeliveryMethods(events, new Map([[1, rules]]), now);
          for (const m of offered) {
            expect(m.cutoffMinutes === null || now.getTime() < first - m.cutoffMinutes * 60_000).toBe(true);
          }
          // Every offered method is a valid choice when it needs no address.
          for (const m of offered.filter((x) => x.type !== 'mail')) {
            expect(deliveryChoiceProblem(offered, { methodId: m.id, address: null }, 'US')).toBeNull();
          }
        },
      ),
    );
  });
});
