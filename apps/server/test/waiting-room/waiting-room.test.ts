import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addHostname } from '../factories';
import { startTestApp, type TestApp } from '../harness';
import { type ProductFixture, productFixture } from '../products/product-fixture';
import { approveCard, buyer, codeOf } from '../shop/shop-client';
import { join, poll, type ShopVisitor, shopVisitor } from './waiting-room-client';

let t: TestApp;
let f: ProductFixture;
let key = 0;
const db = () => t.database.db;
const minutes = (n: number) => n * 60_000;

/** The fixture's event in heavy on-sale mode, on sale on the Web from `onSaleAt` (null: now). */
async function heavy(eventId: number, onSaleAt: Date | null) {
  await db().execute(sql`DELETE FROM waiting_room_entries WHERE event_id = ${eventId}`);
  await db().execute(sql`DELETE FROM waiting_rooms WHERE event_id = ${eventId}`);
  await db().execute(
    sql`UPDATE events SET heavy_on_sale = true, web_on_sale_at = ${onSaleAt} WHERE id = ${eventId}`,
  );
}

const setRate = (ratePerMinute: number, eventId = f.eventId) =>
  f.api('PUT', `/api/admin/events/${eventId}/waiting-room`, { ratePerMinute });

beforeAll(async () => {
  t = await startTestApp();
  f = await productFixture(t);
  await addHostname(db(), f.accountId, 'localhost', true);
});
afterAll(() => t.close());

describe('queue order', () => {
  it('shuffles those who arrive before the on-sale moment, then keeps arrival order', async () => {
    const onSale = new Date(t.clock.now.getTime() + minutes(10));
    await heavy(f.eventId, onSale);
    const early: ShopVisitor[] = [];
    for (let i = 0; i < 12; i++) {
      const v = shopVisitor(t.app);
      const place = await join(v, f.eventId);
      expect(place.state).toBe('waiting');
      early.push(v);
    }
    t.clock.advance(minutes(10));
    const late: ShopVisitor[] = [];
    for (let i = 0; i < 4; i++) {
      const v = shopVisitor(t.app);
      await join(v, f.eventId);
      late.push(v);
    }
    const earlyPositions = await Promise.all(early.map(async (v) => (await poll(v, f.eventId)).position));
    const latePositions = await Promise.all(late.map(async (v) => (await poll(v, f.eventId)).position));
    // Every early arrival ahead of every late one, each place given once.
    expect([...earlyPositions].sort((a, b) => a! - b!)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(latePositions).toEqual([13, 14, 15, 16]);
    // Shuffled: 12 early arrivals keep their arrival order once in 479,001,600.
    expect(earlyPositions).not.toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('keeps every early arrival’s place through the on-sale moment, and numbers later ones after them', async () => {
    const onSale = new Date(t.clock.now.getTime() + minutes(10));
    await heavy(f.eventId, onSale);
    await setRate(60);
    const early = Array.from({ length: 6 }, () => shopVisitor(t.app));
    for (const v of early) await join(v, f.eventId);
    const before = await Promise.all(early.map(async (v) => (await poll(v, f.eventId)).position));
    const places = async () =>
      (await db().execute(
        sql`SELECT count(place)::int AS n FROM waiting_room_entries WHERE event_id = ${f.eventId}`,
      )) as unknown as { rows: { n: number }[] };
    // Before the on-sale moment the order is not drawn yet: each place is counted.
    expect((await places()).rows[0]!.n).toBe(0);
    t.clock.advance(minutes(10));
    // The first poll after it draws the order once; nobody's place moves.
    const after = await Promise.all(early.map(async (v) => (await poll(v, f.eventId)).position));
    expect(after).toEqual(before);
    expect((await places()).rows[0]!.n).toBe(6);
    const late = shopVisitor(t.app);
    expect((await join(late, f.eventId)).position).toBe(7);
    expect((await places()).rows[0]!.n).toBe(7);
  });

  it('asks those near the front to poll every 5 s and those far back less often', async () => {
    await heavy(f.eventId, null);
    await setRate(0);
    const visitors = Array.from({ length: 3 }, () => shopVisitor(t.app));
    for (const v of visitors) await join(v, f.eventId);
    // Paused: nobody can be told a wait, every 15 s.
    expect((await poll(visitors[2]!, f.eventId)).pollSeconds).toBe(15);
    // 1 a minute: the first waits 60 s (asks every 6 s), the third 180 s (every 18 s).
    await setRate(1);
    expect(await poll(visitors[0]!, f.eventId)).toMatchObject({
      position: 1,
      waitSeconds: 60,
      pollSeconds: 6,
    });
    expect(await poll(visitors[2]!, f.eventId)).toMatchObject({
      position: 3,
      waitSeconds: 180,
      pollSeconds: 18,
    });
    // 60 a minute: a wait of 3 s, every 5 s.
    await setRate(60);
    expect(await poll(visitors[2]!, f.eventId)).toMatchObject({ position: 3, pollSeconds: 5 });
  });

  it('keeps a visitor’s place across reloads and joins again from the same browser', async () => {
    await heavy(f.eventId, new Date(t.clock.now.getTime() + minutes(5)));
    await setRate(0);
    const others = [shopVisitor(t.app), shopVisitor(t.app)];
    for (const o of others) await join(o, f.eventId);
    const v = shopVisitor(t.app);
    const first = await join(v, f.eventId);
    const again = await join(v, f.eventId);
    const polled = await poll(v, f.eventId);
    expect(again.position).toBe(first.position);
    expect(polled.position).toBe(first.position);
    const count = await db().execute(
      sql`SELECT count(*)::int AS n FROM waiting_room_entries WHERE event_id = ${f.eventId}`,
    );
    expect((count as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(3);
    // A forged ticket is no place: the visitor has not joined.
    const forged = shopVisitor(t.app);
    const [name, value] = [...v.jar].find(([k]) => k.startsWith('tessera_wr_'))!;
    forged.jar.set(name, `${value.slice(0, -2)}xx`);
    expect((await poll(forged, f.eventId)).state).toBe('none');
  });

  it('tells the wait before the on-sale moment and while paused', async () => {
    await heavy(f.eventId, new Date(t.clock.now.getTime() + minutes(2)));
    await setRate(60);
    const v = shopVisitor(t.app);
    const place = await join(v, f.eventId);
    expect(place).toMatchObject({ state: 'waiting', position: 1, waitSeconds: 121 });
    await setRate(0);
    expect(await poll(v, f.eventId)).toMatchObject({ position: 1, waitSeconds: null });
  });
});

describe('admission at the staff’s rate', () => {
  it('lets people in at the rate, takes a new rate at once, and shows staff the counts', async () => {
    await heavy(f.eventId, null);
    await setRate(60);
    const visitors = Array.from({ length: 10 }, () => shopVisitor(t.app));
    for (const v of visitors) await join(v, f.eventId);
    let summary = await f.api('GET', `/api/admin/events/${f.eventId}/waiting-room`);
    expect(summary.data).toMatchObject({
      heavyOnSale: true,
      ratePerMinute: 60,
      joined: 10,
      admitted: 0,
      waiting: 10,
    });

    t.clock.advance(3_000);
    const states = async () => Promise.all(visitors.map(async (v) => (await poll(v, f.eventId)).state));
    expect((await states()).filter((s) => s === 'admitted')).toHaveLength(3);

    // 600 a minute from now on: 10 a second.
    const changed = await setRate(600);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.data).toMatchObject({ ratePerMinute: 600, admitted: 3, waiting: 7 });
    t.clock.advance(500);
    expect((await states()).filter((s) => s === 'admitted')).toHaveLength(8);
    summary = await f.api('GET', `/api/admin/events/${f.eventId}/waiting-room`);
    expect(summary.data).toMatchObject({ joined: 10, admitted: 8, waiting: 2 });

    // Paused: nobody more.
    await setRate(0);
    t.clock.advance(minutes(5));
    expect((await states()).filter((s) => s === 'admitted')).toHaveLength(8);
    expect((await setRate(-1)).statusCode).toBe(400);
  });

  it('banks no admissions while the queue is empty: a crowd after a quiet spell goes in at the rate', async () => {
    await heavy(f.eventId, null);
    await setRate(60);
    const first = shopVisitor(t.app);
    await join(first, f.eventId);
    t.clock.advance(minutes(20));
    // 1,200 places reached, one taken: the next arrival goes straight in, and the count restarts.
    const second = shopVisitor(t.app);
    expect((await join(second, f.eventId)).state).toBe('admitted');
    const crowd = Array.from({ length: 5 }, () => shopVisitor(t.app));
    for (const v of crowd) await join(v, f.eventId);
    expect((await Promise.all(crowd.map((v) => poll(v, f.eventId)))).map((p) => p.position)).toEqual([
      1, 2, 3, 4, 5,
    ]);
    t.clock.advance(2_000);
    const states = await Promise.all(crowd.map(async (v) => (await poll(v, f.eventId)).state));
    expect(states.filter((s) => s === 'admitted')).toHaveLength(2);
    expect((await f.api('GET', `/api/admin/events/${f.eventId}/waiting-room`)).data).toMatchObject({
      joined: 7,
      admitted: 4,
      waiting: 3,
    });
  });

  it('refuses staff of another account and events it does not have', async () => {
    expect((await f.api('GET', '/api/admin/events/999999/waiting-room')).statusCode).toBe(404);
    expect(
      (await f.api('PUT', '/api/admin/events/999999/waiting-room', { ratePerMinute: 5 })).statusCode,
    ).toBe(404);
  });
});

describe('no admission token, no seat', () => {
  const routes = (v: ShopVisitor) =>
    [
      [
        'take seats',
        () => v.send('POST', '/api/shop/basket/seats', { eventId: f.eventId, seatIds: [f.seats.get('C-1')] }),
      ],
      [
        'best seats',
        () => v.send('POST', '/api/shop/basket/best-seats', { eventId: f.eventId, quantity: 1 }),
      ],
      [
        'look for best seats',
        () => v.send('POST', `/api/shop/events/${f.eventId}/best-seats`, { quantity: 1 }),
      ],
      [
        'standing places',
        () =>
          v.send('POST', '/api/shop/basket/general-admission', {
            eventId: f.eventId,
            areaId: f.areaId,
            quantity: 1,
          }),
      ],
      [
        'a product of the event',
        () => v.send('POST', '/api/shop/basket/products', { eventId: f.eventId, productId: f.programmeId }),
      ],
    ] as const;
  const checkout = (v: ShopVisitor) =>
    v.send('POST', '/api/shop/basket/checkout', {
      idempotencyKey: `wr-${Date.now()}-${++key}`,
      buyer,
      card: approveCard,
    });

  it('refuses every shop buying route without admission, with the catalogue’s translated error', async () => {
    await heavy(f.eventId, null);
    const v = shopVisitor(t.app);
    for (const [name, run] of routes(v)) {
      const res = await run();
      expect(res.statusCode, name).toBe(403);
      expect(codeOf(res), name).toBe('purchase.waiting_room_required');
    }
    const spanish = await t.app.inject({
      method: 'POST',
      url: '/api/shop/basket/best-seats',
      headers: { host: 'localhost', 'accept-language': 'es-ES' },
      payload: { eventId: f.eventId, quantity: 1 },
    });
    expect(spanish.json().errors[0].message).toMatch(/sala de espera/);
  });

  it('lets an admitted visitor take seats, places and products, and buy; a copy of the basket without the token cannot check out', async () => {
    await heavy(f.eventId, null);
    await setRate(60);
    const v = shopVisitor(t.app);
    await join(v, f.eventId);
    t.clock.advance(1_000);
    const place = await poll(v, f.eventId);
    expect(place.state).toBe('admitted');
    expect(new Date(place.admittedUntil!).getTime()).toBe(t.clock.now.getTime() + minutes(30));
    for (const [name, run] of routes(v)) {
      const res = await run();
      expect(res.statusCode, `${name}: ${res.body}`).toBeLessThan(300);
    }
    // The same basket from a browser without the admission token (the basket cookie copied).
    const copy = shopVisitor(t.app);
    copy.jar.set('tessera_basket', v.jar.get('tessera_basket')!);
    const refused = await checkout(copy);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(codeOf(refused)).toBe('purchase.waiting_room_required');
    const paid = await checkout(v);
    expect(paid.statusCode, paid.body).toBe(201);
  });

  it('refuses an expired, forged or another event’s token', async () => {
    await heavy(f.eventId, null);
    await setRate(60);
    const v = shopVisitor(t.app);
    await join(v, f.eventId);
    t.clock.advance(1_000);
    expect((await poll(v, f.eventId)).state).toBe('admitted');
    const tokenName = `tessera_admit_${f.eventId}`;
    const token = v.jar.get(tokenName)!;
    const take = (visitor: ShopVisitor) =>
      visitor.send('POST', `/api/shop/events/${f.eventId}/best-seats`, { quantity: 1 });
    expect((await take(v)).statusCode).toBe(200);

    // Forged: the expiry pushed a year on, the signature kept.
    const parts = token.split('.');
    parts[3] = String(Number(parts[3]) + minutes(525_600));
    const forged = shopVisitor(t.app);
    forged.jar.set(tokenName, parts.join('.'));
    expect(codeOf(await take(forged))).toBe('purchase.waiting_room_required');

    // Another event's token under this event's name.
    const otherId = f.eventId + 1;
    const elsewhere = shopVisitor(t.app);
    elsewhere.jar.set(tokenName, token.replace(`.${f.eventId}.`, `.${otherId}.`));
    expect(codeOf(await take(elsewhere))).toBe('purchase.waiting_room_required');

    // Expired: 30 minutes after admission.
    t.clock.advance(minutes(30));
    expect(codeOf(await take(v))).toBe('purchase.waiting_room_required');
    // Its place is over: joining again takes a new place at the back (let in at once here, the
    // 1,800 places the rate has reached by now being all taken), with a new buying time.
    expect((await poll(v, f.eventId)).state).toBe('none');
    const again = await join(v, f.eventId);
    expect(again.state).toBe('admitted');
    expect(new Date(again.admittedUntil!).getTime()).toBe(t.clock.now.getTime() + minutes(30));
    expect((await take(v)).statusCode).toBe(200);
  });

  it('asks nothing of an event not in heavy on-sale mode, whose room does not exist', async () => {
    await db().execute(
      sql`UPDATE events SET heavy_on_sale = false, web_on_sale_at = NULL WHERE id = ${f.eventId}`,
    );
    const v = shopVisitor(t.app);
    const res = await v.send('POST', `/api/shop/events/${f.eventId}/waiting-room`);
    expect(res.statusCode).toBe(409);
    expect(codeOf(res)).toBe('purchase.waiting_room_not_used');
    expect(
      (await v.send('POST', `/api/shop/events/${f.eventId}/best-seats`, { quantity: 1 })).statusCode,
    ).toBe(200);
  });
});

describe('tenant isolation', () => {
  it('honours neither a queue ticket nor an admission token of another account', async () => {
    const g = await productFixture(t);
    await addHostname(db(), g.accountId, 'other.shop.test', true);
    await heavy(f.eventId, null);
    await heavy(g.eventId, null);
    await setRate(60);
    const v = shopVisitor(t.app);
    await join(v, f.eventId);
    t.clock.advance(1_000);
    expect((await poll(v, f.eventId)).state).toBe('admitted');
    // Account 1's event is not found on account 2's shop.
    const there = shopVisitor(t.app, 'other.shop.test');
    for (const [k, value] of v.jar) there.jar.set(k, value);
    expect((await there.send('GET', `/api/shop/events/${f.eventId}/waiting-room`)).statusCode).toBe(404);
    // Account 1's token renamed for account 2's event.
    const token = v.jar.get(`tessera_admit_${f.eventId}`)!;
    there.jar.set(`tessera_admit_${g.eventId}`, token.replace(`.${f.eventId}.`, `.${g.eventId}.`));
    const res = await there.send('POST', `/api/shop/events/${g.eventId}/best-seats`, { quantity: 1 });
    expect(codeOf(res)).toBe('purchase.waiting_room_required');
    // Staff of account 2 do not see account 1's room.
    expect((await g.api('GET', `/api/admin/events/${f.eventId}/waiting-room`)).statusCode).toBe(404);
  });
});
