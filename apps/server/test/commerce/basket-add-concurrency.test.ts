import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import { startTestApp, type TestApp } from '../harness';
import { type SaleFixture, saleFixture } from './sale-fixture';

/**
 * Basket adds take their seats outside the basket's transaction, grouped with other buyers'
 * takes (decisions/0027). Real interleavings on PostgreSQL through the HTTP API.
 */
describe.runIf(process.env.DATABASE_URL)('adding to baskets under concurrency on PostgreSQL', () => {
  let t: TestApp;
  let f: SaleFixture;

  beforeAll(async () => {
    t = await startTestApp();
    f = await saleFixture(t, { maxTicketsPerOrder: 4 });
  });
  afterAll(() => t.close());

  const openBasket = async () =>
    (await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' })).data.id as string;
  const addSeats = (basketId: string, seats: string[]) =>
    f.api('POST', `/api/admin/baskets/${basketId}/seats`, {
      eventId: f.eventId,
      seatIds: seats.map((s) => f.seats.get(s)),
    });
  const reservedBy = async (basketId: string) =>
    (
      await rows<{ id: number | string }>(
        t.database.db,
        sql`SELECT id FROM event_seats WHERE basket_id = ${basketId}::uuid AND status = 'reserved' ORDER BY id`,
      )
    ).map((r) => Number(r.id));

  it('gives a seat two baskets race for to exactly one; the loser keeps its other lines', async () => {
    const [a, b] = [await openBasket(), await openBasket()];
    expect((await addSeats(a, ['A-1'])).statusCode).toBe(200);
    expect((await addSeats(b, ['A-2'])).statusCode).toBe(200);
    const results = await Promise.all([addSeats(a, ['A-5', 'A-6']), addSeats(b, ['A-6', 'A-7'])]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const lost = results[0]!.statusCode === 200 ? b : a;
    const loser = results.find((r) => r.statusCode !== 200)!;
    expect((loser.data.errors as { code: string }[])[0]!.code).toBe('purchase.seats_just_taken');
    const view = await f.api('GET', `/api/admin/baskets/${lost}`);
    expect((view.data.items as unknown[]).length).toBe(1);
    // The loser's own seat is still its; nothing of the failed add stays reserved.
    expect(await reservedBy(lost)).toEqual([f.seats.get(lost === a ? 'A-1' : 'A-2')]);
    const f6 = await rows<{ n: string }>(
      t.database.db,
      sql`SELECT count(*) AS n FROM basket_items WHERE event_seat_id = ${f.seats.get('A-6')}`,
    );
    expect(Number(f6[0]!.n)).toBe(1);
  });

  it('holds one basket to its ticket limit when its adds arrive at once, and releases what the refused adds took', async () => {
    const id = await openBasket();
    const picks = [
      ['C-1', 'C-2'],
      ['C-4', 'C-5'],
      ['C-7', 'C-8'],
      ['D-1', 'D-2'],
    ];
    const results = await Promise.all(picks.map((p) => addSeats(id, p)));
    // Four tickets per order: two of the four pairs fit, the others are refused.
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect((r.data.errors as { code: string }[])[0]!.code).toBe('purchase.ticket_limit_per_order');
    }
    const lineSeats = (
      await rows<{ id: number | string }>(
        t.database.db,
        sql`SELECT event_seat_id AS id FROM basket_items WHERE basket_id = ${id}::uuid ORDER BY event_seat_id`,
      )
    ).map((r) => Number(r.id));
    expect(lineSeats).toHaveLength(4);
    expect(await reservedBy(id)).toEqual(lineSeats);
  });

  it('never lets a GA area beyond capacity when many baskets add places at once', async () => {
    const baskets = await Promise.all(Array.from({ length: 12 }, openBasket));
    const results = await Promise.all(
      baskets.map((id) =>
        f.api('POST', `/api/admin/baskets/${id}/general-admission`, {
          eventId: f.eventId,
          areaId: f.areaId,
          quantity: 2,
        }),
      ),
    );
    const [area] = await rows<{ taken: number; capacity: number }>(
      t.database.db,
      sql`SELECT taken, capacity FROM event_ga_areas WHERE id = ${f.areaId}`,
    );
    const [held] = await rows<{ n: string | null }>(
      t.database.db,
      sql`SELECT sum(quantity) AS n FROM ga_reservations WHERE area_id = ${f.areaId} AND status = 'reserved'`,
    );
    const [lines] = await rows<{ n: string | null }>(
      t.database.db,
      sql`SELECT sum(quantity) AS n FROM basket_items WHERE ga_area_id = ${f.areaId}`,
    );
    const won = results.filter((r) => r.statusCode === 200).length;
    expect(won).toBeGreaterThan(0);
    expect(area!.taken).toBeLessThanOrEqual(area!.capacity);
    expect(Number(held!.n)).toBe(won * 2);
    expect(Number(lines!.n)).toBe(won * 2);
    expect(area!.taken).toBe(won * 2);
  });

  it('does not hold up other adds while baskets they are grouped with are held by another transaction', async () => {
    const [first, second, fresh, free] = [
      await openBasket(),
      await openBasket(),
      await openBasket(),
      await openBasket(),
    ];
    expect((await addSeats(first, ['E-1'])).statusCode).toBe(200);
    expect((await addSeats(second, ['E-2'])).statusCode).toBe(200);
    // Another connection holds three baskets, as checkouts converting them would; the third
    // has no line yet, so its add's snapshot would start its timer.
    const other = await t.database.pool!.connect();
    const waiting: Promise<{ statusCode: number }>[] = [];
    let heldDone = 0;
    try {
      await other.query('BEGIN');
      await other.query('SELECT id FROM baskets WHERE id = ANY($1::uuid[]) FOR UPDATE', [
        [first, second, fresh],
      ]);
      for (const [basket, seat] of [
        [first, 'E-3'],
        [second, 'E-4'],
        [fresh, 'E-8'],
      ] as const) {
        waiting.push(
          addSeats(basket, [seat]).then((r) => {
            heldDone++;
            return r;
          }),
        );
      }
      const adds = await Promise.all([
        addSeats(free, ['E-5']),
        addSeats(free, ['E-6']),
        addSeats(free, ['E-7']),
      ]);
      expect(adds.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      expect(heldDone).toBe(0);
    } finally {
      await other.query('COMMIT');
      other.release();
    }
    expect((await Promise.all(waiting)).map((r) => r.statusCode)).toEqual([200, 200, 200]);
    for (const id of [first, second]) {
      expect((await f.api('GET', `/api/admin/baskets/${id}`)).data.items).toHaveLength(2);
    }
    const started = await f.api('GET', `/api/admin/baskets/${fresh}`);
    expect(started.data.items).toHaveLength(1);
    expect(started.data.expiresAt).not.toBeNull();
    expect((await f.api('GET', `/api/admin/baskets/${free}`)).data.items).toHaveLength(3);
  });
});
