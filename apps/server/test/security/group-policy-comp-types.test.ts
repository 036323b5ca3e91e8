import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import { firstError, type PolicyFixture, policyFixture } from './group-policy-fixture';

let t: TestApp;
let p: PolicyFixture;
let press: number;
let staff: number;

beforeAll(async () => {
  t = await startTestApp();
  p = await policyFixture(t);
  press = (await p.ok(await p.api('POST', '/api/admin/comp-types', { name: 'Press' }))).id as number;
  staff = (await p.ok(await p.api('POST', '/api/admin/comp-types', { name: 'Staff' }))).id as number;
});
afterAll(() => t.close());

describe('user group: restrict comp types', () => {
  it('comps only with a comp type the group lists (by name or id), and lists only those', async () => {
    const seller = await p.seller({ restrictions: { compTypes: ['press'] } });
    const { id } = await p.basketWith(seller, ['A-1']);
    const refused = await p.checkout(seller, id, [{ type: 'Comp', amount: 0, compTypeId: staff }]);
    expect(refused.statusCode).toBe(403);
    expect(firstError(refused.data)).toEqual(
      expect.objectContaining({ code: 'sale.comp_type_not_allowed', field: 'payments.0.compTypeId' }),
    );
    const listed = await seller.api('GET', '/api/admin/comp-types');
    expect((listed.data as unknown as { name: string }[]).map((c) => c.name)).toEqual(['Press']);
    const comped = await p.checkout(seller, id, [{ type: 'Comp', amount: 0, compTypeId: press }]);
    expect(comped.statusCode, comped.body).toBe(201);

    const byId = await p.seller({ restrictions: { compTypes: [String(staff)] } });
    const other = await p.basketWith(byId, ['A-2']);
    expect(
      (await p.checkout(byId, other.id, [{ type: 'Comp', amount: 0, compTypeId: staff }])).statusCode,
    ).toBe(201);
  });

  it('a group with no comp types cannot comp at all', async () => {
    const seller = await p.seller({ restrictions: { compTypes: [] } });
    const { id } = await p.basketWith(seller, ['A-3']);
    const res = await p.checkout(seller, id, [{ type: 'Comp', amount: 0, compTypeId: press }]);
    expect(res.statusCode).toBe(403);
    expect(firstError(res.data)?.code).toBe('sale.comp_type_not_allowed');
    expect(((await seller.api('GET', '/api/admin/comp-types')).data as unknown as unknown[]).length).toBe(0);
  });
});
