import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { PASSWORD, registeredCustomer, sessionCookie } from '../customer-accounts/shop-session';
import { addHostname } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';
import { approveCard, buyer, codeOf, withShownTotal } from './shop-client';

let t: TestApp;
let a: SaleFixture;
let b: SaleFixture;
let keySeq = 0;
const newKey = () => `shop-customer-attempt-${++keySeq}-000000`;
// One seat: $45.00 + $1.50 booking fee + $2.00 handling fee.
const ONE_SEAT = 4500 + 150 + 200;

beforeAll(async () => {
  t = await startTestApp({ withSmtp: true });
  a = await saleFixture(t);
  b = await saleFixture(t);
  await addHostname(t.database.db, a.accountId, 'localhost', true);
  await addHostname(t.database.db, b.accountId, 'b.shop.test', true);
});
afterAll(() => t.close());

/** A browser on one shop host: keeps its basket cookie and, once signed in, its session cookie. */
function browser(host = 'localhost') {
  const cookies: Record<string, string> = {};
  return {
    cookies,
    async send(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
      const request = (m: typeof method, u: string, p?: object) =>
        call(t.app, { method: m, url: u, payload: p, headers: { host }, cookies: { ...cookies } });
      const res = await request(method, url, await withShownTotal(request, method, url, payload));
      for (const c of res.cookies) {
        if (c.name === 'tessera_basket' || c.name === 'tessera_shop_session') {
          if (c.value) cookies[c.name] = c.value;
          else delete cookies[c.name];
        }
      }
      return res;
    },
    async signIn(email: string) {
      const res = await this.send('POST', '/api/shop/account/login', { email, password: PASSWORD });
      expect(res.statusCode, res.body).toBe(200);
      cookies.tessera_shop_session = sessionCookie(res);
    },
  };
}

type Browser = ReturnType<typeof browser>;

async function addSeat(br: Browser, f: SaleFixture, place: string) {
  const res = await br.send('POST', '/api/shop/basket/seats', {
    eventId: f.eventId,
    seatIds: [f.seats.get(place)],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.data.basket as { id: string; total: number; deliveryMethods: { id: number; type: string }[] };
}

const basketCustomer = async (basketId: string) =>
  (
    await rows<{ customer_id: number | null }>(
      t.database.db,
      sql`SELECT customer_id FROM baskets WHERE id = ${basketId}::uuid`,
    )
  )[0]?.customer_id ?? null;

const checkout = (br: Browser, extra: object = {}) =>
  br.send('POST', '/api/shop/basket/checkout', {
    idempotencyKey: newKey(),
    buyer,
    card: approveCard,
    ...extra,
  });

describe('a signed-in customer buying', () => {
  it('finds the order and its tickets in their account', async () => {
    const br = browser();
    br.cookies.tessera_shop_session = await registeredCustomer(t, 'grace@example.test');
    const basket = await addSeat(br, a, 'A-1');
    expect(await basketCustomer(basket.id)).not.toBeNull();
    const paid = await checkout(br);
    expect(paid.statusCode, paid.body).toBe(201);
    const orders = await br.send('GET', '/api/shop/account/orders');
    expect(orders.statusCode, orders.body).toBe(200);
    expect(orders.data).toEqual([
      expect.objectContaining({ id: paid.data.id, total: ONE_SEAT, ticketCount: 1 }),
    ]);
    const tickets = await br.send('GET', '/api/shop/account/tickets');
    expect(JSON.stringify(tickets.data)).toContain(String(paid.data.id));
  });

  it('a guest’s basket follows the sign-in, and signing out gives it back to a guest', async () => {
    await registeredCustomer(t, 'alan@example.test');
    const br = browser();
    const basket = await addSeat(br, a, 'A-2');
    expect(await basketCustomer(basket.id)).toBeNull();
    await br.signIn('alan@example.test');
    const signedIn = await basketCustomer(basket.id);
    expect(signedIn).not.toBeNull();

    await br.send('POST', '/api/shop/account/logout');
    expect(await basketCustomer(basket.id)).toBeNull();
    await br.signIn('alan@example.test');
    const paid = await checkout(br);
    expect(paid.statusCode, paid.body).toBe(201);
    const orders = await br.send('GET', '/api/shop/account/orders');
    expect((orders.data as unknown as { id: number }[]).map((o) => o.id)).toEqual([paid.data.id]);
  });

  it('a guest still checks out without an account', async () => {
    const br = browser();
    await addSeat(br, a, 'A-3');
    const paid = await checkout(br);
    expect(paid.statusCode, paid.body).toBe(201);
    const [order] = await rows<{ customer_id: number | null }>(
      t.database.db,
      sql`SELECT customer_id FROM orders WHERE id = ${paid.data.id as number}`,
    );
    expect(order?.customer_id).toBeNull();
  });

  it('a customer of account A on account B’s host is no customer: nothing attaches to them', async () => {
    const session = await registeredCustomer(t, 'ada.b@example.test');
    const br = browser('b.shop.test');
    br.cookies.tessera_shop_session = session;
    const basket = await addSeat(br, b, 'A-1');
    expect(await basketCustomer(basket.id)).toBeNull();
    const paid = await checkout(br);
    expect(paid.statusCode, paid.body).toBe(201);
    const [order] = await rows<{ customer_id: number | null }>(
      t.database.db,
      sql`SELECT customer_id FROM orders WHERE id = ${paid.data.id as number}`,
    );
    expect(order?.customer_id).toBeNull();
    const orders = await br.send('GET', '/api/shop/account/orders');
    expect(orders.statusCode).toBe(401);
    const home = browser();
    home.cookies.tessera_shop_session = session;
    expect((await home.send('GET', '/api/shop/account/orders')).data).toEqual([]);
  });
});

describe('choosing a delivery method in the shop', () => {
  let methods: Record<string, number>;

  beforeAll(async () => {
    const plan = await a.api('POST', '/api/admin/delivery-plans', {
      name: 'Shop delivery',
      methods: [{ type: 'mail' }, { type: 'email', displayName: 'E-ticket' }, { type: 'willCall' }],
    });
    expect(plan.statusCode, plan.body).toBe(201);
    methods = Object.fromEntries(
      (plan.data.methods as { id: number; type: string }[]).map((m) => [m.type, m.id]),
    );
    const set = await a.api('PATCH', `/api/admin/event-templates/${a.templateId}`, {
      basicInfo: { deliveryPlanId: plan.data.id },
    });
    expect(set.statusCode, set.body).toBe(200);
  });

  it('offers the methods with their display names; mail needs an address and stays at home', async () => {
    const br = browser();
    const basket = await addSeat(br, a, 'B-1');
    expect(basket.deliveryMethods).toEqual([
      expect.objectContaining({ type: 'mail', needsAddress: true, allowInternationalShipping: false }),
      expect.objectContaining({ type: 'email', displayName: 'E-ticket', needsAddress: false }),
      expect.objectContaining({ type: 'willCall' }),
    ]);
    const noAddress = await checkout(br, { deliveryMethodId: methods.mail });
    expect(codeOf(noAddress)).toBe('purchase.delivery_address_required');
    const abroad = await checkout(br, {
      deliveryMethodId: methods.mail,
      deliveryAddress: { line1: '1 rue de Rivoli', city: 'Paris', postalCode: '75001', country: 'FR' },
    });
    expect(codeOf(abroad)).toBe('purchase.delivery_international_not_allowed');
    const unknown = await checkout(br, { deliveryMethodId: b.eventId + 999_999 });
    expect(codeOf(unknown)).toBe('purchase.delivery_method_unavailable');
    // Nothing was bought: the basket is still open with its seat.
    expect((await br.send('GET', '/api/shop/basket')).data.basket).toMatchObject({ status: 'open' });

    const paid = await checkout(br, {
      deliveryMethodId: methods.mail,
      deliveryAddress: { line1: '1 Main St', city: 'Springfield', postalCode: '12345', country: 'US' },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.data.deliveryMethod).toEqual({ id: methods.mail, type: 'mail', displayName: '' });
    const again = await br.send('GET', `/api/shop/orders/${paid.data.id as number}`);
    expect(again.data.deliveryMethod).toMatchObject({ type: 'mail' });
  });

  it('the plan’s first method that needs no address when the buyer names none', async () => {
    const br = browser();
    await addSeat(br, a, 'B-2');
    const paid = await checkout(br);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.data.deliveryMethod).toMatchObject({ id: methods.email, displayName: 'E-ticket' });
  });
});

describe('paying with a gift certificate in the shop', () => {
  async function certificate(amount: number, number: string) {
    const res = await a.api('POST', '/api/admin/gift-certificates', { amount, number, paymentType: 'Cash' });
    expect(res.statusCode, res.body).toBe(201);
    return res.data as { id: number; number: string };
  }

  it('shows a balance on its own host only, and nothing but "not found" for unknown numbers', async () => {
    await certificate(2000, '700000000001');
    const br = browser();
    const found = await br.send('GET', '/api/shop/gift-certificate-balance?number=700000000001');
    expect(found.statusCode, found.body).toBe(200);
    expect(found.data).toEqual({
      balance: 2000,
      currency: 'USD',
      status: 'unredeemed',
      expired: false,
      expiresAt: null,
    });
    for (const number of ['700000000002', 'abc', '1']) {
      const missing = await br.send('GET', `/api/shop/gift-certificate-balance?number=${number}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.data).toEqual({
        errors: [expect.objectContaining({ code: 'purchase.gift_certificate_not_found' })],
      });
    }
    const elsewhere = await browser('b.shop.test').send(
      'GET',
      '/api/shop/gift-certificate-balance?number=700000000001',
    );
    expect(codeOf(elsewhere)).toBe('purchase.gift_certificate_not_found');
  });

  it('pays part with the certificate and the rest by card, once, whatever the retries', async () => {
    await certificate(2000, '700000000010');
    const br = browser();
    await addSeat(br, a, 'C-1');
    const body = {
      idempotencyKey: newKey(),
      buyer,
      card: approveCard,
      giftCertificate: { number: '700000000010', amount: 2000 },
    };
    const paid = await br.send('POST', '/api/shop/basket/checkout', body);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.data.payments).toEqual([
      expect.objectContaining({ type: 'GiftCertificate', amount: 2000 }),
      expect.objectContaining({ type: 'CreditCard', amount: ONE_SEAT - 2000 }),
    ]);
    const retry = await br.send('POST', '/api/shop/basket/checkout', body);
    expect(retry.statusCode).toBe(201);
    expect(retry.data.id).toBe(paid.data.id);
    const balance = await br.send('GET', '/api/shop/gift-certificate-balance?number=700000000010');
    expect(balance.data).toMatchObject({ balance: 0, status: 'redeemed' });
  });

  it('pays everything with the certificate: no card needed', async () => {
    await certificate(10_000, '700000000020');
    const br = browser();
    await addSeat(br, a, 'C-2');
    const paid = await br.send('POST', '/api/shop/basket/checkout', {
      idempotencyKey: newKey(),
      buyer,
      giftCertificate: { number: '700000000020', amount: ONE_SEAT },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.data.payments).toEqual([
      expect.objectContaining({ type: 'GiftCertificate', amount: ONE_SEAT }),
    ]);
  });

  it('refuses unknown, voided, expired, short and over-the-total certificates, changing nothing', async () => {
    const voided = await certificate(5000, '700000000030');
    expect((await a.api('POST', `/api/admin/gift-certificates/${voided.id}/void`)).statusCode).toBe(200);
    await certificate(5000, '700000000031');
    await t.database.db.execute(
      sql`UPDATE gift_certificates SET expires_at = ${new Date(t.clock.now.getTime() - 86_400_000)}
        WHERE number = '700000000031'`,
    );
    await certificate(1000, '700000000032');
    await certificate(50_000, '700000000033');
    const br = browser();
    await addSeat(br, a, 'C-3');
    const pay = (number: string, amount: number) => checkout(br, { giftCertificate: { number, amount } });
    const cases: [string, number, string, string][] = [
      ['700000000039', 1000, 'purchase.gift_certificate_not_found', 'No gift certificate has this number.'],
      ['700000000030', 1000, 'purchase.gift_certificate_voided', 'This gift certificate has been canceled.'],
      ['700000000031', 1000, 'purchase.gift_certificate_expired', 'This gift certificate has expired.'],
      [
        '700000000032',
        2000,
        'purchase.gift_certificate_insufficient_balance',
        'The gift certificate balance is $10.00, less than the amount applied.',
      ],
      [
        '700000000033',
        ONE_SEAT + 1,
        'purchase.gift_certificate_exceeds_total',
        'A gift certificate cannot pay more than the order total.',
      ],
    ];
    for (const [number, amount, code, message] of cases) {
      const res = await pay(number, amount);
      expect(res.data.errors, number).toEqual([
        expect.objectContaining({ code, message, field: expect.stringMatching(/^giftCertificate\./) }),
      ]);
    }
    expect((await br.send('GET', '/api/shop/basket')).data.basket).toMatchObject({ status: 'open' });
    const [left] = await rows<{ balance: number }>(
      t.database.db,
      sql`SELECT balance FROM gift_certificates WHERE number = '700000000033'`,
    );
    expect(left?.balance).toBe(50_000);
  });

  it('needs a card for what the certificate leaves', async () => {
    await certificate(1000, '700000000040');
    const br = browser();
    await addSeat(br, a, 'D-1');
    const res = await br.send('POST', '/api/shop/basket/checkout', {
      idempotencyKey: newKey(),
      buyer,
      giftCertificate: { number: '700000000040', amount: 1000 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.data.errors).toEqual([expect.objectContaining({ field: 'card.number' })]);
  });
});

describe('guessing gift certificate numbers', () => {
  it('is rate-limited per address', async () => {
    const br = browser();
    let limited: Awaited<ReturnType<Browser['send']>> | null = null;
    for (let i = 0; i < 50 && !limited; i++) {
      const res = await br.send('GET', `/api/shop/gift-certificate-balance?number=71000000${1000 + i}`);
      if (res.statusCode === 429) limited = res;
      else expect(res.statusCode).toBe(404);
    }
    expect(limited && codeOf(limited)).toBe('common.rate_limited');
  });
});
