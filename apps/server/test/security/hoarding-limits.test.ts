import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/config';
import { rows } from '@/db/sql';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { addHostname } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';
import { approveCard, buyer, codeOf, messageOf } from '../shop/shop-client';

const script = '203.0.113.7';
const neighbour = '198.51.100.9';
const refusal =
  'Too many seats for this event are already held from your connection. Complete or empty a basket first, or try again in a few minutes.';

/** A shop request from an address, with a basket cookie or (a script's way) none. */
function fromAddress(t: TestApp, address: string, url: string, payload?: object, basketCookie?: string) {
  return call(t.app, {
    method: payload ? 'POST' : 'GET',
    url,
    payload,
    remoteAddress: address,
    headers: { host: 'localhost', ...(basketCookie ? { cookie: `tessera_basket=${basketCookie}` } : {}) },
  });
}
const basketCookieOf = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.find((c) => c.name === 'tessera_basket')?.value;

async function heldSeats(t: TestApp, eventId: number): Promise<number> {
  const [row] = await rows<{ n: number }>(
    t.database.db,
    sql`SELECT coalesce(sum(i.quantity), 0)::int AS n FROM basket_items i JOIN baskets b ON b.id = i.basket_id
        WHERE i.event_id = ${eventId} AND b.status = 'open'`,
  );
  return row!.n;
}

describe('anonymous seat hoarding: what one address may hold of an event', () => {
  describe('with the default limits', () => {
    let t: TestApp;
    let f: SaleFixture;
    const defaults = loadConfig({}).shopHoldLimits;
    beforeAll(async () => {
      t = await startTestApp({ config: { shopHoldLimits: defaults } });
      f = await saleFixture(t);
      await addHostname(t.database.db, f.accountId, 'localhost', true);
    });
    afterAll(() => t.close());

    it('are 40 tickets in at most 10 baskets', () => {
      expect(defaults).toEqual({ ticketsPerAddressPerEvent: 40, basketsPerAddressPerEvent: 10 });
    });

    it('a cookie-less script cannot hold more than the limit; another address still buys', async () => {
      const seatIds = [...f.seats.values()];
      expect(seatIds).toHaveLength(50);
      // Every request without a cookie opens a new basket of (up to) 4 seats, all at once.
      const groups: number[][] = [];
      for (let i = 0; i < seatIds.length; i += 4) groups.push(seatIds.slice(i, i + 4));
      const results = await Promise.all(
        groups.map((group) =>
          fromAddress(t, script, '/api/shop/basket/seats', { eventId: f.eventId, seatIds: group }),
        ),
      );
      const taken = results.filter((r) => r.statusCode === 200);
      const refused = results.filter((r) => r.statusCode !== 200);
      expect(taken).toHaveLength(10);
      for (const r of refused) {
        expect(r.statusCode, r.body).toBe(429);
        expect(codeOf(r)).toBe('purchase.hold_limit_reached');
        expect(messageOf(r)).toBe(refusal);
      }
      const held = taken.reduce((sum, r) => sum + (r.data.basket as { items: unknown[] }).items.length, 0);
      expect(held).toBeLessThanOrEqual(40);
      expect(await heldSeats(t, f.eventId)).toBe(held);
      // The same browser (its cookie) may not take more than the limit either.
      const more = await fromAddress(
        t,
        script,
        '/api/shop/basket/general-admission',
        { eventId: f.eventId, areaId: f.areaId, quantity: 40 - held + 1 },
        basketCookieOf(taken[0]!),
      );
      expect(codeOf(more)).toBe('purchase.hold_limit_reached');

      // A buyer on another address takes seats the script could not and pays.
      const free = groups[results.findIndex((r) => r.statusCode !== 200)]!;
      const added = await fromAddress(t, neighbour, '/api/shop/basket/seats', {
        eventId: f.eventId,
        seatIds: free,
      });
      expect(added.statusCode, added.body).toBe(200);
      const cookie = basketCookieOf(added)!;
      const total = (added.data.basket as { total: number }).total;
      const paid = await fromAddress(
        t,
        neighbour,
        '/api/shop/basket/checkout',
        { idempotencyKey: 'neighbour-pays-0001', expectedTotal: total, buyer, card: approveCard },
        cookie,
      );
      expect(paid.statusCode, paid.body).toBe(201);
    });

    it('translates the refusal', async () => {
      const res = await call(t.app, {
        method: 'POST',
        url: '/api/shop/basket/general-admission',
        payload: { eventId: f.eventId, areaId: f.areaId, quantity: 1 },
        remoteAddress: script,
        headers: { host: 'localhost', 'accept-language': 'es-ES' },
      });
      expect(codeOf(res)).toBe('purchase.hold_limit_reached');
      expect(messageOf(res)).toBe(
        'Ya hay demasiadas entradas de este evento reservadas desde tu conexión. Completa o vacía una cesta primero, o vuelve a intentarlo en unos minutos.',
      );
    });
  });

  describe('with limits set by the venue’s operator', () => {
    let t: TestApp;
    let f: SaleFixture;
    beforeAll(async () => {
      t = await startTestApp({
        config: { shopHoldLimits: { ticketsPerAddressPerEvent: 6, basketsPerAddressPerEvent: 2 } },
      });
      f = await saleFixture(t);
      await addHostname(t.database.db, f.accountId, 'localhost', true);
    });
    afterAll(() => t.close());

    const ga = (quantity: number) => ({ eventId: f.eventId, areaId: f.areaId, quantity });

    it('counts baskets and tickets until the baskets expire, and frees them when paid', async () => {
      const first = await fromAddress(t, script, '/api/shop/basket/general-admission', ga(3));
      const second = await fromAddress(t, script, '/api/shop/basket/general-admission', ga(1));
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      // A third basket, however small.
      const third = await fromAddress(t, script, '/api/shop/basket/general-admission', ga(1));
      expect(codeOf(third)).toBe('purchase.hold_limit_reached');
      // More tickets than the limit in a basket it has.
      const over = await fromAddress(
        t,
        script,
        '/api/shop/basket/general-admission',
        ga(3),
        basketCookieOf(second),
      );
      expect(codeOf(over)).toBe('purchase.hold_limit_reached');
      const within = await fromAddress(
        t,
        script,
        '/api/shop/basket/general-admission',
        ga(2),
        basketCookieOf(second),
      );
      expect(within.statusCode, within.body).toBe(200);

      // Paying for a basket frees what it held.
      const cookie = basketCookieOf(first)!;
      const paid = await fromAddress(
        t,
        script,
        '/api/shop/basket/checkout',
        {
          idempotencyKey: 'hoarding-pays-0001',
          expectedTotal: (first.data.basket as { total: number }).total,
          buyer,
          card: approveCard,
        },
        cookie,
      );
      expect(paid.statusCode, paid.body).toBe(201);
      const again = await fromAddress(t, script, '/api/shop/basket/general-admission', ga(3));
      expect(again.statusCode, again.body).toBe(200);
      expect(codeOf(await fromAddress(t, script, '/api/shop/basket/general-admission', ga(1)))).toBe(
        'purchase.hold_limit_reached',
      );

      // Once the baskets' timer has run out, the address holds nothing any more.
      t.clock.advance(16 * 60_000);
      const sixSeats = ['A-1', 'A-2', 'A-3', 'A-4', 'A-5', 'A-6'].map((place) => f.seats.get(place));
      const later = await fromAddress(t, script, '/api/shop/basket/seats', {
        eventId: f.eventId,
        seatIds: sixSeats,
      });
      expect(later.statusCode, later.body).toBe(200);
    });

    it('does not count an addition the shop refused', async () => {
      t.clock.advance(16 * 60_000);
      const tooMany = await fromAddress(t, neighbour, '/api/shop/basket/general-admission', ga(5));
      expect(tooMany.statusCode, tooMany.body).toBe(200);
      const refused = await fromAddress(t, neighbour, '/api/shop/basket/seats', {
        eventId: f.eventId,
        seatIds: [999_999],
      });
      // A seat that does not exist: the addition is refused and holds nothing.
      expect(refused.statusCode).not.toBe(200);
      const last = await fromAddress(
        t,
        neighbour,
        '/api/shop/basket/general-admission',
        ga(1),
        basketCookieOf(tooMany),
      );
      expect(last.statusCode, last.body).toBe(200);
    });
  });
});
