import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import { firstError, type PolicyFixture, policyFixture } from './group-policy-fixture';

let t: TestApp;
let p: PolicyFixture;

beforeAll(async () => {
  t = await startTestApp();
  p = await policyFixture(t);
  await p.ok(
    await p.api('POST', `/api/admin/event-templates/${p.templateId}/promotions`, {
      name: 'Partners',
      code: 'PARTNER',
      startsAt: '2026-01-01T00:00:00Z',
      endsAt: '2027-12-31T00:00:00Z',
      discountKind: 'Percentage',
      discount: 500,
    }),
  );
});
afterAll(() => t.close());

describe('user group: require promo code', () => {
  it('a seller whose group requires a promo code cannot sell without a valid one', async () => {
    const seller = await p.seller({ requirePromoCode: true });
    const { id, total } = await p.basketWith(seller, ['A-1']);
    const refused = await p.checkout(seller, id, [{ type: 'Cash', amount: total }]);
    expect(refused.statusCode).toBe(403);
    expect(firstError(refused.data)).toEqual(
      expect.objectContaining({ code: 'sale.promo_code_required', field: 'promoCode' }),
    );
    const withCode = await seller.api('PUT', `/api/admin/baskets/${id}/promo-code`, { code: 'PARTNER' });
    expect(withCode.statusCode, withCode.body).toBe(200);
    const sold = await p.checkout(seller, id, [{ type: 'Cash', amount: withCode.data.total as number }]);
    expect(sold.statusCode, sold.body).toBe(201);
  });

  it('a comp without a code is refused too', async () => {
    const seller = await p.seller({ requirePromoCode: true, restrictions: { compTypes: [] } });
    const press = await p.ok(await p.api('POST', '/api/admin/comp-types', { name: 'Press' }));
    const { id } = await p.basketWith(seller, ['A-2']);
    const res = await p.checkout(seller, id, [{ type: 'Comp', amount: 0, compTypeId: press.id }]);
    expect(res.statusCode).toBe(403);
    expect(firstError(res.data)?.code).toBe('sale.promo_code_required');
  });

  it('applies to seller roles only (spec §6): a supervisor in the group sells without a code', async () => {
    const supervisor = await p.seller({ requirePromoCode: true }, 'BoxOfficeSupervisor');
    const { id, total } = await p.basketWith(supervisor, ['A-3']);
    expect((await p.checkout(supervisor, id, [{ type: 'Cash', amount: total }])).statusCode).toBe(201);
  });
});
