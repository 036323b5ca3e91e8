import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '@/db/schema';
import { rows } from '@/db/sql';
import { registeredCustomer, shopCall } from '../customer-accounts/shop-session';
import { addHostname } from '../factories';
import { startTestApp, type TestApp } from '../harness';
import { buyer, errorCode, key } from '../orders/order-fixture';
import { type SeasonFixture, seasonFixture } from './season-fixture';

/** The shop account's season-packages tab (decisions/0086): the customer's packages, with the feature on. */
let t: TestApp;
let f: SeasonFixture;
const HOST = 'seasons-shop.test';

beforeAll(async () => {
  t = await startTestApp({ withSmtp: true });
  f = await seasonFixture(t);
  await addHostname(t.database.db, f.accountId, HOST, true);
});
afterAll(() => t.close());

describe('the shop account’s season packages', () => {
  it('lists the packages sold to the signed-in customer, and says so when season tickets are off', async () => {
    const email = `subscriber-${Date.now()}@example.test`;
    const cookie = await registeredCustomer(t, email, HOST);
    const [customer] = await rows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM customers WHERE account_id = ${f.accountId} AND lower(email) = ${email}`,
    );
    const basketId = (await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' })).data
      .id as string;
    const added = await f.api('POST', `/api/admin/baskets/${basketId}/season-packages`, {
      packageId: f.packageId,
      seatIds: [f.seats.get('E-3')],
      priceTypeId: f.fullId,
    });
    expect(added.statusCode, added.body).toBe(200);
    await f.api('PUT', `/api/admin/baskets/${basketId}/customer`, { customerId: customer!.id });
    const paid = await f.api('POST', `/api/admin/baskets/${basketId}/checkout`, {
      idempotencyKey: key(),
      buyer,
      payments: [{ type: 'Cash', amount: added.data.total as number }],
    });
    expect(paid.statusCode, paid.body).toBe(201);

    const mine = await shopCall(t, 'GET', '/api/shop/account/season-packages', { host: HOST, cookie });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.data).toEqual([
      expect.objectContaining({ packageName: 'Full spring', row: 'E', seat: '3', status: 'active' }),
    ]);
    expect((mine.data as unknown as { tickets: unknown[] }[])[0]!.tickets).toHaveLength(3);

    const anonymous = await shopCall(t, 'GET', '/api/shop/account/season-packages', { host: HOST });
    expect(anonymous.statusCode).toBe(401);

    await t.database.db
      .update(accounts)
      .set({ seasonTicketsEnabled: false })
      .where(eq(accounts.id, f.accountId));
    const off = await shopCall(t, 'GET', '/api/shop/account/season-packages', { host: HOST, cookie });
    expect(off.statusCode).toBe(403);
    expect(errorCode(off)).toBe('admin.season_tickets_disabled');
    // The shop hides the tab then (its features say so).
    const features = await shopCall(t, 'GET', '/api/consumer/features', { host: HOST });
    expect(features.statusCode, features.body).toBe(200);
    expect(features.data.seasonTickets).toBe(false);
  });
});
