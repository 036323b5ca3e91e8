import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import { unbalancedOrders } from '@/modules/orders/order-books.store';
import type { SaleFixture } from '../commerce/sale-fixture';
import { call, startTestApp, type TestApp } from '../harness';
import { buyer, errorCode, key, orderFixture, refundStaff, sell } from '../orders/order-fixture';
import { basketWith, exchangeSettings } from './exchange-fixture';

/** Exchanges racing each other and racing buyers, on PostgreSQL. */
describe.runIf(process.env.DATABASE_URL)('exchanges under concurrency on PostgreSQL', () => {
  let t: TestApp;
  let f: SaleFixture;
  let tokens: string[];

  beforeAll(async () => {
    t = await startTestApp();
    f = await orderFixture(t);
    tokens = await refundStaff(t, f);
    await exchangeSettings(f, { exchangeFee: 0 });
  });
  afterAll(() => t.close());

  const liveTicketsOn = async (place: string) =>
    Number(
      (
        await rows<{ n: string }>(
          t.database.db,
          sql`SELECT count(*) AS n FROM order_tickets WHERE event_seat_id = ${f.seats.get(place)} AND status <> 'voided'`,
        )
      )[0]!.n,
    );

  it('two staff exchanging the same ticket at once: one wins, the other is told it was voided', async () => {
    for (let round = 0; round < 5; round++) {
      const order = await sell(f, [`A-${round + 1}`]);
      const ticketId = order.tickets[0]!.id;
      const baskets = [await basketWith(f, [`B-${round + 1}`]), await basketWith(f, [`C-${round + 1}`])];
      const results = await Promise.all(
        tokens.map((token, i) =>
          call(t.app, {
            method: 'POST',
            url: `/api/admin/orders/${order.id}/exchange`,
            token,
            payload: {
              basketId: baskets[i],
              ticketIds: [ticketId],
              returnTo: 'open',
              difference: 0,
              idempotencyKey: key(),
            },
          }),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(errorCode(results.find((r) => r.statusCode === 409)!)).toBe('purchase.exchange_ticket_voided');
      const [n] = await rows<{ n: string }>(
        t.database.db,
        sql`SELECT count(*) AS n FROM order_exchanges WHERE order_id = ${order.id}`,
      );
      expect(Number(n!.n)).toBe(1);
      const detail = await f.api('GET', `/api/admin/orders/${order.id}`);
      expect((detail.data.tickets as { status: string }[]).filter((x) => x.status === 'new')).toHaveLength(1);
      // The loser's new seat is still only reserved by its basket, never sold.
      expect((await liveTicketsOn(`B-${round + 1}`)) + (await liveTicketsOn(`C-${round + 1}`))).toBe(1);
    }
    expect(await unbalancedOrders(t.database.db, f.accountId)).toEqual([]);
  });

  it('an exchange racing a buyer for the new seat: the seat is sold once, the exchange is whole or not at all', async () => {
    for (let round = 0; round < 6; round++) {
      const old = `D-${round + 1}`;
      const wanted = `E-${round + 1}`;
      const order = await sell(f, [old]);
      // The exchange and a buyer both open a basket and ask for the seat at once.
      const [exchangeBasket, buyerBasket] = await Promise.all(
        tokens.map(async (token) => {
          const open = await call(t.app, {
            method: 'POST',
            url: '/api/admin/baskets',
            token,
            payload: { channel: 'PointOfSale' },
          });
          return open.data.id as string;
        }),
      );
      const adds = await Promise.all(
        [exchangeBasket!, buyerBasket!].map((id, i) =>
          call(t.app, {
            method: 'POST',
            url: `/api/admin/baskets/${id}/seats`,
            token: tokens[i]!,
            payload: { eventId: f.eventId, seatIds: [f.seats.get(wanted)] },
          }),
        ),
      );
      expect(adds.filter((a) => a.statusCode === 200)).toHaveLength(1);
      // Both then finish at once: the buyer's checkout and the exchange (whichever basket holds it).
      const [exchanged, bought] = await Promise.all([
        call(t.app, {
          method: 'POST',
          url: `/api/admin/orders/${order.id}/exchange`,
          token: tokens[0]!,
          payload: {
            basketId: exchangeBasket,
            ticketIds: [order.tickets[0]!.id],
            returnTo: 'open',
            difference: 0,
            idempotencyKey: key(),
          },
        }),
        call(t.app, {
          method: 'POST',
          url: `/api/admin/baskets/${buyerBasket}/checkout`,
          token: tokens[1]!,
          payload: { idempotencyKey: key(), buyer, payments: [{ type: 'Cash', amount: 4850 }] },
        }),
      ]);
      expect(await liveTicketsOn(wanted)).toBe(1);
      expect([exchanged.statusCode, bought.statusCode].filter((s) => s < 300)).toHaveLength(1);
      const detail = await f.api('GET', `/api/admin/orders/${order.id}`);
      const live = (detail.data.tickets as { seatKey: string; status: string }[]).filter(
        (x) => x.status === 'new',
      );
      if (exchanged.statusCode === 200) {
        expect(live.map((x) => x.seatKey.endsWith(wanted))).toEqual([true]);
        expect(await liveTicketsOn(old)).toBe(0);
      } else {
        // Not at all: the old ticket and its seat are as they were.
        expect(errorCode(exchanged)).toBe('purchase.basket_empty');
        expect(live.map((x) => x.seatKey.endsWith(old))).toEqual([true]);
        expect(await liveTicketsOn(old)).toBe(1);
      }
    }
    expect(await unbalancedOrders(t.database.db, f.accountId)).toEqual([]);
  });
});
