import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { addHostname } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';
import { approveCard, buyer, codeOf, declineCard, messageOf, shopBrowser } from './shop-client';

let t: TestApp;
let f: SaleFixture;
let key = 0;
const newKey = () => `shop-attempt-${Date.now()}-${++key}`;

beforeAll(async () => {
  t = await startTestApp();
  f = await saleFixture(t, { maxTicketsPerOrder: 6 });
  await addHostname(t.database.db, f.accountId, 'localhost', true);
});
afterAll(() => t.close());

const seat = (name: string) => f.seats.get(name)!;
const setEvent = (fields: ReturnType<typeof sql>) =>
  t.database.db.execute(sql`UPDATE events SET ${fields} WHERE id = ${f.eventId}`);

describe('browsing a series', () => {
  it('lists the series and its events with availability and the Web sale state', async () => {
    const b = shopBrowser(t.app);
    const list = await b.send('GET', '/api/shop/series');
    expect(list.statusCode).toBe(200);
    expect(list.data).toEqual([
      expect.objectContaining({ id: f.templateId, name: 'Evening', eventCount: 1 }),
    ]);
    const series = await b.send('GET', `/api/shop/series/${f.templateId}`);
    expect(series.data.events).toEqual([
      // All-in: the 20%-off Concession ($36.00) with the $1.50 booking fee.
      expect.objectContaining({ id: f.eventId, availability: 'High', saleState: 'on_sale', fromPrice: 3750 }),
    ]);
  });

  it('shows the seats with the Web price types only', async () => {
    await t.database.db.execute(
      sql`UPDATE price_types SET sales_channels = ARRAY['PointOfSale'] WHERE id = ${f.concessionId}`,
    );
    const seats = await shopBrowser(t.app).send('GET', `/api/shop/events/${f.eventId}/seats`);
    expect(seats.statusCode, seats.body).toBe(200);
    expect((seats.data.priceTypes as { name: string }[]).map((p) => p.name)).toEqual(['Full price']);
    await t.database.db.execute(
      sql`UPDATE price_types SET sales_channels = '{}' WHERE id = ${f.concessionId}`,
    );
  });
});

describe('a guest buying', () => {
  it('buys two seats and a GA place with a card; only this browser sees the order', async () => {
    const b = shopBrowser(t.app);
    const added = await b.send('POST', '/api/shop/basket/seats', {
      eventId: f.eventId,
      seatIds: [seat('A-1'), seat('A-2')],
    });
    expect(added.statusCode, added.body).toBe(200);
    const setCookie = String(added.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    const ga = await b.send('POST', '/api/shop/basket/general-admission', {
      eventId: f.eventId,
      areaId: f.areaId,
      quantity: 1,
    });
    const basket = (ga.data as { basket: { channel: string; total: number; items: unknown[] } }).basket;
    expect(basket.channel).toBe('Web');
    expect(basket.items).toHaveLength(3);
    // 3 × $45.00 + 3 × $1.50 booking fee + $2.00 handling fee.
    expect(basket.total).toBe(3 * 4500 + 3 * 150 + 200);

    const paid = await b.send('POST', '/api/shop/basket/checkout', {
      idempotencyKey: newKey(),
      buyer: {
        ...buyer,
        address: { line1: '1 Main St', city: 'Springfield', postalCode: '12345', country: 'US' },
      },
      card: approveCard,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.data.tickets).toHaveLength(3);
    expect(paid.data.payments).toEqual([expect.objectContaining({ last4: '4242', method: 'Visa' })]);

    const mine = await b.send('GET', `/api/shop/orders/${paid.data.id}`);
    expect(mine.statusCode).toBe(200);
    expect(await shopBrowser(t.app).send('GET', `/api/shop/orders/${paid.data.id}`)).toMatchObject({
      statusCode: 404,
    });
    const other = shopBrowser(t.app);
    await other.send('POST', '/api/shop/basket/general-admission', {
      eventId: f.eventId,
      areaId: f.areaId,
      quantity: 1,
    });
    expect(codeOf(await other.send('GET', `/api/shop/orders/${paid.data.id}`))).toBe(
      'purchase.order_not_found',
    );
    // The paid basket is closed: the next addition starts a new one.
    expect((await b.send('GET', '/api/shop/basket')).data).toEqual({ basket: null });
  });

  it('ignores prices and repeated seats sent by the browser', async () => {
    const b = shopBrowser(t.app);
    const added = await b.send('POST', '/api/shop/basket/seats', {
      eventId: f.eventId,
      seatIds: [seat('B-1'), seat('B-1')],
      price: 1,
      faceValue: 1,
      total: 1,
    });
    expect(added.statusCode, added.body).toBe(200);
    const basket = added.data.basket as { items: { faceValue: number }[]; total: number };
    expect(basket.items).toHaveLength(1);
    expect(basket.items[0]!.faceValue).toBe(4500);
    expect(basket.total).toBe(4500 + 150 + 200);
    const res = await b.send('POST', '/api/shop/basket/checkout', {
      idempotencyKey: newKey(),
      buyer,
      card: approveCard,
      amount: 1,
    });
    expect(res.data.total).toBe(4500 + 150 + 200);
  });

  it('answers the same order to a retried or double-clicked payment and charges once', async () => {
    const b = shopBrowser(t.app);
    await b.send('POST', '/api/shop/basket/seats', { eventId: f.eventId, seatIds: [seat('B-5')] });
    const body = { idempotencyKey: newKey(), buyer, card: approveCard };
    const [first, second] = await Promise.all([
      b.send('POST', '/api/shop/basket/checkout', body),
      b.send('POST', '/api/shop/basket/checkout', body),
    ]);
    const third = await b.send('POST', '/api/shop/basket/checkout', body);
    expect(first.statusCode, first.body).toBe(201);
    expect([second.data.id, third.data.id]).toEqual([first.data.id, first.data.id]);
    const charges = await rows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM sandbox_charges WHERE idempotency_key LIKE ${`${body.idempotencyKey}%`}`,
    );
    expect(charges[0]!.n).toBe(1);
  });

  it('keeps the basket and says why when the card is declined', async () => {
    const b = shopBrowser(t.app);
    await b.send('POST', '/api/shop/basket/seats', { eventId: f.eventId, seatIds: [seat('C-1')] });
    const res = await b.send('POST', '/api/shop/basket/checkout', {
      idempotencyKey: newKey(),
      buyer,
      card: declineCard,
    });
    expect(res.statusCode).toBe(402);
    expect(messageOf(res)).toBe('Your card was declined. Your basket is kept; try another card.');
    const kept = await b.send('GET', '/api/shop/basket');
    expect((kept.data.basket as { items: unknown[] }).items).toHaveLength(1);
  });

  it('refuses a zip code of fewer than 5 digits', async () => {
    const b = shopBrowser(t.app);
    await b.send('POST', '/api/shop/basket/seats', { eventId: f.eventId, seatIds: [seat('C-5')] });
    const res = await b.send('POST', '/api/shop/basket/checkout', {
      idempotencyKey: newKey(),
      buyer: {
        ...buyer,
        address: { line1: '1 Main St', city: 'Springfield', postalCode: '1234', country: 'US' },
      },
      card: approveCard,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('buyer.address.postalCode');
  });
});

describe('the basket belongs to its browser', () => {
  it('refuses basket calls without the cookie or with another browser’s', async () => {
    const owner = shopBrowser(t.app);
    const added = await owner.send('POST', '/api/shop/basket/seats', {
      eventId: f.eventId,
      seatIds: [seat('D-1')],
    });
    const itemId = (added.data.basket as { items: { id: number }[] }).items[0]!.id;
    const stranger = shopBrowser(t.app);
    expect(codeOf(await stranger.send('DELETE', `/api/shop/basket/items/${itemId}`))).toBe(
      'purchase.basket_not_found',
    );
    stranger.setCookie('A'.repeat(43));
    expect(codeOf(await stranger.send('DELETE', `/api/shop/basket/items/${itemId}`))).toBe(
      'purchase.basket_not_found',
    );
    expect((await owner.send('GET', '/api/shop/basket')).data.basket).not.toBeNull();
  });

  it('is not found on another account’s host name', async () => {
    const owner = shopBrowser(t.app);
    await owner.send('POST', '/api/shop/basket/seats', { eventId: f.eventId, seatIds: [seat('D-3')] });
    const other = await saleFixture(t);
    await addHostname(t.database.db, other.accountId, 'other.shop.test', true);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/shop/basket',
      headers: { host: 'other.shop.test', cookie: `tessera_basket=${owner.cookie}` },
    });
    expect(res.json()).toEqual({ basket: null });
  });
});

describe('what the shop refuses', () => {
  beforeEach(async () => {
    await setEvent(sql`web_on_sale_at = NULL, web_off_sale_at = NULL`);
  });

  it('refuses an event not yet on sale or off sale on the Web', async () => {
    const b = shopBrowser(t.app);
    await setEvent(sql`web_on_sale_at = ${new Date(t.clock.now.getTime() + 86_400_000)}`);
    const early = await b.send('POST', '/api/shop/basket/seats', {
      eventId: f.eventId,
      seatIds: [seat('E-1')],
    });
    expect(codeOf(early)).toBe('purchase.channel_not_yet_on_sale');
    expect(messageOf(early)).toMatch(
      /^Tickets to this event are not on sale through this sales channel until /,
    );
    const series = await b.send('GET', `/api/shop/series/${f.templateId}`);
    expect((series.data.events as { saleState: string }[])[0]!.saleState).toBe('not_yet_on_sale');
    await setEvent(sql`web_on_sale_at = NULL, web_off_sale_at = ${new Date(t.clock.now.getTime() - 1000)}`);
    const late = await b.send('POST', '/api/shop/basket/seats', {
      eventId: f.eventId,
      seatIds: [seat('E-1')],
    });
    expect(codeOf(late)).toBe('purchase.channel_off_sale');
  });

  it('refuses an invalid promo code with the spec’s message', async () => {
    const b = shopBrowser(t.app);
    await b.send('POST', '/api/shop/basket/seats', { eventId: f.eventId, seatIds: [seat('E-2')] });
    const res = await b.send('PUT', '/api/shop/basket/promo-code', { code: 'NOPE' });
    expect(messageOf(res)).toBe('Invalid Promotion.');
  });

  it('refuses more tickets than the order limit, keeping the basket', async () => {
    const b = shopBrowser(t.app);
    await b.send('POST', '/api/shop/basket/general-admission', {
      eventId: f.eventId,
      areaId: f.areaId,
      quantity: 5,
    });
    const res = await b.send('POST', '/api/shop/basket/general-admission', {
      eventId: f.eventId,
      areaId: f.areaId,
      quantity: 2,
    });
    expect(messageOf(res)).toBe('You can buy at most 6 tickets for this event in one order.');
    expect(
      ((await b.send('GET', '/api/shop/basket')).data.basket as { items: unknown[] }).items,
    ).toHaveLength(1);
  });

  it('refuses a seat someone else holds, saying it was just taken, and keeps the rest', async () => {
    const first = shopBrowser(t.app);
    const second = shopBrowser(t.app);
    await first.send('POST', '/api/shop/basket/seats', { eventId: f.eventId, seatIds: [seat('A-5')] });
    await second.send('POST', '/api/shop/basket/seats', { eventId: f.eventId, seatIds: [seat('A-7')] });
    const res = await second.send('POST', '/api/shop/basket/seats', {
      eventId: f.eventId,
      seatIds: [seat('A-5')],
    });
    expect(messageOf(res)).toBe('Those seats were just taken by another buyer. Please choose other seats.');
    const kept = (await second.send('GET', '/api/shop/basket')).data.basket as { items: { seat: string }[] };
    expect(kept.items.map((i) => i.seat)).toEqual(['7']);
  });

  it('refuses sold-out general admission', async () => {
    const b = shopBrowser(t.app);
    const res = await b.send('POST', '/api/shop/basket/general-admission', {
      eventId: f.eventId,
      areaId: f.areaId,
      quantity: 21,
    });
    expect(codeOf(res)).toMatch(/seats_unavailable|ticket_limit/);
  });

  it('refuses checkout of an expired basket and frees its seats', async () => {
    const b = shopBrowser(t.app);
    await b.send('POST', '/api/shop/basket/seats', { eventId: f.eventId, seatIds: [seat('A-9')] });
    t.clock.advance(16 * 60_000);
    try {
      const res = await b.send('POST', '/api/shop/basket/checkout', {
        idempotencyKey: newKey(),
        buyer,
        card: approveCard,
      });
      expect(messageOf(res)).toBe('Your basket has expired. Please start over.');
      const other = shopBrowser(t.app);
      const taken = await other.send('POST', '/api/shop/basket/seats', {
        eventId: f.eventId,
        seatIds: [seat('A-9')],
      });
      expect(taken.statusCode, taken.body).toBe(200);
      // The same browser starts over with a new basket.
      expect((await b.send('GET', '/api/shop/basket')).data).toEqual({ basket: null });
      const again = await b.send('POST', '/api/shop/basket/seats', {
        eventId: f.eventId,
        seatIds: [seat('A-10')],
      });
      expect(again.statusCode, again.body).toBe(200);
      expect((again.data.basket as { items: unknown[] }).items).toHaveLength(1);
    } finally {
      t.clock.advance(-16 * 60_000);
    }
  });

  it('shows the venue’s terms of service in the buyer’s language', async () => {
    await t.database.db.execute(
      sql`UPDATE accounts SET terms_of_service = '<p>No refunds.</p>', terms_of_service_fr = '<p>Aucun remboursement.</p>'
        WHERE id = ${f.accountId}`,
    );
    try {
      const terms = (language: string) =>
        call(t.app, {
          method: 'GET',
          url: '/api/shop/terms',
          headers: { host: 'localhost', 'accept-language': language },
        });
      expect((await terms('en-US')).data).toEqual({ html: '<p>No refunds.</p>' });
      expect((await terms('fr')).data).toEqual({ html: '<p>Aucun remboursement.</p>' });
      await t.database.db.execute(
        sql`UPDATE accounts SET terms_of_service_fr = '' WHERE id = ${f.accountId}`,
      );
      // Without a French text French buyers read the venue's main one.
      expect((await terms('fr')).data).toEqual({ html: '<p>No refunds.</p>' });
    } finally {
      await t.database.db.execute(
        sql`UPDATE accounts SET terms_of_service = '', terms_of_service_fr = '' WHERE id = ${f.accountId}`,
      );
    }
  });

  it('asks for the terms of service when the account requires them', async () => {
    await t.database.db.execute(
      sql`UPDATE accounts SET require_terms_of_service = true WHERE id = ${f.accountId}`,
    );
    try {
      const b = shopBrowser(t.app);
      await b.send('POST', '/api/shop/basket/seats', { eventId: f.eventId, seatIds: [seat('B-8')] });
      const refused = await b.send('POST', '/api/shop/basket/checkout', {
        idempotencyKey: newKey(),
        buyer,
        card: approveCard,
      });
      expect(codeOf(refused)).toBe('purchase.terms_not_accepted');
      const agreed = await b.send('POST', '/api/shop/basket/checkout', {
        idempotencyKey: newKey(),
        buyer,
        card: approveCard,
        termsAccepted: true,
      });
      expect(agreed.statusCode, agreed.body).toBe(201);
    } finally {
      await t.database.db.execute(
        sql`UPDATE accounts SET require_terms_of_service = false WHERE id = ${f.accountId}`,
      );
    }
  });
});
