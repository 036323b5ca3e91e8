import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import { firstError, type PolicyFixture, policyFixture } from './group-policy-fixture';

let t: TestApp;
let p: PolicyFixture;
let facility: number;
let feeSet: number;

beforeAll(async () => {
  t = await startTestApp();
  p = await policyFixture(t);
  facility = (await p.ok(await p.api('POST', '/api/admin/fee-classes', { name: 'Facility' }))).id as number;
  await p.ok(await p.api('POST', '/api/admin/fee-classes', { name: 'Booking' }));
  feeSet = (
    await p.ok(await p.api('POST', `/api/admin/event-templates/${p.templateId}/fee-sets`, { name: 'Venue' }))
  ).id as number;
  await p.ok(
    await p.api('POST', `/api/admin/fee-sets/${feeSet}/fees`, {
      name: 'Facility fee',
      category: 'ServiceCharge',
      type: 'PerTicket',
      amountKind: 'FlatAmount',
      amount: 100,
      feeClassId: facility,
    }),
  );
});
afterAll(() => t.close());

describe('user group: restrict fee classes', () => {
  it('a seller cannot sell a ticket that charges a fee of a class the group leaves out', async () => {
    const seller = await p.seller({ restrictions: { feeClasses: ['Booking'] } });
    const { id, total } = await p.basketWith(seller, ['A-1']);
    const res = await p.checkout(seller, id, [{ type: 'Cash', amount: total }]);
    expect(res.statusCode).toBe(403);
    expect(firstError(res.data)?.code).toBe('sale.fee_class_not_allowed');

    const allowed = await p.seller({ restrictions: { feeClasses: ['Booking', 'Facility'] } });
    const other = await p.basketWith(allowed, ['A-2']);
    expect((await p.checkout(allowed, other.id, [{ type: 'Cash', amount: other.total }])).statusCode).toBe(
      201,
    );
  });

  it('a supervisor gives a fee only a fee class the group lists', async () => {
    const supervisor = await p.seller({ restrictions: { feeClasses: ['Booking'] } }, 'EventAdmin');
    const res = await supervisor.api('POST', `/api/admin/fee-sets/${feeSet}/fees`, {
      name: 'Restoration levy',
      category: 'ServiceCharge',
      type: 'PerTicket',
      amountKind: 'FlatAmount',
      amount: 50,
      feeClassId: facility,
    });
    expect(res.statusCode).toBe(403);
    expect(firstError(res.data)).toEqual(
      expect.objectContaining({ code: 'sale.fee_class_not_allowed', field: 'feeClassId' }),
    );
  });
});
