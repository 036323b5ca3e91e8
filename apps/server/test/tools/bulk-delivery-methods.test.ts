import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { startTestApp, type TestApp } from '../harness';
import { errorCode, type SoldOrder, sell } from '../orders/order-fixture';

let t: TestApp;
let f: SaleFixture;

type Plan = { id: number; methods: { id: number; type: string }[] };
const url = '/api/admin/tools/bulk-update-order-delivery-methods';

async function plan(fx: SaleFixture, name: string, types: string[]): Promise<Plan> {
  const res = await fx.api('POST', '/api/admin/delivery-plans', {
    name,
    methods: types.map((type) => ({ type })),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.data as unknown as Plan;
}
const method = (p: Plan, type: string) => p.methods.find((m) => m.type === type)!.id;

let standard: Plan;
let other: Plan;
let orders: SoldOrder[];

beforeAll(async () => {
  t = await startTestApp();
  f = await saleFixture(t);
  standard = await plan(f, 'Standard', ['email', 'willCall', 'mail']);
  other = await plan(f, 'Other', ['email']);
  const chosen = await f.api('PATCH', `/api/admin/event-templates/${f.templateId}`, {
    basicInfo: { deliveryPlanId: standard.id },
  });
  expect(chosen.statusCode, chosen.body).toBe(200);
  orders = [await sell(f, ['A-1']), await sell(f, ['A-2']), await sell(f, ['A-3'])];
  const cancelled = await f.api('POST', `/api/admin/orders/${orders[2]!.id}/cancel`, { returnTo: 'open' });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
});
afterAll(() => t.close());

describe('tools → bulk update order delivery methods', () => {
  it('lists the event’s orders by current method, with the plan’s methods', async () => {
    const email = method(standard, 'email');
    const res = await f.api('GET', `${url}/orders?eventId=${f.eventId}&deliveryMethodId=${email}`);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.data.methods as { type: string }[]).map((m) => m.type)).toEqual([
      'email',
      'willCall',
      'mail',
    ]);
    const listed = res.data.orders as { id: number; deliveryMethodId: number; status: string }[];
    expect(listed.map((o) => o.id).sort()).toEqual(orders.map((o) => o.id).sort());
    expect(listed.every((o) => o.deliveryMethodId === email)).toBe(true);
    const willCall = await f.api(
      'GET',
      `${url}/orders?eventId=${f.eventId}&deliveryMethodId=${method(standard, 'willCall')}`,
    );
    expect(willCall.data.orders).toEqual([]);
    const tomorrow = new Date(t.clock.now.getTime() + 86_400_000).toISOString().slice(0, 10);
    const later = await f.api('GET', `${url}/orders?eventId=${f.eventId}&from=${tomorrow}`);
    expect(later.data.orders).toEqual([]);
  });

  it('moves the chosen orders, refuses voided and unknown ones, and records the change', async () => {
    const [a, b, voided] = orders;
    const willCall = method(standard, 'willCall');
    const res = await f.api('POST', url, {
      orderIds: [a!.id, b!.id, voided!.id, 999_999_999],
      deliveryMethodId: willCall,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data).toEqual({
      moved: [a!.id, b!.id],
      unchanged: [],
      refused: [
        { orderId: voided!.id, code: 'admin.order_delivery_voided' },
        { orderId: 999_999_999, code: 'purchase.order_not_found' },
      ],
    });
    const order = await f.api('GET', `/api/admin/orders/${a!.id}`);
    expect((order.data.deliveryMethod as { type: string }).type).toBe('willCall');
    const activity = await f.api('GET', `/api/admin/orders/${a!.id}/activity`);
    const [last] = activity.data as unknown as { kind: string; details: Record<string, unknown> }[];
    expect(last).toMatchObject({
      kind: 'delivery_method.changed',
      details: { from: 'email', to: 'willCall' },
    });
    const listed = await f.api('GET', `${url}/orders?eventId=${f.eventId}&deliveryMethodId=${willCall}`);
    expect((listed.data.orders as unknown[]).length).toBe(2);

    const again = await f.api('POST', url, { orderIds: [a!.id], deliveryMethodId: willCall });
    expect(again.data).toEqual({ moved: [], unchanged: [a!.id], refused: [] });
  });

  it('refuses a method of another plan, and mail for an order without an address', async () => {
    const [a] = orders;
    const foreign = await f.api('POST', url, { orderIds: [a!.id], deliveryMethodId: method(other, 'email') });
    expect(foreign.data.refused).toEqual([
      { orderId: a!.id, code: 'admin.order_delivery_method_not_in_plan' },
    ]);
    const mail = await f.api('POST', url, { orderIds: [a!.id], deliveryMethodId: method(standard, 'mail') });
    expect(mail.data.refused).toEqual([{ orderId: a!.id, code: 'admin.order_delivery_address_missing' }]);
    const order = await f.api('GET', `/api/admin/orders/${a!.id}`);
    expect((order.data.deliveryMethod as { type: string }).type).toBe('willCall');
  });

  it('keeps to the account: another account’s method and orders are not found', async () => {
    const g = await saleFixture(t);
    const theirs = await plan(g, 'Theirs', ['email', 'willCall']);
    await g.api('PATCH', `/api/admin/event-templates/${g.templateId}`, {
      basicInfo: { deliveryPlanId: theirs.id },
    });
    const their = await sell(g, ['A-1']);
    const unknownMethod = await f.api('POST', url, {
      orderIds: [orders[0]!.id],
      deliveryMethodId: method(theirs, 'email'),
    });
    expect(unknownMethod.statusCode).toBe(400);
    expect(errorCode(unknownMethod)).toBe('admin.choice_unavailable');
    const foreignOrder = await f.api('POST', url, {
      orderIds: [their.id],
      deliveryMethodId: method(standard, 'email'),
    });
    expect(foreignOrder.data.refused).toEqual([{ orderId: their.id, code: 'purchase.order_not_found' }]);
    const theirOrder = await g.api('GET', `/api/admin/orders/${their.id}`);
    expect((theirOrder.data.deliveryMethod as { type: string }).type).toBe('email');
    const list = await f.api('GET', `${url}/orders?eventId=${g.eventId}`);
    expect(list.data.orders ?? []).toEqual([]);
  });

  it('answers an empty or oversized selection as a field error', async () => {
    const none = await f.api('POST', url, { orderIds: [], deliveryMethodId: method(standard, 'email') });
    expect(none.statusCode).toBe(400);
    expect(errorCode(none)).toBe('common.validation_failed');
  });
});
