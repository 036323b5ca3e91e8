import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { addHostname } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';
import { approveCard, buyer, codeOf } from '../shop/shop-client';

let t: TestApp;
let f: SaleFixture;
let key = 0;
const LIMIT = 10;

beforeAll(async () => {
  // The shop's per-address limit on secrets, as configured by default.
  t = await startTestApp({ config: { signInAttemptsPerMinute: LIMIT } });
  f = await saleFixture(t);
  await addHostname(t.database.db, f.accountId, 'localhost', true);
  const made = await f.api('POST', '/api/admin/gift-certificates', {
    amount: 100_000,
    number: '800000000001',
    paymentType: 'Cash',
  });
  expect(made.statusCode, made.body).toBe(201);
});
afterAll(() => t.close());

/** A browser on one address: keeps its basket cookie. */
function browserAt(address: string) {
  let cookie: string | undefined;
  return {
    async send(url: string, payload: object) {
      const res = await call(t.app, {
        method: 'POST',
        url,
        payload,
        remoteAddress: address,
        headers: { host: 'localhost', ...(cookie ? { cookie: `tessera_basket=${cookie}` } : {}) },
      });
      cookie = res.cookies.find((c) => c.name === 'tessera_basket')?.value ?? cookie;
      return res;
    },
    setCookie(value: string | undefined) {
      cookie = value;
    },
    get cookie() {
      return cookie;
    },
  };
}
type Browser = ReturnType<typeof browserAt>;

async function basketWithSeat(b: Browser, place: string) {
  const res = await b.send('/api/shop/basket/seats', { eventId: f.eventId, seatIds: [f.seats.get(place)] });
  expect(res.statusCode, res.body).toBe(200);
  return (res.data.basket as { total: number }).total;
}

const payWith = (b: Browser, total: number, number: string) =>
  b.send('/api/shop/basket/checkout', {
    idempotencyKey: `gift-guess-${++key}-attempt`,
    expectedTotal: total,
    buyer,
    giftCertificate: { number, amount: total },
    card: approveCard,
  });

const redemptions = async () =>
  (
    await rows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM gift_certificate_redemptions`)
  )[0]!.n;

describe('checkout is no oracle for gift certificate numbers', () => {
  it('refuses an address that keeps trying numbers, even with a real one, until a minute has passed', async () => {
    const b = browserAt('203.0.113.20');
    const total = await basketWithSeat(b, 'B-1');
    for (let i = 0; i < LIMIT; i++) {
      const guess = await payWith(b, total, `90000000${String(i).padStart(4, '0')}`);
      expect(codeOf(guess)).toBe('purchase.gift_certificate_not_found');
    }
    const before = await redemptions();
    const blocked = await payWith(b, total, '800000000001');
    expect(blocked.statusCode, blocked.body).toBe(429);
    expect(codeOf(blocked)).toBe('common.rate_limited');
    expect(await redemptions()).toBe(before);
    // A new basket on the same address is refused too.
    b.setCookie(undefined);
    const other = await basketWithSeat(b, 'B-2');
    expect(codeOf(await payWith(b, other, '800000000001'))).toBe('common.rate_limited');

    t.clock.advance(61_000);
    const paid = await payWith(b, other, '800000000001');
    expect(paid.statusCode, paid.body).toBe(201);
  });

  it('refuses a basket tried from many addresses', async () => {
    const first = browserAt('198.51.100.1');
    const total = await basketWithSeat(first, 'B-3');
    for (let i = 0; i < LIMIT; i++) {
      const b = browserAt(`198.51.100.${10 + i}`);
      b.setCookie(first.cookie);
      expect(codeOf(await payWith(b, total, `91000000${String(i).padStart(4, '0')}`))).toBe(
        'purchase.gift_certificate_not_found',
      );
    }
    const fresh = browserAt('198.51.100.99');
    fresh.setCookie(first.cookie);
    expect(codeOf(await payWith(fresh, total, '800000000001'))).toBe('common.rate_limited');
  });

  it('leaves buyers with a real certificate, and checkouts without one, alone', async () => {
    const card = browserAt('203.0.113.20');
    // Checkouts without a certificate are not counted or refused.
    const total = await basketWithSeat(card, 'B-4');
    for (let i = 0; i < LIMIT + 2; i++) {
      const res = await card.send('/api/shop/basket/checkout', {
        idempotencyKey: `no-certificate-${i}-attempt`,
        expectedTotal: total,
        buyer,
        card: { ...approveCard, cvc: 'x' },
      });
      expect(codeOf(res)).not.toBe('common.rate_limited');
    }
    const honest = browserAt('192.0.2.50');
    const own = await basketWithSeat(honest, 'B-5');
    const paid = await payWith(honest, own, '800000000001');
    expect(paid.statusCode, paid.body).toBe(201);
  });
});
