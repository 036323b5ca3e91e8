import type { DateParameter, SalesChannel } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '@/db/schema';
import { dateColumns } from '@/modules/events/event-dates.rules';
import { exchangeSettings } from '../exchanges/exchange-fixture';
import { addHostname, createStaffUser, signInAs } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';
import { key, sell } from '../orders/order-fixture';
import { type ProductFixture, productFixture } from '../products/product-fixture';
import { approveCard, buyer, codeOf, shopBrowser } from '../shop/shop-client';
import { saleTimingFields } from './sale-timing-fields';

/**
 * Sale timing on every channel (decisions/0048): for each sales channel and each date field
 * that closes it, every route that sells through that channel is refused with the catalogue's
 * error, and the same sale goes through once the field is back.
 */
let t: TestApp;
let f: ProductFixture;
/** A sold ticket the exchanges offer to give back. */
let order: { id: number; ticketId: number };

type Send = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => ReturnType<typeof call>;

/** How one channel sells: the routes it reaches and a basket filled while it was on sale. */
interface ChannelSeller {
  /** Each route that sells, answering the server's response. */
  routes: { name: string; run: () => ReturnType<Send> }[];
  /** Completes the sale of the basket filled while on sale. */
  checkout: () => ReturnType<Send>;
}

const seat = (place: string) => f.seats.get(place)!;
const db = () => t.database.db;
const now = () => t.clock.now;
const setDate = (parameter: DateParameter, value: Date | null) =>
  db().execute(
    sql`UPDATE events SET ${sql.identifier(events[dateColumns[parameter]].name)} = ${value} WHERE id = ${f.eventId}`,
  );
const fields = saleTimingFields(() => ({ t, f }));

/** A staff seller: their own baskets on their channel, and an exchange of the sold ticket. */
async function staffSeller(
  send: Send,
  basketChannel: string,
  places: { filled: string; exchange: string },
  /** Who exchanges: the seller when they may, otherwise an administrator on the same channel. */
  exchanger: Send,
): Promise<ChannelSeller> {
  const open = async (as: Send) => {
    const res = await as('POST', '/api/admin/baskets', { channel: basketChannel });
    expect(res.statusCode, res.body).toBe(201);
    return res.data.id as string;
  };
  const empty = await open(send);
  const filled = await open(send);
  const added = await send('POST', `/api/admin/baskets/${filled}/seats`, {
    eventId: f.eventId,
    seatIds: [seat(places.filled)],
  });
  expect(added.statusCode, added.body).toBe(200);
  const total = added.data.total as number;
  const swap = await open(exchanger);
  const forExchange = await exchanger('POST', `/api/admin/baskets/${swap}/seats`, {
    eventId: f.eventId,
    seatIds: [seat(places.exchange)],
  });
  expect(forExchange.statusCode, forExchange.body).toBe(200);
  const checkoutKey = key();
  return {
    routes: [
      {
        name: 'add chosen seats',
        run: () =>
          send('POST', `/api/admin/baskets/${empty}/seats`, { eventId: f.eventId, seatIds: [seat('E-10')] }),
      },
      {
        name: 'add best seats',
        run: () =>
          send('POST', `/api/admin/baskets/${empty}/best-seats`, { eventId: f.eventId, quantity: 1 }),
      },
      {
        name: 'add general admission',
        run: () =>
          send('POST', `/api/admin/baskets/${empty}/general-admission`, {
            eventId: f.eventId,
            areaId: f.areaId,
            quantity: 1,
          }),
      },
      {
        name: 'add a product of the event',
        run: () =>
          send('POST', `/api/admin/baskets/${empty}/products`, {
            eventId: f.eventId,
            productId: f.programmeId,
            quantity: 1,
          }),
      },
      {
        name: 'check out a basket filled while on sale',
        run: () =>
          send('POST', `/api/admin/baskets/${filled}/checkout`, {
            idempotencyKey: checkoutKey,
            buyer,
            payments: [{ type: 'Cash', amount: total }],
          }),
      },
      {
        name: 'exchange a sold ticket for a new seat',
        run: () =>
          exchanger('POST', `/api/admin/orders/${order.id}/exchange`, {
            basketId: swap,
            ticketIds: [order.ticketId],
            returnTo: 'open',
            difference: 0,
            idempotencyKey: key(),
          }),
      },
    ],
    checkout: () =>
      send('POST', `/api/admin/baskets/${filled}/checkout`, {
        idempotencyKey: checkoutKey,
        buyer,
        payments: [{ type: 'Cash', amount: total }],
      }),
  };
}

/** The shop: a browser that filled its basket while on sale, and one that tries now. */
async function webSeller(filledPlace: string): Promise<ChannelSeller> {
  const filled = shopBrowser(t.app);
  const added = await filled.send('POST', '/api/shop/basket/seats', {
    eventId: f.eventId,
    seatIds: [seat(filledPlace)],
  });
  expect(added.statusCode, added.body).toBe(200);
  const fresh = shopBrowser(t.app);
  const checkoutKey = `sale-timing-web-${Date.now()}`;
  const checkout = () =>
    filled.send('POST', '/api/shop/basket/checkout', {
      idempotencyKey: checkoutKey,
      buyer,
      card: approveCard,
    });
  return {
    routes: [
      {
        name: 'add chosen seats',
        run: () =>
          fresh.send('POST', '/api/shop/basket/seats', { eventId: f.eventId, seatIds: [seat('E-10')] }),
      },
      {
        name: 'add best seats',
        run: () => fresh.send('POST', '/api/shop/basket/best-seats', { eventId: f.eventId, quantity: 1 }),
      },
      {
        name: 'look for best seats',
        run: () => fresh.send('POST', `/api/shop/events/${f.eventId}/best-seats`, { quantity: 1 }),
      },
      {
        name: 'add general admission',
        run: () =>
          fresh.send('POST', '/api/shop/basket/general-admission', {
            eventId: f.eventId,
            areaId: f.areaId,
            quantity: 1,
          }),
      },
      {
        name: 'add a product of the event',
        run: () =>
          fresh.send('POST', '/api/shop/basket/products', { eventId: f.eventId, productId: f.programmeId }),
      },
      { name: 'check out a basket filled while on sale', run: checkout },
    ],
    checkout,
  };
}

const sellers = new Map<SalesChannel, ChannelSeller>();
let boxOffice: Send;

beforeAll(async () => {
  t = await startTestApp();
  f = await productFixture(t);
  await addHostname(db(), f.accountId, 'localhost', true);
  await exchangeSettings(f, { exchangeFee: 0 });
  const sold = await sell(f, ['D-1']);
  order = { id: sold.id, ticketId: sold.tickets[0]!.id };

  const staffSend = async (role: 'PointOfSale' | 'CallCenter' | 'GroupSales' | 'HouseSeats' | 'Partner') => {
    const user = await createStaffUser(db(), { accountId: f.accountId, role });
    const token = await signInAs(t.app, user.email);
    const send: Send = (method, url, payload) => call(t.app, { method, url, token, payload });
    return send;
  };
  boxOffice = await staffSend('PointOfSale');
  const staffChannels = [
    ['PointOfSale', 'PointOfSale'],
    ['CallCenter', 'CallCenter'],
    ['GroupSales', 'GroupSales'],
    ['HouseSeats', 'HouseSeats'],
    ['Outlet', 'Partner'],
  ] as const;
  for (const [i, [channel, role]] of staffChannels.entries()) {
    const send = channel === 'PointOfSale' ? boxOffice : await staffSend(role);
    sellers.set(
      channel,
      await staffSeller(send, channel, { filled: `A-${i + 1}`, exchange: `B-${i + 1}` }, f.api),
    );
  }
  // The API: an administrator calling with an API key sells at the box office through the API.
  const integrator = await createStaffUser(db(), { accountId: f.accountId, role: 'Admin' });
  const made = await f.api('POST', `/api/admin/users/${integrator.id}/api-keys`, { name: 'Partner site' });
  expect(made.statusCode, made.body).toBe(201);
  const apiKey = made.data.key as string;
  const viaKey: Send = (method, url, payload) => call(t.app, { method, url, token: apiKey, payload });
  sellers.set('API', await staffSeller(viaKey, 'PointOfSale', { filled: 'A-9', exchange: 'B-9' }, viaKey));
  sellers.set('Web', await webSeller('A-10'));
});
afterAll(() => t.close());

const channels: SalesChannel[] = [
  'Web',
  'API',
  'PointOfSale',
  'CallCenter',
  'GroupSales',
  'HouseSeats',
  'Outlet',
];

describe.each(channels)('the %s channel', (channel) => {
  it.each(fields.filter((field) => field.appliesTo(channel)).map((field) => [field.name, field] as const))(
    'refuses every route that sells when %s',
    async (_, field) => {
      const seller = sellers.get(channel)!;
      await field.set(channel);
      try {
        for (const route of seller.routes) {
          const res = await route.run();
          expect({ route: route.name, status: res.statusCode, code: codeOf(res) }).toEqual({
            route: route.name,
            status: 409,
            code: field.code,
          });
        }
      } finally {
        await field.restore(channel);
      }
    },
  );

  it('sells the basket filled earlier once every date is back', async () => {
    const res = await sellers.get(channel)!.checkout();
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('one channel’s dates are its own', () => {
  it('a call-center on-sale date to come leaves the box office selling, and names the date at the venue', async () => {
    await setDate('LocalCallCenterStartDate', new Date('2026-12-01T15:00:00Z'));
    try {
      const agent = await createStaffUser(db(), { accountId: f.accountId, role: 'CallCenter' });
      const token = await signInAs(t.app, agent.email);
      const opened = await call(t.app, {
        method: 'POST',
        url: '/api/admin/baskets',
        token,
        payload: { channel: 'CallCenter' },
      });
      const refused = await call(t.app, {
        method: 'POST',
        url: `/api/admin/baskets/${opened.data.id}/seats`,
        token,
        payload: { eventId: f.eventId, seatIds: [seat('E-1')] },
        headers: { 'accept-language': 'es-ES' },
      });
      expect(refused.data.errors).toEqual([
        {
          code: 'purchase.channel_not_yet_on_sale',
          field: 'eventId',
          // 10:00 in New York.
          message:
            'Las entradas para este evento no están a la venta por este canal de venta hasta el 2026-12-01 10:00.',
        },
      ]);
      const counter = await boxOffice('POST', '/api/admin/baskets', { channel: 'PointOfSale' });
      const sold = await boxOffice('POST', `/api/admin/baskets/${counter.data.id}/seats`, {
        eventId: f.eventId,
        seatIds: [seat('E-1')],
      });
      expect(sold.statusCode, sold.body).toBe(200);
    } finally {
      await setDate('LocalCallCenterStartDate', null);
    }
  });

  it('the API’s dates hold a sale made with an API key, not the same user’s sale in a session', async () => {
    await setDate('LocalAPIOnSaleDate', new Date(now().getTime() + 86_400_000));
    try {
      const user = await createStaffUser(db(), { accountId: f.accountId, role: 'PointOfSale' });
      const token = await signInAs(t.app, user.email);
      const made = await f.api('POST', `/api/admin/users/${user.id}/api-keys`, { name: 'Kiosk' });
      for (const [credential, code] of [
        [made.data.key as string, 'purchase.channel_not_yet_on_sale'],
        [token, undefined],
      ] as const) {
        const opened = await call(t.app, {
          method: 'POST',
          url: '/api/admin/baskets',
          token: credential,
          payload: { channel: 'PointOfSale' },
        });
        const res = await call(t.app, {
          method: 'POST',
          url: `/api/admin/baskets/${opened.data.id}/general-admission`,
          token: credential,
          payload: { eventId: f.eventId, areaId: f.areaId, quantity: 1 },
        });
        expect(codeOf(res)).toBe(code);
      }
    } finally {
      await setDate('LocalAPIOnSaleDate', null);
    }
  });
});
