import {
  type Fee,
  type PlanDiscount,
  type PlanSelectionRules,
  planDefinitionProblems,
  planFaceValue,
  planSelectionProblems,
  pricePlan,
} from '@tessera/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const fixed: PlanSelectionRules = {
  selectionMode: 'Fixed',
  minEvents: null,
  maxEvents: null,
  eventIds: [1, 2, 3],
};
const flexible: PlanSelectionRules = {
  selectionMode: 'Flexible',
  minEvents: 2,
  maxEvents: 3,
  eventIds: [1, 2, 3, 4],
};

describe('planSelectionProblems', () => {
  it('needs every event of a fixed plan', () => {
    expect(planSelectionProblems(fixed, [3, 1, 2])).toEqual([]);
    expect(planSelectionProblems(fixed, [1, 3])).toEqual([
      { code: 'purchase.plan_events_incomplete', missing: [2] },
    ]);
  });

  it('keeps a flexible choice between the minimum and the maximum', () => {
    expect(planSelectionProblems(flexible, [1, 4])).toEqual([]);
    expect(planSelectionProblems(flexible, [1, 2, 4])).toEqual([]);
    expect(planSelectionProblems(flexible, [2])).toEqual([
      { code: 'purchase.plan_selection_count', min: 2, max: 3 },
    ]);
    expect(planSelectionProblems(flexible, [1, 2, 3, 4])).toEqual([
      { code: 'purchase.plan_selection_count', min: 2, max: 3 },
    ]);
  });

  it('refuses events outside the plan and events chosen twice', () => {
    expect(planSelectionProblems(flexible, [1, 9])).toEqual([
      { code: 'purchase.plan_event_unknown', eventId: 9 },
    ]);
    expect(planSelectionProblems(fixed, [1, 2, 2, 3])).toEqual([
      { code: 'purchase.plan_event_duplicate', eventId: 2 },
    ]);
  });

  it('accepts exactly the choices a buyer could make (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { minLength: 2, maxLength: 8 }),
        fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 10 }),
        fc.boolean(),
        fc.nat(),
        fc.nat(),
        (eventIds, chosen, isFixed, a, b) => {
          const lo = 1 + (a % eventIds.length);
          const hi = lo + (b % (eventIds.length - lo + 1));
          const plan: PlanSelectionRules = isFixed
            ? { selectionMode: 'Fixed', minEvents: null, maxEvents: null, eventIds }
            : { selectionMode: 'Flexible', minEvents: lo, maxEvents: hi, eventIds };
          const valid =
            chosen.every((id) => eventIds.includes(id)) &&
            new Set(chosen).size === chosen.length &&
            (isFixed ? chosen.length === eventIds.length : chosen.length >= lo && chosen.length <= hi);
          expect(planSelectionProblems(plan, chosen).length === 0).toBe(valid);
        },
      ),
    );
  });
});

describe('planDefinitionProblems', () => {
  it('accepts a sound fixed or flexible plan', () => {
    expect(planDefinitionProblems(fixed)).toEqual([]);
    expect(planDefinitionProblems(flexible)).toEqual([]);
  });

  it('names the field of each problem', () => {
    expect(planDefinitionProblems({ ...flexible, minEvents: 4, maxEvents: 3 })).toEqual([
      { code: 'admin.event_plan_min_above_max', field: 'minEvents' },
    ]);
    expect(planDefinitionProblems({ ...flexible, maxEvents: 5 })).toEqual([
      { code: 'admin.event_plan_max_above_events', field: 'maxEvents', params: { count: 4 } },
    ]);
    expect(planDefinitionProblems({ ...flexible, minEvents: null })).toEqual([
      { code: 'admin.event_plan_range_required', field: 'minEvents' },
    ]);
    expect(planDefinitionProblems({ ...fixed, eventIds: [7] })).toEqual([
      { code: 'admin.event_plan_needs_events', field: 'events', params: { min: 2 } },
    ]);
    expect(planDefinitionProblems({ ...fixed, eventIds: [1, 2, 1] })).toEqual([
      { code: 'admin.event_plan_event_duplicate', field: 'events.2.eventId' },
    ]);
  });
});

const serviceCharge: Fee = {
  id: 1,
  name: 'Service charge',
  category: 'ServiceCharge',
  type: 'PerTicket',
  amount: { kind: 'Percentage', basisPoints: 1000 },
  min: 150,
  max: 600,
  includeInFaceValue: false,
  taxable: true,
  reverseCalculation: false,
};
const orderFee: Fee = {
  ...serviceCharge,
  id: 2,
  type: 'PerOrder',
  amount: { kind: 'FlatAmount', amount: 300 },
};
const tax: Fee = {
  ...serviceCharge,
  id: 3,
  category: 'VAT',
  amount: { kind: 'Percentage', basisPoints: 2000 },
};

describe('plan pricing', () => {
  it('takes the plan discount off each ticket, never below zero', () => {
    expect(planFaceValue(5000, { kind: 'Percentage', basisPoints: 1500 })).toBe(4250);
    expect(planFaceValue(5000, { kind: 'FlatAmount', amount: 700 })).toBe(4300);
    expect(planFaceValue(500, { kind: 'FlatAmount', amount: 700 })).toBe(0);
    expect(planFaceValue(5000, { kind: 'None' })).toBe(5000);
  });

  it('prices a plan against buying its events separately', () => {
    const lines = [
      { key: 'a', priceLevelId: 1, faceValue: 4000 },
      { key: 'b', priceLevelId: 2, faceValue: 6000 },
    ];
    const priced = pricePlan(lines, { kind: 'Percentage', basisPoints: 1000 });
    expect(priced.separate.total).toBe(10_000);
    expect(priced.plan.total).toBe(9000);
    expect(priced.plan.tickets.map((t) => t.faceValue)).toEqual([3600, 5400]);
    expect(priced.saving).toBe(1000);
  });

  const discount = fc.oneof(
    fc.constant<PlanDiscount>({ kind: 'None' }),
    fc
      .integer({ min: 0, max: 10_000 })
      .map((basisPoints): PlanDiscount => ({ kind: 'Percentage', basisPoints })),
    fc.integer({ min: 0, max: 50_000 }).map((amount): PlanDiscount => ({ kind: 'FlatAmount', amount })),
  );
  const lines = fc.array(
    fc.record({
      key: fc.string(),
      priceLevelId: fc.integer({ min: 1, max: 5 }),
      faceValue: fc.integer({ min: 0, max: 1_000_000 }),
    }),
    { maxLength: 12 },
  );
  const fees = fc.subarray([serviceCharge, orderFee, tax]);

  it('never goes negative, adds up, and never costs more than the events bought separately (property)', () => {
    fc.assert(
      fc.property(lines, discount, fees, (ls, d, fs) => {
        const { plan, separate, saving } = pricePlan(ls, d, fs);
        expect(plan.total).toBeGreaterThanOrEqual(0);
        const lineTotal = plan.tickets.reduce((acc, t) => acc + t.total, 0);
        const orderFees = plan.orderFees.filter((c) => c.added).reduce((acc, c) => acc + c.amount, 0);
        expect(plan.total).toBe(lineTotal + orderFees);
        expect(plan.total).toBeLessThanOrEqual(separate.total);
        expect(saving).toBe(separate.total - plan.total);
        for (const [i, ticket] of plan.tickets.entries()) {
          expect(ticket.faceValue).toBeGreaterThanOrEqual(0);
          expect(ticket.faceValue).toBeLessThanOrEqual(ls[i]!.faceValue);
        }
      }),
    );
  });
});
