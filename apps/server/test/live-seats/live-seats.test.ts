import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { addHostname, createAccount, createStaffUser, signInAs } from '../factories';
import { startTestApp, type TestApp } from '../harness';
import { approveCard, buyer, shopBrowser } from '../shop/shop-client';
import { changedSeats, listenOn, openStream, type SseStream } from './sse-client';

let t: TestApp;
let f: SaleFixture;
let port: number;
const streams: SseStream[] = [];

beforeAll(async () => {
  t = await startTestApp({
    config: {
      liveSeats: { streamsPerAddress: 3, heartbeatMs: 100, resumeLimit: 3 },
    },
  });
  f = await saleFixture(t);
  await addHostname(t.database.db, f.accountId, 'localhost', true);
  port = await listenOn(t.app);
});
afterAll(async () => {
  for (const s of streams) s.close();
  await t.close();
});

async function open(path: string, headers: Record<string, string> = {}) {
  const s = await openStream(port, path, headers);
  streams.push(s);
  return s;
}
const seat = (name: string) => f.seats.get(name)!;
const shopSeq = async () =>
  // Not the cached map: the newest change number now.
  (await shopBrowser(t.app).send('GET', `/api/shop/events/${f.eventId}/seats?since=0`)).data.seq as number;
/** Every stream the tests closed is gone on the server too. */
async function noStreamsOpen() {
  for (let i = 0; i < 100 && t.app.liveStreams.size > 0; i++) await new Promise((r) => setTimeout(r, 20));
  return t.app.liveStreams.size;
}
const bulk = (names: string[], action: object) =>
  f.api('POST', `/api/admin/events/${f.eventId}/seats/bulk`, {
    seatIds: names.map(seat),
    action,
  });

describe('live seat status', () => {
  it('pushes a take, a sale, a hold and a release to an open shop map with rising change numbers', async () => {
    const s = await open(`/api/shop/events/${f.eventId}/seats/stream?since=${await shopSeq()}`);
    expect(s.status).toBe(200);
    const ready = await s.nextOf('ready');
    let last = Number(ready.id);

    const b = shopBrowser(t.app);
    const added = await b.send('POST', '/api/shop/basket/seats', {
      eventId: f.eventId,
      seatIds: [seat('A-1')],
    });
    expect(added.statusCode, added.body).toBe(200);
    const taken = await s.nextOf('seats');
    expect(changedSeats(taken)).toEqual(new Map([[seat('A-1'), 'r']]));
    expect(Number(taken.id)).toBeGreaterThan(last);
    last = Number(taken.id);

    const paid = await b.send('POST', '/api/shop/basket/checkout', {
      idempotencyKey: `live-${Date.now()}`,
      buyer: {
        ...buyer,
        address: { line1: '1 Main St', city: 'Springfield', postalCode: '12345', country: 'US' },
      },
      card: approveCard,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const sold = await s.nextOf('seats');
    expect(changedSeats(sold).get(seat('A-1'))).toBe('s');
    expect(Number(sold.id)).toBeGreaterThan(last);
    last = Number(sold.id);

    expect((await bulk(['A-3'], { kind: 'kill' })).statusCode).toBe(200);
    const killed = await s.nextOf('seats');
    expect([...changedSeats(killed).keys()]).toEqual([seat('A-3')]);
    expect(changedSeats(killed).get(seat('A-3'))).not.toBe('o');
    expect(Number(killed.id)).toBeGreaterThan(last);
    last = Number(killed.id);

    expect((await bulk(['A-3'], { kind: 'release' })).statusCode).toBe(200);
    const released = await s.nextOf('seats');
    expect(changedSeats(released)).toEqual(new Map([[seat('A-3'), 'o']]));
    expect(Number(released.id)).toBeGreaterThan(last);
    s.close();
  });

  it('resumes from Last-Event-ID with exactly the changes missed, and tells a map too far behind to reload', async () => {
    const s = await open(`/api/shop/events/${f.eventId}/seats/stream?since=${await shopSeq()}`);
    const lastId = (await s.nextOf('ready')).id!;
    s.close();
    await s.closed;

    expect((await bulk(['B-1'], { kind: 'kill' })).statusCode).toBe(200);
    expect((await bulk(['B-2'], { kind: 'kill' })).statusCode).toBe(200);
    // since= says something else: the browser's Last-Event-ID wins.
    const resumed = await open(`/api/shop/events/${f.eventId}/seats/stream?since=0`, {
      'last-event-id': lastId,
    });
    const missed = await resumed.next();
    expect(missed.event).toBe('seats');
    expect([...changedSeats(missed).keys()].sort()).toEqual([seat('B-1'), seat('B-2')].sort());
    expect(Number(missed.id)).toBeGreaterThan(Number(lastId));
    expect((await resumed.next()).event).toBe('ready');
    resumed.close();

    // More seats changed than the resume limit (3 in this file): read the map again, once.
    expect((await bulk(['B-3', 'B-4'], { kind: 'kill' })).statusCode).toBe(200);
    const behind = await open(`/api/shop/events/${f.eventId}/seats/stream?since=0`, {
      'last-event-id': lastId,
    });
    const reload = await behind.next();
    expect(reload.event).toBe('reload');
    expect(JSON.parse(reload.data).seq).toBe(await shopSeq());
    expect((await behind.next()).event).toBe('ready');
    behind.close();
    expect((await bulk(['B-1', 'B-2', 'B-3', 'B-4'], { kind: 'release' })).statusCode).toBe(200);
  });

  it('pushes the same change to the seller’s map and the bulk-edit map, and keeps streams open with heartbeats', async () => {
    const seq = await shopSeq();
    const admin = await open(`/api/admin/events/${f.eventId}/seats/stream?since=${seq}`, {
      authorization: `Bearer ${f.token}`,
    });
    const seller = await open(`/api/admin/sell/events/${f.eventId}/seats/stream?since=${seq}`, {
      authorization: `Bearer ${f.token}`,
    });
    expect(admin.status, admin.body).toBe(200);
    expect(seller.status, seller.body).toBe(200);
    await admin.nextOf('ready');
    await seller.nextOf('ready');
    expect((await bulk(['C-1'], { kind: 'kill' })).statusCode).toBe(200);
    expect(changedSeats(await admin.nextOf('seats')).get(seat('C-1'))).toBe('k');
    expect(changedSeats(await seller.nextOf('seats')).has(seat('C-1'))).toBe(true);
    await new Promise((r) => setTimeout(r, 250));
    expect(admin.comments).toBeGreaterThan(0);
    admin.close();
    seller.close();
    await bulk(['C-1'], { kind: 'release' });
  });

  it('starts from the newest change when the browser names none', async () => {
    const s = await open(`/api/shop/events/${f.eventId}/seats/stream`);
    const ready = await s.next();
    expect(ready.event).toBe('ready');
    expect(Number(ready.id)).toBe(await shopSeq());
    expect((await bulk(['D-1'], { kind: 'kill' })).statusCode).toBe(200);
    expect([...changedSeats(await s.nextOf('seats')).keys()]).toEqual([seat('D-1')]);
    s.close();
    await bulk(['D-1'], { kind: 'release' });
  });

  it('refuses staff streams without a session or the map’s permission, and another account’s events', async () => {
    expect(await noStreamsOpen()).toBe(0);
    const path = `/api/admin/events/${f.eventId}/seats/stream?since=0`;
    const anonymous = await open(path);
    expect(anonymous.status).toBe(401);

    const noEvents = await createStaffUser(t.database.db, {
      accountId: f.accountId,
      role: 'CallCenter',
      permissions: ['sellTickets'],
    });
    const noEventsToken = await signInAs(t.app, noEvents.email);
    const refused = await open(path, { authorization: `Bearer ${noEventsToken}` });
    expect(refused.status).toBe(403);
    expect(refused.body).toContain('auth.permission_denied');

    const other = await createAccount(t.database.db);
    const stranger = await createStaffUser(t.database.db, { accountId: other.id, role: 'Admin' });
    const strangerToken = await signInAs(t.app, stranger.email);
    const elsewhere = await open(path, { authorization: `Bearer ${strangerToken}` });
    expect(elsewhere.status).toBe(404);
    const sellElsewhere = await open(`/api/admin/sell/events/${f.eventId}/seats/stream?since=0`, {
      authorization: `Bearer ${strangerToken}`,
    });
    expect(sellElsewhere.status).toBe(404);

    // The shop of another account does not know the event.
    await addHostname(t.database.db, other.id, 'other.shop.test', true);
    const otherShop = await open(`/api/shop/events/${f.eventId}/seats/stream?since=0`, {
      host: 'other.shop.test',
    });
    expect(otherShop.status).toBe(404);
    const missing = await open('/api/shop/events/999999/seats/stream?since=0');
    expect(missing.status).toBe(404);
    expect(await noStreamsOpen()).toBe(0);
  });

  it('limits open shop streams per address', async () => {
    expect(await noStreamsOpen()).toBe(0);
    const path = `/api/shop/events/${f.eventId}/seats/stream?since=${await shopSeq()}`;
    const three = [await open(path), await open(path), await open(path)];
    expect(three.map((s) => s.status)).toEqual([200, 200, 200]);
    const fourth = await open(path);
    expect(fourth.status).toBe(429);
    expect(fourth.body).toContain('common.rate_limited');
    three[0]!.close();
    await three[0]!.closed;
    for (let i = 0; i < 100 && t.app.liveStreams.size > 2; i++) await new Promise((r) => setTimeout(r, 20));
    const again = await open(path);
    expect(again.status).toBe(200);
    for (const s of [...three, again]) s.close();
  });
});

describe('shutdown', () => {
  it('ends open streams when the server closes', async () => {
    const other = await startTestApp();
    const g = await saleFixture(other);
    await addHostname(other.database.db, g.accountId, 'localhost', true);
    const p = await listenOn(other.app);
    const s = await openStream(p, `/api/shop/events/${g.eventId}/seats/stream?since=0`);
    await s.nextOf('ready');
    await other.close();
    await s.closed;
    expect(s.ended).toBe(true);
  });
});
