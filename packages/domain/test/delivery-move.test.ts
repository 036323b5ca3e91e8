import { deliveryMoveProblem } from '@tessera/domain';
import { describe, expect, it } from 'vitest';

const order = (over: Partial<Parameters<typeof deliveryMoveProblem>[0]> = {}) => ({
  status: 'new' as const,
  eventPlanIds: [7],
  hasAddress: false,
  ...over,
});

describe('moving an order to another delivery method', () => {
  it('allows a method of the plan all the order’s events share', () => {
    expect(deliveryMoveProblem(order(), { planId: 7, type: 'willCall' })).toBeNull();
    expect(deliveryMoveProblem(order({ eventPlanIds: [7, 7] }), { planId: 7, type: 'email' })).toBeNull();
  });

  it('refuses a voided order', () => {
    expect(deliveryMoveProblem(order({ status: 'voided' }), { planId: 7, type: 'email' })).toBe(
      'order_voided',
    );
  });

  it('refuses a method of another plan, mixed plans and orders without events', () => {
    expect(deliveryMoveProblem(order(), { planId: 8, type: 'email' })).toBe('method_not_in_plan');
    expect(deliveryMoveProblem(order({ eventPlanIds: [7, 8] }), { planId: 7, type: 'email' })).toBe(
      'method_not_in_plan',
    );
    expect(deliveryMoveProblem(order({ eventPlanIds: [null] }), { planId: 7, type: 'email' })).toBe(
      'method_not_in_plan',
    );
    expect(deliveryMoveProblem(order({ eventPlanIds: [] }), { planId: 7, type: 'email' })).toBe(
      'method_not_in_plan',
    );
  });

  it('needs a postal address for mail', () => {
    expect(deliveryMoveProblem(order(), { planId: 7, type: 'mail' })).toBe('address_missing');
    expect(deliveryMoveProblem(order({ hasAddress: true }), { planId: 7, type: 'mail' })).toBe(null);
  });
});
