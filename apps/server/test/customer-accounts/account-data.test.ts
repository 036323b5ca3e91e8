import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { addHostname, createAccount } from '../factories';
import { startTestApp, type TestApp } from '../harness';
import { PASSWORD, registeredCustomer, shopCall } from './shop-session';

let t: TestApp;
let f: SaleFixture;
let cookieA: string;
let orderId: number;
const HOST_B = 'tickets.lakeside.test';

beforeAll(async () => {
  t = await startTestApp({ withSmtp: true, config: { signInAttemptsPerMinute: 10_000 } });
  f = await saleFixture(t);
  await addHostname(t.database.db, f.accountId, 'localhost', true);
  const b = await createAccount(t.database.db, { name: 'Lakeside' });
  await addHostname(t.database.db, b.id, HOST_B, true);
  cookieA = await registeredCustomer(t, 'ada@example.test');

  // A box-office sale linked to the customer (the buying flow sets customer_id for shop orders).
  const open = await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' });
  const basket = await f.api('POST', `/api/admin/baskets/${open.data.id}/seats`, {
    eventId: f.eventId,
    seatIds: [f.seats.get('A-1'), f.seats.get('A-2')],
  });
  const order = await f.api('POST', `/api/admin/baskets/${open.data.id}/checkout`, {
    idempotencyKey: 'account-data-order-0001',
    buyer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' },
    payments: [{ type: 'Cash', amount: basket.data.total }],
  });
  orderId = order.data.id as number;
  const [customer] = await rows<{ id: number }>(
    t.database.db,
    sql`SELECT id FROM customers WHERE account_id = ${f.accountId} AND email = 'ada@example.test'`,
  );
  await t.database.db.execute(sql`UPDATE orders SET customer_id = ${customer!.id} WHERE id = ${orderId}`);
});
afterAll(() => t.close());

describe('the customer’s own account', () => {
  it('edits name, phone and address; a short zip code is refused', async () => {
    const details = {
      firstName: 'Augusta Ada',
      lastName: 'King',
      phone: '555-0100',
      address: { line1: '12 St James’s Square', city: 'London', postalCode: '10001', country: 'us' },
    };
    const bad = await shopCall(t, 'PUT', '/api/shop/account/details', {
      cookie: cookieA,
      payload: { ...details, address: { ...details.address, postalCode: '1234' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.errors).toEqual([expect.objectContaining({ field: 'address.postalCode' })]);
    const ok = await shopCall(t, 'PUT', '/api/shop/account/details', { cookie: cookieA, payload: details });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.data).toMatchObject({
      firstName: 'Augusta Ada',
      phone: '555-0100',
      address: { country: 'US' },
    });
  });

  it('lists their orders and one order’s tickets, and their live tickets', async () => {
    const list = await shopCall(t, 'GET', '/api/shop/account/orders', { cookie: cookieA });
    expect(list.data).toEqual([expect.objectContaining({ id: orderId, ticketCount: 2, currency: 'USD' })]);
    const one = await shopCall(t, 'GET', `/api/shop/account/orders/${orderId}`, { cookie: cookieA });
    expect((one.data.tickets as { row: string; seat: string }[]).map((x) => `${x.row}-${x.seat}`)).toEqual([
      'A-1',
      'A-2',
    ]);
    const tickets = await shopCall(t, 'GET', '/api/shop/account/tickets', { cookie: cookieA });
    expect(tickets.data).toHaveLength(2);
  });

  it('downloads an order’s tickets as a PDF, only for its own customer', async () => {
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/shop/account/orders/${orderId}/tickets.pdf`,
      headers: { host: 'localhost' },
      cookies: { tessera_shop_session: cookieA },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const other = await registeredCustomer(t, 'pdf-other@example.test');
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/shop/account/orders/${orderId}/tickets.pdf`,
      headers: { host: 'localhost' },
      cookies: { tessera_shop_session: other },
    });
    expect(refused.statusCode).toBe(404);
  });

  it('does not show another customer’s order', async () => {
    const other = await registeredCustomer(t, 'other@example.test');
    const res = await shopCall(t, 'GET', `/api/shop/account/orders/${orderId}`, { cookie: other });
    expect(res.statusCode).toBe(404);
    expect((await shopCall(t, 'GET', '/api/shop/account/orders', { cookie: other })).data).toEqual([]);
  });

  it('stores a card as token, brand, last 4 and expiry; removes it', async () => {
    const bad = await shopCall(t, 'POST', '/api/shop/account/payment-methods', {
      cookie: cookieA,
      payload: { card: { number: '4242 4242 4242 4241', expMonth: 12, expYear: 2030, cvc: '123' } },
    });
    expect((bad.data.errors as { code: string }[])[0]?.code).toBe('purchase.card_number_invalid');
    const added = await shopCall(t, 'POST', '/api/shop/account/payment-methods', {
      cookie: cookieA,
      payload: { card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' } },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.data).toMatchObject({ brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030 });
    const stored = await rows<Record<string, unknown>>(
      t.database.db,
      sql`SELECT * FROM customer_payment_methods`,
    );
    expect(JSON.stringify(stored)).not.toContain('4242424242424242');
    expect(String(stored[0]!.token)).toMatch(/^tok_sandbox_/);
    const list = await shopCall(t, 'GET', '/api/shop/account/payment-methods', { cookie: cookieA });
    expect(list.data).toHaveLength(1);
    const removed = await shopCall(t, 'DELETE', `/api/shop/account/payment-methods/${added.data.id}`, {
      cookie: cookieA,
    });
    expect(removed.statusCode).toBe(200);
    const again = await shopCall(t, 'DELETE', `/api/shop/account/payment-methods/${added.data.id}`, {
      cookie: cookieA,
    });
    expect((again.data.errors as { code: string }[])[0]?.code).toBe('purchase.stored_card_not_found');
  });
});

describe('tenant isolation', () => {
  it('a customer of account A cannot sign in or read anything on host B', async () => {
    const login = await shopCall(t, 'POST', '/api/shop/account/login', {
      host: HOST_B,
      payload: { email: 'ada@example.test', password: PASSWORD },
    });
    expect(login.statusCode).toBe(401);
    const session = await shopCall(t, 'GET', '/api/shop/account/session', { host: HOST_B, cookie: cookieA });
    expect(session.data).toEqual({ customer: null, session: null });
    for (const url of [
      '/api/shop/account/orders',
      `/api/shop/account/orders/${orderId}`,
      '/api/shop/account/tickets',
      '/api/shop/account/payment-methods',
    ]) {
      const res = await shopCall(t, 'GET', url, { host: HOST_B, cookie: cookieA });
      expect(res.statusCode, url).toBe(401);
    }
    const edit = await shopCall(t, 'PUT', '/api/shop/account/details', {
      host: HOST_B,
      cookie: cookieA,
      payload: { firstName: 'X', lastName: 'Y' },
    });
    expect(edit.statusCode).toBe(401);
  });

  it('the same email registers separately on each account', async () => {
    const res = await shopCall(t, 'POST', '/api/shop/account/register', {
      host: HOST_B,
      payload: {
        firstName: 'Ada',
        lastName: 'B',
        email: 'ada@example.test',
        password: PASSWORD,
        confirmPassword: PASSWORD,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});
