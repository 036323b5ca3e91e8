import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { addHostname, createStaffUser, signInAs } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';
import { approveCard, buyer, shopBrowser } from '../shop/shop-client';

let t: TestApp;
let f: SaleFixture;

beforeAll(async () => {
  t = await startTestApp({ movableClock: true, now: new Date() });
  f = await saleFixture(t);
  await addHostname(t.database.db, f.accountId, 'localhost', true);
});
afterAll(() => t.close());

async function guestOrder(seat: string): Promise<number> {
  const b = shopBrowser(t.app);
  const added = await b.send('POST', '/api/shop/basket/seats', {
    eventId: f.eventId,
    seatIds: [f.seats.get(seat)],
  });
  expect(added.statusCode, added.body).toBe(200);
  const paid = await b.send('POST', '/api/shop/basket/checkout', {
    idempotencyKey: `guest-anonymization-${seat}`,
    buyer: {
      ...buyer,
      address: { line1: '1 Main St', city: 'Springfield', postalCode: '12345', country: 'US' },
    },
    card: approveCard,
  });
  expect(paid.statusCode, paid.body).toBe(201);
  return paid.data.id as number;
}

const orderOf = async (id: number) =>
  (
    await rows<{ buyer: { firstName: string; email: string }; anonymized_at: Date | null }>(
      t.database.db,
      sql`SELECT buyer, anonymized_at FROM orders WHERE id = ${id}`,
    )
  )[0]!;

/** Signs in afresh: the clock moves further than a staff session lasts. */
async function staffApi() {
  const admin = await createStaffUser(t.database.db, { accountId: f.accountId, role: 'Admin' });
  const token = await signInAs(t.app, admin.email);
  return (method: 'GET' | 'PUT', url: string, payload?: object) =>
    call(t.app, { method, url, token, payload });
}

async function saveAnonymize(on: boolean) {
  const api = await staffApi();
  const current = await api('GET', '/api/admin/account-settings');
  const { id: _id, enableSeasonTickets: _s, enableNimbus: _n, ...input } = current.data;
  const saved = await api('PUT', '/api/admin/account-settings', { ...input, anonymizeGuestOrders: on });
  expect(saved.statusCode, saved.body).toBe(200);
}

describe('anonymize guest orders after the event', () => {
  it('keeps guest orders while the event is to come, and anonymizes them through the job queue after it', async () => {
    const orderId = await guestOrder('A-1');
    await saveAnonymize(true);
    // The series' first run comes at once and finds the event still to come.
    await t.clock.advance(5_000);
    await new Promise((r) => setTimeout(r, 2_500));
    expect((await orderOf(orderId)).anonymized_at).toBeNull();
    expect((await orderOf(orderId)).buyer.email).toBe(buyer.email);

    // The clock moves past the event (1 March 2027, 19:30): the next hourly run anonymizes.
    const afterEvent = new Date('2027-03-02T12:00:00Z').getTime() - t.clock.now.getTime();
    await t.clock.advance(afterEvent);
    let order = await orderOf(orderId);
    for (let i = 0; i < 200 && !order.anonymized_at; i++) {
      await t.clock.advance(60 * 60_000);
      await new Promise((r) => setTimeout(r, 100));
      order = await orderOf(orderId);
    }
    expect(order.anonymized_at).not.toBeNull();
    expect(order.buyer).toMatchObject({ firstName: 'Anonymous', email: '' });
    const activity = await rows<{ kind: string; actor: string }>(
      t.database.db,
      sql`SELECT kind, actor FROM order_activity WHERE order_id = ${orderId} AND kind = 'order.anonymized'`,
    );
    expect(activity).toEqual([{ kind: 'order.anonymized', actor: 'system' }]);
  });
});
