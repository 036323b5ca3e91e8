import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import { firstError, type PolicyFixture, policyFixture } from './group-policy-fixture';

let t: TestApp;
let p: PolicyFixture;
let single: number;
let subscription: number;

beforeAll(async () => {
  t = await startTestApp();
  p = await policyFixture(t);
  const make = async (name: string) =>
    (await p.ok(await p.api('POST', '/api/admin/seat-settings/sale-types', { name }))).id as number;
  single = await make('Single');
  subscription = await make('Subscription');
  const mark = (places: string[], saleTypeId: number) =>
    p.api('POST', `/api/admin/events/${p.eventId}/seats/bulk`, {
      seatIds: places.map((s) => p.seats.get(s)!),
      action: { kind: 'saleType', saleTypeId },
    });
  await p.ok(await mark(['A-1', 'A-2', 'A-3'], subscription));
  await p.ok(await mark(['B-1', 'B-2'], single));
});
afterAll(() => t.close());

describe('user group: restrict sale types', () => {
  it('a seller sells only seats of the sale types the group lists', async () => {
    const seller = await p.seller({ restrictions: { saleTypes: ['Single'] } });
    const refused = await p.basketWith(seller, ['A-1']);
    expect(refused.added.statusCode).toBe(403);
    expect(firstError(refused.added.data)?.code).toBe('sale.sale_type_not_allowed');
    const { id, total, added } = await p.basketWith(seller, ['B-1']);
    expect(added.statusCode, added.body).toBe(200);
    expect((await p.checkout(seller, id, [{ type: 'Cash', amount: total }])).statusCode).toBe(201);
  });

  it('best seats of another sale type are refused at checkout', async () => {
    const seller = await p.seller();
    const { id, total } = await p.basketWith(seller, ['A-2']);
    await seller.regroup({ restrictions: { saleTypes: ['Single'] } });
    const res = await p.checkout(seller, id, [{ type: 'Cash', amount: total }]);
    expect(res.statusCode).toBe(403);
    expect(firstError(res.data)?.code).toBe('sale.sale_type_not_allowed');
  });

  it('a supervisor gives seats only a sale type the group lists', async () => {
    const supervisor = await p.seller(
      { permissions: ['bulkEditSeats'], restrictions: { saleTypes: ['Single'] } },
      'BoxOfficeSupervisor',
    );
    const res = await supervisor.api('POST', `/api/admin/events/${p.eventId}/seats/bulk`, {
      seatIds: [p.seats.get('C-1')!],
      action: { kind: 'saleType', saleTypeId: subscription },
    });
    expect(res.statusCode).toBe(403);
    expect(firstError(res.data)?.code).toBe('sale.sale_type_not_allowed');
  });
});
