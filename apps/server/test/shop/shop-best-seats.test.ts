import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { addHostname } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';
import { codeOf, shopBrowser } from './shop-client';

let t: TestApp;
let f: SaleFixture;

beforeAll(async () => {
  t = await startTestApp();
  f = await saleFixture(t);
  await addHostname(t.database.db, f.accountId, 'localhost', true);
});
afterAll(() => t.close());

type Found = { id: number; section: string; row: string; seat: string }[];
const placeOf = (id: number) => [...f.seats].find(([, seatId]) => seatId === id)?.[0];
const find = async (body: object) => {
  const res = await shopBrowser(t.app).send('POST', `/api/shop/events/${f.eventId}/best-seats`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.data.seats as Found;
};

describe('a buyer who loses a seat race', () => {
  it('is told those seats were just taken, in their language, and offered the nearest others', async () => {
    const seatIds = [f.seats.get('D-4')!, f.seats.get('D-5')!];
    const winner = shopBrowser(t.app);
    expect(
      (await winner.send('POST', '/api/shop/basket/seats', { eventId: f.eventId, seatIds })).statusCode,
    ).toBe(200);
    const loser = shopBrowser(t.app);
    const lost = await loser.send('POST', '/api/shop/basket/seats', { eventId: f.eventId, seatIds });
    expect(lost.statusCode).toBe(409);
    expect(codeOf(lost)).toBe('purchase.seats_just_taken');
    expect((lost.data.errors as { message: string }[])[0]!.message).toBe(
      'Those seats were just taken by another buyer. Please choose other seats.',
    );
    const inSpanish = await call(t.app, {
      method: 'POST',
      url: '/api/shop/basket/seats',
      headers: { host: 'localhost', 'accept-language': 'es-ES' },
      payload: { eventId: f.eventId, seatIds },
    });
    expect((inSpanish.data.errors as { message: string }[])[0]!.message).toBe(
      'Otra persona acaba de reservar esas localidades. Elige otras, por favor.',
    );

    const nearby = await find({ quantity: 2, nearSeatIds: seatIds, excludeSeatIds: seatIds });
    // The seats just in front of those lost are nearer than any others in their row.
    expect(nearby.map((s) => placeOf(s.id)).sort()).toEqual(['C-4', 'C-5']);
    const taken = await loser.send('POST', '/api/shop/basket/seats', {
      eventId: f.eventId,
      seatIds: nearby.map((s) => s.id),
    });
    expect(taken.statusCode, taken.body).toBe(200);
  });

  it('is still told a seat that was never for sale on the web is unavailable', async () => {
    const killed = f.seats.get('E-9')!;
    await f.api('POST', `/api/admin/events/${f.eventId}/seats/bulk`, {
      seatIds: [killed],
      action: { kind: 'kill' },
    });
    const res = await shopBrowser(t.app).send('POST', '/api/shop/basket/seats', {
      eventId: f.eventId,
      seatIds: [killed],
    });
    expect(codeOf(res)).toBe('purchase.seats_unavailable');
  });
});

describe('best seats shown before they go into the basket', () => {
  it('finds the best block without taking it, and other seats on "try again"', async () => {
    const first = await find({ quantity: 2 });
    expect(first).toHaveLength(2);
    const again = await find({ quantity: 2 });
    expect(again).toEqual(first);
    const other = await find({ quantity: 2, excludeSeatIds: first.map((s) => s.id) });
    expect(other).toHaveLength(2);
    expect(other.some((s) => first.some((x) => x.id === s.id))).toBe(false);
  });

  it('never leaves a single seat when the event says so', async () => {
    // Row A: only seats 1–3 open; two seats there would strand the third.
    const rowA = [...f.seats].filter(([name]) => name.startsWith('A-')).map(([, id]) => id);
    const closed = rowA.filter((id) => !['A-1', 'A-2', 'A-3'].includes(placeOf(id)!));
    await t.database.db.execute(
      sql`UPDATE event_seats SET rank = 1000000 + rank WHERE event_id = ${f.eventId} AND row <> 'A'`,
    );
    await t.database.db.execute(
      sql`UPDATE events SET dont_leave_single_seats = true WHERE id = ${f.eventId}`,
    );
    await f.api('POST', `/api/admin/events/${f.eventId}/seats/bulk`, {
      seatIds: closed,
      action: { kind: 'kill' },
    });
    const found = await find({ quantity: 2 });
    expect(found.every((s) => s.row !== 'A')).toBe(true);
    expect(await find({ quantity: 3 })).toEqual([
      expect.objectContaining({ row: 'A', seat: '1' }),
      expect.objectContaining({ row: 'A', seat: '2' }),
      expect.objectContaining({ row: 'A', seat: '3' }),
    ]);
  });
});
