import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import { firstError, type PolicyFixture, policyFixture } from './group-policy-fixture';

let t: TestApp;
let p: PolicyFixture;

beforeAll(async () => {
  t = await startTestApp();
  p = await policyFixture(t);
  for (const code of ['SPRING', 'WINTER']) {
    await p.ok(
      await p.api('POST', `/api/admin/event-templates/${p.templateId}/promotions`, {
        name: code,
        code,
        startsAt: '2026-01-01T00:00:00Z',
        endsAt: '2027-12-31T00:00:00Z',
        discountKind: 'Percentage',
        discount: 1000,
      }),
    );
  }
});
afterAll(() => t.close());

describe('user group: restrict promo codes', () => {
  it('applies only the promo codes the group lists', async () => {
    const seller = await p.seller({ restrictions: { promoCodes: ['SPRING'] } });
    const { id } = await p.basketWith(seller, ['A-1']);
    const refused = await seller.api('PUT', `/api/admin/baskets/${id}/promo-code`, { code: 'winter' });
    expect(refused.statusCode).toBe(403);
    expect(firstError(refused.data)).toEqual(
      expect.objectContaining({ code: 'sale.promo_code_not_allowed', field: 'code' }),
    );
    const applied = await seller.api('PUT', `/api/admin/baskets/${id}/promo-code`, { code: 'spring' });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.data.promoCode).toBe('spring');
  });

  it('a code applied before the group was restricted is refused at checkout', async () => {
    const seller = await p.seller();
    const { id } = await p.basketWith(seller, ['A-2']);
    const applied = await seller.api('PUT', `/api/admin/baskets/${id}/promo-code`, { code: 'WINTER' });
    expect(applied.statusCode, applied.body).toBe(200);
    await seller.regroup({ restrictions: { promoCodes: ['SPRING'] } });
    const res = await p.checkout(seller, id, [{ type: 'Cash', amount: applied.data.total as number }]);
    expect(res.statusCode).toBe(403);
    expect(firstError(res.data)?.code).toBe('sale.promo_code_not_allowed');
  });
});
