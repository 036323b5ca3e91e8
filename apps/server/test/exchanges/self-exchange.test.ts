import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '@/db/schema';
import { rows } from '@/db/sql';
import { unbalancedOrders } from '@/modules/orders/order-books.store';
import type { SaleFixture } from '../commerce/sale-fixture';
import { registeredCustomer } from '../customer-accounts/shop-session';
import { addHostname } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';
import { errorCode, orderFixture, sell } from '../orders/order-fixture';
import { approveCard, declineCard } from '../shop/shop-client';
import { exchangeSettings } from './exchange-fixture';

/**
 * Self-exchange in the shop (decisions/0051): a signed-in customer gives back their own tickets
 * for the seats in their browser's basket, inside the template's self-exchange window. Tickets
 * of $45.00 + a $1.50 booking fee ($46.50).
 */
describe('self-exchange in the shop', () => {
  let t: TestApp;
  let f: SaleFixture;
  let keySeq = 0;
  const key = () => `self-exchange-key-${++keySeq}-000000`;

  beforeAll(async () => {
    t = await startTestApp({ withSmtp: true, config: { signInAttemptsPerMinute: 10_000 } });
    f = await orderFixture(t);
    await addHostname(t.database.db, f.accountId, 'localhost', true);
  });
  afterAll(() => t.close());

  /** A browser on the shop: its basket cookie and, signed in, its session cookie. */
  async function customerBrowser(email: string) {
    const cookies: Record<string, string> = {
      tessera_shop_session: await registeredCustomer(t, email),
    };
    const send = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => {
      const res = await call(t.app, { method, url, payload, headers: { host: 'localhost' }, cookies });
      for (const c of res.cookies) if (c.name === 'tessera_basket' && c.value) cookies[c.name] = c.value;
      return res;
    };
    const [customer] = await rows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM customers WHERE account_id = ${f.accountId} AND email = ${email}`,
    );
    return {
      send,
      customerId: customer!.id,
      /** Seats of the fixture's event into this browser's basket. */
      async choose(places: string[], priceTypeId: number | null = null) {
        const res = await send('POST', '/api/shop/basket/seats', {
          eventId: f.eventId,
          seatIds: places.map((p) => f.seats.get(p)),
          ...(priceTypeId ? { priceTypeId } : {}),
        });
        expect(res.statusCode, res.body).toBe(200);
      },
      async emptyBasket() {
        const res = await send('GET', '/api/shop/basket');
        const basket = res.data.basket as { items: { id: number }[] } | null;
        for (const item of basket?.items ?? []) {
          await send('DELETE', `/api/shop/basket/items/${item.id}`);
        }
      },
      quote: (orderId: number, ticketIds: number[]) =>
        send('POST', `/api/shop/account/orders/${orderId}/exchange/quote`, { ticketIds }),
      exchange: (orderId: number, body: Record<string, unknown>) =>
        send('POST', `/api/shop/account/orders/${orderId}/exchange`, { idempotencyKey: key(), ...body }),
    };
  }

  /** A sale of these seats at the box office, made the customer's (as when bought signed in). */
  async function soldTo(customerId: number, places: string[]) {
    const order = await sell(f, places);
    await t.database.db.execute(sql`UPDATE orders SET customer_id = ${customerId} WHERE id = ${order.id}`);
    return order;
  }

  const seatStatus = async (place: string) =>
    (
      await rows<{ status: string }>(
        t.database.db,
        sql`SELECT status FROM event_seats WHERE id = ${f.seats.get(place)}`,
      )
    )[0]!.status;

  it('pays the difference by card: the new ticket is the customer’s, the old seat is back on sale', async () => {
    await exchangeSettings(f, { selfExchange: true, exchangeFee: 250 });
    const ada = await customerBrowser('ada.self@example.test');
    const order = await soldTo(ada.customerId, ['A-1']);
    const tickets = await ada.send('GET', '/api/shop/account/tickets');
    expect((tickets.data as unknown as { exchangeable: boolean }[])[0]).toMatchObject({
      exchangeable: true,
      eventId: f.eventId,
      seriesId: f.templateId,
    });
    await ada.choose(['A-3']);
    const ids = [order.tickets[0]!.id];
    const q = await ada.quote(order.id, ids);
    expect(q.statusCode, q.body).toBe(200);
    expect(q.data).toEqual({ newValue: 4650, credit: 4650, fees: 250, difference: 250 });

    const noCard = await ada.exchange(order.id, { ticketIds: ids, difference: 250 });
    expect([noCard.statusCode, errorCode(noCard)]).toEqual([400, 'common.validation_failed']);
    const declined = await ada.exchange(order.id, { ticketIds: ids, difference: 250, card: declineCard });
    expect([declined.statusCode, errorCode(declined)]).toEqual([402, 'purchase.card_declined']);
    expect(await seatStatus('A-1')).toBe('sold');

    const res = await ada.exchange(order.id, { ticketIds: ids, difference: 250, card: approveCard });
    expect(res.statusCode, res.body).toBe(200);
    const live = res.data as unknown as { seat: string; row: string; total: number; status: string }[];
    expect(live.map((x) => [`${x.row}-${x.seat}`, x.status, x.total])).toEqual([['A-3', 'new', 4650 + 250]]);
    expect(await seatStatus('A-1')).toBe('open');
    expect(await seatStatus('A-3')).toBe('sold');
    const detail = await f.api('GET', `/api/admin/orders/${order.id}`);
    const payments = detail.data.payments as { type: string; amount: number }[];
    expect(payments.map((p) => [p.type, p.amount])).toEqual([
      ['Cash', order.total],
      ['CreditCard', 250],
    ]);
    const [made] = await rows<{ actor: string; user_id: number | null }>(
      t.database.db,
      sql`SELECT actor, user_id FROM order_exchanges WHERE order_id = ${order.id}`,
    );
    expect(made).toEqual({ actor: 'customer', user_id: null });
    expect(await unbalancedOrders(t.database.db, f.accountId, [order.id])).toEqual([]);
  });

  it('refuses another customer’s ticket as not found, and a guest; nothing changes', async () => {
    await exchangeSettings(f, { selfExchange: true });
    const bea = await customerBrowser('bea.self@example.test');
    const cy = await customerBrowser('cy.self@example.test');
    const order = await soldTo(bea.customerId, ['B-1']);
    await cy.choose(['B-2']);
    const ids = [order.tickets[0]!.id];
    const quote = await cy.quote(order.id, ids);
    expect([quote.statusCode, errorCode(quote)]).toEqual([404, 'purchase.ticket_not_found']);
    const made = await cy.exchange(order.id, { ticketIds: ids, difference: 0 });
    expect([made.statusCode, errorCode(made)]).toEqual([404, 'purchase.ticket_not_found']);
    const guest = await call(t.app, {
      method: 'POST',
      url: `/api/shop/account/orders/${order.id}/exchange`,
      headers: { host: 'localhost' },
      payload: { ticketIds: ids, difference: 0, idempotencyKey: key() },
    });
    expect(guest.statusCode).toBe(401);
    expect(await seatStatus('B-1')).toBe('sold');
    expect(await seatStatus('B-2')).toBe('reserved');
    await cy.emptyBasket();
  });

  it('refuses while the template does not offer self-exchange, fewer tickets and lower value', async () => {
    const dee = await customerBrowser('dee.self@example.test');
    const order = await soldTo(dee.customerId, ['C-1', 'C-2']);
    const ids = order.tickets.map((x) => x.id);
    await dee.choose(['C-3', 'C-4'], f.concessionId);
    await exchangeSettings(f, { selfExchange: false });
    const off = await dee.quote(order.id, ids);
    expect([off.statusCode, errorCode(off)]).toEqual([403, 'purchase.self_exchange_not_offered']);
    await exchangeSettings(f, { selfExchange: true, sameOrGreaterValueOnly: true });
    const lower = await dee.exchange(order.id, { ticketIds: ids, difference: -1800 });
    expect([lower.statusCode, errorCode(lower)]).toEqual([400, 'purchase.exchange_lower_value']);
    const fewer = await dee.quote(order.id, [ids[0]!]);
    expect([fewer.statusCode, errorCode(fewer)]).toEqual([400, 'purchase.exchange_count_mismatch']);
    expect(await seatStatus('C-1')).toBe('sold');
    expect(await seatStatus('C-3')).toBe('reserved');
    await dee.emptyBasket();
  });

  it('closes at the event’s self-exchange off-sale: open before, refused once the clock passes it', async () => {
    await exchangeSettings(f, { selfExchange: true, exchangeFee: 0 });
    const eve = await customerBrowser('eve.self@example.test');
    const order = await soldTo(eve.customerId, ['D-1']);
    const ids = [order.tickets[0]!.id];
    const offSale = new Date(t.clock.now.getTime() + 60_000);
    await t.database.db
      .update(events)
      .set({ selfExchangeOffSaleAt: offSale })
      .where(eq(events.id, f.eventId));
    try {
      await eve.choose(['D-2']);
      expect((await eve.quote(order.id, ids)).data).toMatchObject({ difference: 0 });
      await eve.emptyBasket();

      t.clock.advance(120_000);
      const tickets = await eve.send('GET', '/api/shop/account/tickets');
      expect((tickets.data as unknown as { exchangeable: boolean }[])[0]!.exchangeable).toBe(false);
      await eve.choose(['D-3']);
      const closed = await eve.exchange(order.id, { ticketIds: ids, difference: 0 });
      expect([closed.statusCode, errorCode(closed)]).toEqual([409, 'purchase.self_exchange_closed']);
      expect(await seatStatus('D-1')).toBe('sold');
      await eve.emptyBasket();
    } finally {
      await t.database.db.update(events).set({ selfExchangeOffSaleAt: null }).where(eq(events.id, f.eventId));
    }
  });

  it('without a self-exchange off-sale, closes at the event’s lock date', async () => {
    await exchangeSettings(f, { selfExchange: true, exchangeFee: 0 });
    const gus = await customerBrowser('gus.self@example.test');
    const order = await soldTo(gus.customerId, ['D-5']);
    const ids = [order.tickets[0]!.id];
    const lockAt = new Date(t.clock.now.getTime() + 60_000);
    await t.database.db
      .update(events)
      .set({ selfExchangeOffSaleAt: null, lockAt })
      .where(eq(events.id, f.eventId));
    try {
      const before = await gus.send('GET', '/api/shop/account/tickets');
      expect((before.data as unknown as { exchangeable: boolean }[])[0]!.exchangeable).toBe(true);
      t.clock.advance(120_000);
      const after = await gus.send('GET', '/api/shop/account/tickets');
      expect((after.data as unknown as { exchangeable: boolean }[])[0]!.exchangeable).toBe(false);
      await gus.choose(['D-6']);
      const closed = await gus.exchange(order.id, { ticketIds: ids, difference: 0 });
      expect([closed.statusCode, errorCode(closed)]).toEqual([409, 'purchase.self_exchange_closed']);
      expect(await seatStatus('D-5')).toBe('sold');
      await gus.emptyBasket();
    } finally {
      await t.database.db.update(events).set({ lockAt: null }).where(eq(events.id, f.eventId));
    }
  });

  it('a ticket transferred to the customer is theirs to exchange, and so is its replacement', async () => {
    await exchangeSettings(f, { selfExchange: true, exchangeFee: 0 });
    const fay = await customerBrowser('fay.self@example.test');
    const order = await sell(f, ['E-1']);
    await t.database.db.execute(
      sql`UPDATE order_tickets SET holder_customer_id = ${fay.customerId} WHERE order_id = ${order.id}`,
    );
    await fay.choose(['E-2']);
    const res = await fay.exchange(order.id, { ticketIds: [order.tickets[0]!.id], difference: 0 });
    expect(res.statusCode, res.body).toBe(200);
    const live = res.data as unknown as { row: string; seat: string }[];
    expect(live.map((x) => `${x.row}-${x.seat}`)).toEqual(['E-2']);
  });
});
