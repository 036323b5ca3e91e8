import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { registeredCustomer } from '../customer-accounts/shop-session';
import { addHostname } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';
import { approveCard, buyer, codeOf, withShownTotal } from '../shop/shop-client';
import { adjust, credit } from './credit-fixture';

/** A signed-in shop customer spends their account credit, the card paying the rest (decisions/0087). */
describe('account credit in the shop', () => {
  let t: TestApp;
  let a: SaleFixture;
  let keySeq = 0;
  const newKey = () => `shop-credit-attempt-${++keySeq}-000000`;
  // One seat: $45.00 + $1.50 booking fee + $2.00 handling fee.
  const ONE_SEAT = 4500 + 150 + 200;

  beforeAll(async () => {
    t = await startTestApp({ withSmtp: true });
    a = await saleFixture(t);
    await addHostname(t.database.db, a.accountId, 'localhost', true);
  });
  afterAll(() => t.close());

  function browser() {
    const cookies: Record<string, string> = {};
    return {
      cookies,
      async send(method: 'GET' | 'POST', url: string, payload?: object) {
        const request = (m: typeof method, u: string, p?: object) =>
          call(t.app, {
            method: m,
            url: u,
            payload: p,
            headers: { host: 'localhost' },
            cookies: { ...cookies },
          });
        const res = await request(method, url, await withShownTotal(request, method, url, payload));
        for (const c of res.cookies) {
          if (c.name === 'tessera_basket' && c.value) cookies[c.name] = c.value;
        }
        return res;
      },
    };
  }
  type Browser = ReturnType<typeof browser>;
  const addSeat = async (br: Browser, place: string) => {
    const res = await br.send('POST', '/api/shop/basket/seats', {
      eventId: a.eventId,
      seatIds: [a.seats.get(place)],
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const customerId = async (email: string) =>
    (
      await rows<{ id: number }>(
        t.database.db,
        sql`SELECT id FROM customers WHERE account_id = ${a.accountId} AND lower(email) = ${email}`,
      )
    )[0]!.id;

  it('shows the balance, applies it, charges the card the rest, and refuses more than the balance', async () => {
    const br = browser();
    br.cookies.tessera_shop_session = await registeredCustomer(t, 'credit-shopper@example.test');
    const id = await customerId('credit-shopper@example.test');
    expect((await br.send('GET', '/api/shop/account/credit')).data).toEqual({ balance: 0 });
    await adjust(a, id, 2000, 'Refund of a cancelled show');
    expect((await br.send('GET', '/api/shop/account/credit')).data).toEqual({ balance: 2000 });

    await addSeat(br, 'D-1');
    const over = await br.send('POST', '/api/shop/basket/checkout', {
      idempotencyKey: newKey(),
      buyer,
      card: approveCard,
      accountCredit: 2001,
    });
    expect(over.statusCode).toBe(409);
    expect(codeOf(over)).toBe('purchase.account_credit_insufficient');
    expect((over.data.errors as { field?: string }[])[0]!.field).toBe('accountCredit');
    expect((await credit(a, id)).balance).toBe(2000);

    const paid = await br.send('POST', '/api/shop/basket/checkout', {
      idempotencyKey: newKey(),
      buyer,
      card: approveCard,
      accountCredit: 2000,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.data.payments).toEqual([
      expect.objectContaining({ type: 'AccountCredit', amount: 2000 }),
      expect.objectContaining({ type: 'CreditCard', amount: ONE_SEAT - 2000 }),
    ]);
    const after = await credit(a, id);
    expect(after.balance).toBe(0);
    expect(after.entries[0]).toMatchObject({ kind: 'spend', amount: -2000, orderId: paid.data.id });
    expect((await br.send('GET', '/api/shop/account/credit')).data).toEqual({ balance: 0 });
  });

  it('refuses account credit to a guest and above the total, changing nothing', async () => {
    const guest = browser();
    await addSeat(guest, 'D-2');
    const res = await guest.send('POST', '/api/shop/basket/checkout', {
      idempotencyKey: newKey(),
      buyer,
      card: approveCard,
      accountCredit: 500,
    });
    expect(res.statusCode).toBe(409);
    expect(codeOf(res)).toBe('purchase.account_credit_no_customer');
    const tooMuch = await guest.send('POST', '/api/shop/basket/checkout', {
      idempotencyKey: newKey(),
      buyer,
      accountCredit: ONE_SEAT + 1,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(codeOf(tooMuch)).toBe('purchase.account_credit_exceeds_total');
    // Signed out, the balance is not anyone's to read.
    expect((await guest.send('GET', '/api/shop/account/credit')).statusCode).toBe(401);
  });
});
