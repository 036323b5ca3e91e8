import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '@/db/client';
import { eventGaAreas } from '@/db/schema';
import { arrayParam, rows } from '@/db/sql';
import { type Buyer, takeGaPlaces, takeSeats } from '@/modules/inventory/reservations.store';
import { freshDatabase } from '../database';
import { buyer, createAccount, createSeatedEvent } from '../factories';

type TakeSeats = typeof takeSeats;
type TakeGa = typeof takeGaPlaces;

/**
 * The guard removed: read which seats are free, then write them, as a naive implementation
 * would. Used only here, to show the checks below catch a real race.
 */
const unsafeTakeSeats: TakeSeats = async (db, accountId, eventId, seatIds, b, until, now) =>
  db.transaction(async (tx) => {
    const free = await rows<{ id: string }>(
      tx,
      sql`SELECT id FROM event_seats WHERE event_id = ${eventId} AND id = ANY(${arrayParam(seatIds)}::bigint[]) AND status = 'open'`,
    );
    if (free.length !== seatIds.length) throw new Error('unavailable');
    await new Promise((r) => setImmediate(r));
    await tx.execute(sql`UPDATE event_seats SET status = 'reserved', basket_id = ${b.basketId}::uuid, reserved_until = ${until}
      WHERE id = ANY(${arrayParam(seatIds)}::bigint[])`);
    await tx.execute(sql`INSERT INTO seat_history (account_id, event_id, event_seat_id, from_status, to_status, basket_id, created_at)
      SELECT ${accountId}, ${eventId}, id, 'open', 'reserved', ${b.basketId}::uuid, ${now} FROM unnest(${arrayParam(seatIds)}::bigint[]) AS id`);
    return [...seatIds];
  });

const unsafeTakeGa: TakeGa = async (db, accountId, eventId, areaId, quantity, b, until, now) =>
  db.transaction(async (tx) => {
    const [area] = await rows<{ taken: number; capacity: number }>(
      tx,
      sql`SELECT taken, capacity FROM event_ga_areas WHERE id = ${areaId}`,
    );
    if (area!.taken + quantity > area!.capacity) throw new Error('sold out');
    await new Promise((r) => setImmediate(r));
    await tx.execute(sql`UPDATE event_ga_areas SET taken = ${area!.taken + quantity} WHERE id = ${areaId}`);
    const [res] = await rows<{ id: string }>(
      tx,
      sql`INSERT INTO ga_reservations (account_id, event_id, area_id, basket_id, quantity, status, reserved_until, created_at)
        VALUES (${accountId}, ${eventId}, ${areaId}, ${b.basketId}::uuid, ${quantity}, 'reserved', ${until}, ${now}) RETURNING id`,
    );
    return Number(res!.id);
  });

interface RaceResult {
  seatTakes: number;
  gaTakes: number;
  /** Seats that more than one basket was told it holds. */
  seatsHeldTwice: number;
  /** Places reserved beyond the area's capacity. */
  gaOverCapacity: number;
}

/**
 * Many buyers at once, each trying overlapping seat blocks in a small hot region and places
 * of one GA area; then the committed data is checked.
 */
async function race(db: Db, take: TakeSeats, takeGa: TakeGa, accountId: number): Promise<RaceResult> {
  const { eventId } = await createSeatedEvent(db, accountId, { rows: 4, seatsPerRow: 20, gaCapacity: 150 });
  const seats = await rows<{ id: string }>(
    db,
    sql`SELECT id FROM event_seats WHERE event_id = ${eventId} ORDER BY id`,
  );
  const ids = seats.map((s) => Number(s.id));
  const [area] = await db.select().from(eventGaAreas).where(eq(eventGaAreas.eventId, eventId));
  const now = new Date();
  const until = new Date(now.getTime() + 3_600_000);
  let seatTakes = 0;
  let gaTakes = 0;
  let seed = 7;
  const random = (n: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed % n;
  };
  const buyers: Buyer[] = Array.from({ length: 120 }, () => buyer());
  await Promise.all(
    buyers.map(async (b, i) => {
      for (let attempt = 0; attempt < 4; attempt++) {
        try {
          if ((i + attempt) % 3 === 0) {
            await takeGa(db, accountId, eventId, area!.id, 1 + random(6), b, until, now);
            gaTakes++;
          } else {
            const start = random(ids.length - 4);
            await take(db, accountId, eventId, ids.slice(start, start + 2 + random(3)), b, until, now);
            seatTakes++;
          }
        } catch {
          // Someone else got there first: expected under contention.
        }
      }
    }),
  );
  const [twice] = await rows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM (
        SELECT event_seat_id FROM seat_history WHERE event_id = ${eventId} AND to_status = 'reserved' AND event_seat_id IS NOT NULL
        GROUP BY event_seat_id HAVING count(DISTINCT basket_id) > 1
      ) t`,
  );
  const [ga] = await rows<{ reserved: number; capacity: number }>(
    db,
    sql`SELECT coalesce(sum(r.quantity), 0)::int AS reserved, a.capacity FROM event_ga_areas a
      LEFT JOIN ga_reservations r ON r.area_id = a.id AND r.status IN ('reserved', 'sold', 'comp')
      WHERE a.id = ${area!.id} GROUP BY a.capacity`,
  );
  return {
    seatTakes,
    gaTakes,
    seatsHeldTwice: twice?.n ?? 0,
    gaOverCapacity: Math.max(0, ga!.reserved - ga!.capacity),
  };
}

describe.runIf(process.env.DATABASE_URL)('many buyers at once on PostgreSQL', () => {
  let database: Database;
  let accountId: number;
  beforeAll(async () => {
    database = await freshDatabase(20);
    accountId = (await createAccount(database.db)).id;
  });
  afterAll(() => database.close());

  it('never holds a seat twice nor passes GA capacity', async () => {
    const result = await race(database.db, takeSeats, takeGaPlaces, accountId);
    expect(result.seatTakes).toBeGreaterThan(10);
    expect(result.gaTakes).toBeGreaterThan(10);
    expect(result.seatsHeldTwice).toBe(0);
    expect(result.gaOverCapacity).toBe(0);
    // Every reserved seat belongs to exactly the basket its one history entry names.
    const [mismatch] = await rows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM event_seats s JOIN seat_history h ON h.event_seat_id = s.id AND h.to_status = 'reserved'
        WHERE s.status = 'reserved' AND s.basket_id IS DISTINCT FROM h.basket_id`,
    );
    expect(mismatch!.n).toBe(0);
    const [counter] = await rows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM event_ga_areas a WHERE a.taken <> (SELECT coalesce(sum(quantity), 0) FROM ga_reservations r
        WHERE r.area_id = a.id AND r.status IN ('reserved', 'sold', 'comp'))`,
    );
    expect(counter!.n).toBe(0);
  });

  it('finds double holds and overselling when the guard is taken away (so the checks can catch a race)', async () => {
    const result = await race(database.db, unsafeTakeSeats, unsafeTakeGa, accountId);
    expect(result.seatsHeldTwice).toBeGreaterThan(0);
    expect(result.gaOverCapacity).toBeGreaterThan(0);
  });
});
