import { checkPromotion, type Promotion, promotionRuleProblems } from '@tessera/domain';
import { describe, expect, it } from 'vitest';

const base: Promotion = {
  id: 1,
  code: 'MEMBERS',
  active: true,
  startsAt: new Date('2026-11-01T00:00:00Z'),
  endsAt: new Date('2026-11-30T23:59:59Z'),
  requiredCustomerTags: ['Member'],
  discount: { kind: 'FlatAmount', amount: 500 },
  priceLevelIds: [],
  eventRules: [],
};
const ctx = {
  now: new Date('2026-11-22T12:00:00Z'),
  customerTags: ['member', 'donor'],
  eventStartsAt: new Date('2026-12-05T19:30:00Z'),
};

describe('checkPromotion', () => {
  it('accepts a live promotion for a buyer with the required tags (case-insensitive)', () => {
    expect(checkPromotion(base, ctx)).toEqual({ ok: true });
  });
  it('answers "Invalid Promotion." outside its dates or when inactive', () => {
    expect(checkPromotion(base, { ...ctx, now: new Date('2026-12-01T00:00:00Z') })).toEqual({
      ok: false,
      code: 'purchase.promotion_invalid',
    });
    expect(checkPromotion(base, { ...ctx, now: new Date('2026-10-31T23:59:59Z') })).toEqual({
      ok: false,
      code: 'purchase.promotion_invalid',
    });
    expect(checkPromotion({ ...base, active: false }, ctx)).toEqual({
      ok: false,
      code: 'purchase.promotion_invalid',
    });
  });
  it('refuses a buyer without the required customer tags', () => {
    expect(checkPromotion(base, { ...ctx, customerTags: ['donor'] })).toEqual({
      ok: false,
      code: 'purchase.promotion_customer_tags_required',
    });
  });
  it('honours event rules', () => {
    const rules = [{ startsAt: new Date('2026-12-01T00:00:00Z'), endsAt: new Date('2026-12-10T00:00:00Z') }];
    expect(checkPromotion({ ...base, eventRules: rules }, ctx)).toEqual({ ok: true });
    expect(
      checkPromotion(
        { ...base, eventRules: rules },
        { ...ctx, eventStartsAt: new Date('2027-01-05T19:30:00Z') },
      ),
    ).toEqual({
      ok: false,
      code: 'purchase.promotion_invalid',
    });
  });
  it('names the event rules whose start is not before their end', () => {
    const ok = { startsAt: new Date('2026-12-01'), endsAt: new Date('2026-12-02') };
    const bad = { startsAt: new Date('2026-12-03'), endsAt: new Date('2026-12-03') };
    expect(promotionRuleProblems([ok, bad, ok])).toEqual([1]);
  });
});
