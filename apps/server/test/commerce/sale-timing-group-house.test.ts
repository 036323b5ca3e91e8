import type { SalesChannel } from '@tessera/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addHostname, createStaffUser, signInAs } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';
import { type SaleFixture, saleFixture } from './sale-fixture';
import { saleTimingFields } from './sale-timing-fields';

/**
 * Sale timing on the routes that sell only through the group-sales and house-seats channels
 * (decisions/0048, 0054, 0057, 0091): quoting a group's seats (chosen or best available) and
 * confirming it with its deposit; requesting house seats and house-kept standing places, and
 * the requester paying on the mailed page. For each date field that closes the channel, every
 * one of them is refused with the catalogue's error and nothing is taken; once the field is
 * back, the same sales go through. The shared basket routes of these channels are walked by
 * sale-timing.test.ts.
 */
let t: TestApp;
let f: SaleFixture;
const HOST = 'sale-timing-houses.test';
const card = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' };
const buyer = { firstName: 'Grace', lastName: 'Okafor', email: 'okafor@example.test', phone: '' };
const fields = saleTimingFields(() => ({ t, f }));

type Answer = Awaited<ReturnType<typeof call>>;
interface Route {
  name: string;
  run: () => Promise<Answer>;
}
/** Each channel's routes, and the sales that go through once every date is back. */
const routes = new Map<SalesChannel, Route[]>();
const completes = new Map<SalesChannel, () => Promise<void>>();

const codeOf = (res: Answer) => (res.data.errors as { code: string }[] | undefined)?.[0]?.code;
const seat = (place: string) => f.seats.get(place)!;
/** Inside every hold and before the start, even when a cutoff field moves the start an hour on. */
const soon = () => new Date(t.clock.now.getTime() + 30 * 60_000).toISOString();

async function staff(role: 'GroupSales' | 'HouseSeats') {
  const user = await createStaffUser(t.database.db, { accountId: f.accountId, role });
  const token = await signInAs(t.app, user.email);
  return (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    call(t.app, { method, url, token, payload });
}

async function groupSales(): Promise<void> {
  const agent = await staff('GroupSales');
  const client = await agent('POST', '/api/admin/group-clients', { name: 'Riverside School' });
  expect(client.statusCode, client.body).toBe(201);
  const open = async (groupSize: number) => {
    const res = await agent('POST', '/api/admin/group-sale-requests', {
      clientId: client.data.id,
      eventId: f.eventId,
      groupSize,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.data.id as number;
  };
  // Quoted while on sale: its confirmation is tried while the channel is closed.
  const quoted = await open(2);
  const held = await agent('POST', `/api/admin/group-sale-requests/${quoted}/quote`, {
    seatIds: [seat('A-1'), seat('A-2')],
    holdUntil: soon(),
  });
  expect(held.statusCode, held.body).toBe(200);
  const total = held.data.total as number;
  const fresh = await open(2);
  const quote = (body: object) =>
    agent('POST', `/api/admin/group-sale-requests/${fresh}/quote`, { holdUntil: soon(), ...body });
  const confirmBody = {
    idempotencyKey: `sale-timing-group-${Date.now()}`,
    deposit: 1000,
    expectedTotal: total,
    buyer,
    card,
  };
  const confirm = () =>
    agent('POST', `/api/admin/group-sale-requests/${quoted}/confirm`, {
      ...confirmBody,
      balanceDueAt: soon(),
    });
  routes.set('GroupSales', [
    { name: 'quote a group’s chosen seats', run: () => quote({ seatIds: [seat('B-1'), seat('B-2')] }) },
    { name: 'quote the best seats for a group', run: () => quote({ seatIds: [], bestAvailable: true }) },
    { name: 'confirm a quoted group with its deposit', run: confirm },
  ]);
  completes.set('GroupSales', async () => {
    const request = await agent('GET', `/api/admin/group-sale-requests/${fresh}`);
    expect(request.data).toMatchObject({ status: 'new', seats: [] });
    const requoted = await quote({ seatIds: [seat('B-1'), seat('B-2')] });
    expect(requoted.statusCode, requoted.body).toBe(200);
    expect(requoted.data.status).toBe('quoted');
    const confirmed = await confirm();
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.data).toMatchObject({ status: 'confirmed', deposit: 1000, balance: total - 1000 });
    // The balance of a confirmed group is no sale (its order exists): taken after the admin off-sale.
    const offSale = fields.find((field) => field.code === 'purchase.admin_off_sale')!;
    await offSale.set('GroupSales');
    try {
      const paid = await agent('POST', `/api/admin/group-sale-requests/${quoted}/pay-balance`);
      expect(paid.statusCode, paid.body).toBe(200);
      expect(paid.data).toMatchObject({ status: 'paid', balance: 0 });
    } finally {
      await offSale.restore('GroupSales');
    }
  });
}

async function houseSeats(): Promise<void> {
  const seller = await staff('HouseSeats');
  const hold = await f.api('POST', '/api/admin/seat-settings/holds', {
    name: 'House seats',
    color: '#ae3ec9',
    allowedChannels: ['HouseSeats'],
  });
  expect(hold.statusCode, hold.body).toBe(201);
  const held = await f.api('POST', `/api/admin/events/${f.eventId}/seats/bulk`, {
    seatIds: ['C-1', 'C-2', 'C-3'].map(seat),
    action: { kind: 'hold', holdId: hold.data.id },
  });
  expect(held.statusCode, held.body).toBe(200);
  const kept = await seller('PUT', `/api/admin/house-seats/events/${f.eventId}/ga-areas/${f.areaId}`, {
    held: 2,
  });
  expect(kept.statusCode, kept.body).toBe(200);
  let seq = 0;
  const request = (body: object) =>
    seller('POST', '/api/admin/house-seat-requests', {
      eventId: f.eventId,
      requesterName: 'Maria Callas',
      requesterEmail: `artist-${++seq}-${Date.now()}@example.test`,
      relationship: 'artist',
      ...body,
    });
  // Requested and approved while on sale: the requester pays while the channel is closed.
  const made = await request({ seatIds: [seat('C-1')] });
  expect(made.statusCode, made.body).toBe(201);
  const approved = await seller('POST', `/api/admin/house-seat-requests/${made.data.id}/approve`);
  expect(approved.statusCode, approved.body).toBe(200);
  const mail = await t.smtp!.lastTo(made.data.requesterEmail as string);
  const token = /\/shop\/houseseat\/payment\?request=\d+&token=([\w-]+)/.exec(mail.text)![1]!;
  const pay = () =>
    call(t.app, {
      method: 'POST',
      url: '/api/shop/house-seats/pay',
      headers: { host: HOST },
      payload: {
        requestId: made.data.id,
        token,
        idempotencyKey: `sale-timing-house-${made.data.id}`,
        expectedTotal: made.data.total,
        card,
      },
    });
  routes.set('HouseSeats', [
    { name: 'request house seats', run: () => request({ seatIds: [seat('C-2')] }) },
    {
      name: 'request the house’s standing places',
      run: () => request({ places: [{ areaId: f.areaId, quantity: 2 }] }),
    },
    { name: 'the requester pays on the mailed page', run: pay },
  ]);
  completes.set('HouseSeats', async () => {
    // Nothing was taken from the house while it was refused.
    const house = await seller('GET', `/api/admin/house-seats/events/${f.eventId}`);
    expect((house.data.seats as { id: number }[]).map((s) => s.id).sort()).toEqual(
      [seat('C-2'), seat('C-3')].sort(),
    );
    expect((house.data.gaAreas as { id: number; held: number }[]).find((a) => a.id === f.areaId)!.held).toBe(
      2,
    );
    const paid = await pay();
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.data.status).toBe('paid');
    const again = await request({ seatIds: [seat('C-2')], places: [{ areaId: f.areaId, quantity: 2 }] });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.data.status).toBe('requested');
  });
}

beforeAll(async () => {
  t = await startTestApp({ withSmtp: true });
  f = await saleFixture(t);
  await addHostname(t.database.db, f.accountId, HOST, true);
  await groupSales();
  await houseSeats();
});
afterAll(() => t.close());

describe.each(['GroupSales', 'HouseSeats'] as const)('the %s channel', (channel) => {
  it.each(fields.filter((field) => field.appliesTo(channel)).map((field) => [field.name, field] as const))(
    'refuses every route of its own that sells when %s',
    async (_, field) => {
      await field.set(channel);
      try {
        for (const route of routes.get(channel)!) {
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

  it('sells through the same routes once every date is back, nothing taken while refused', async () => {
    await completes.get(channel)!();
  });
});
