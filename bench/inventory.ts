import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { generateMap, type SeatMapDefinition } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { buildApp } from '@/app';
import { loadConfig } from '@/config';
import { type Database, openEmbedded, openPostgres } from '@/db/client';
import { migrate } from '@/db/migrate';
import { accounts, eventGaAreas, userGroups, users } from '@/db/schema';
import { rows } from '@/db/sql';
import { createEventAt, generateSeatsFor } from '@/modules/events/events.service';
import {
  type Buyer,
  releaseBasket,
  takeGaPlaces,
  takeSeats,
  takeSeatsStatement,
} from '@/modules/inventory/reservations.store';
import { createMapFrom } from '@/modules/maps/maps.service';
import { insertVenue } from '@/modules/venues/venues.store';
import { hashPassword } from '@/platform/auth/passwords';

export function hall(rows: number, seatsPerRow: number, blocks: number, gaCapacity = 0): SeatMapDefinition {
  return generateMap({
    sections: Array.from({ length: blocks }, (_, i) => ({
      name: `Block ${i + 1}`,
      rows,
      seatsPerRow,
      shape: 'curved' as const,
      aislesAfter: [Math.floor(seatsPerRow / 2)],
      rowLabels: 'letters' as const,
      firstSeatNumber: 1,
      x: i * (seatsPerRow * 11 + 60),
      y: 0,
      seatSpacing: 10,
      rowSpacing: 12,
      radius: 600,
    })),
    gaAreas: gaCapacity ? [{ name: 'Floor', capacity: gaCapacity }] : [],
  });
}

/** Connections each side of the comparison gets. */
const poolSize = Number(process.env.BENCH_POOL ?? 20);

export async function openBenchDatabase(): Promise<{
  database: Database;
  url?: string;
  drop(): Promise<void>;
}> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openEmbedded(undefined);
    return { database, drop: () => database.close() };
  }
  const name = `tessera_bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = openPostgres(target.toString(), poolSize);
  return {
    database,
    url: target.toString(),
    async drop() {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export async function seatedEvent(
  database: Database,
  accountId: number,
  venueId: number,
  map: SeatMapDefinition,
) {
  const mapId = await createMapFrom(
    database.db,
    accountId,
    { venueId, name: `Map ${randomUUID()}`, map, userId: null },
    new Date(),
  );
  const eventId = await createEventAt(
    database.db,
    accountId,
    { name: 'Bench night', venueId, mapId, startsAt: '2027-06-01T19:30:00Z', dontLeaveSingleSeats: false },
    new Date(),
  );
  const started = performance.now();
  const count = await generateSeatsFor(database.db, accountId, eventId, new Date());
  return { eventId, count, ms: performance.now() - started };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export interface Run {
  holds: number;
  failures: number;
  seconds: number;
  latencies: number[];
}

/** `buyers` concurrent loops for `seconds`: each takes 2–4 seats (or GA places), holds them briefly, releases. */
export async function buyersFor(
  seconds: number,
  buyers: number,
  attempt: (i: number) => Promise<boolean>,
): Promise<Run> {
  const latencies: number[] = [];
  let failures = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: buyers }, async (_, i) => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const ok = await attempt(i).catch(() => false);
        if (ok) latencies.push(performance.now() - t0);
        else failures++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { holds: latencies.length, failures, seconds: (performance.now() - started) / 1000, latencies };
}

function print(name: string, run: Run) {
  const { latencies } = run;
  console.log(
    `${name.padEnd(52)} ${(run.holds / run.seconds).toFixed(0).padStart(6)} holds/s  p50 ${percentile(latencies, 50).toFixed(1)} ms  p95 ${percentile(latencies, 95).toFixed(1)} ms  p99 ${percentile(latencies, 99).toFixed(1)} ms  (refused ${run.failures})`,
  );
}

export async function inventoryBench(): Promise<void> {
  const { database, url, drop } = await openBenchDatabase();
  const kind =
    database.kind === 'postgresql' ? 'PostgreSQL' : 'embedded PGlite (set DATABASE_URL for PostgreSQL)';
  console.log(`database: ${kind}`);
  try {
    await migrate(database);
    const db = database.db;
    const [account] = await db.insert(accounts).values({ name: 'Bench Hall' }).returning();
    const accountId = account!.id;
    const venue = await insertVenue(db, accountId, { name: 'Bench Arena', timezone: 'UTC' }, new Date());

    // Seat map figures: 20,000 seats.
    const big = await seatedEvent(database, accountId, venue.id, hall(25, 40, 20));
    console.log(`generate ${big.count} event seats: ${big.ms.toFixed(0)} ms`);
    await payloadFigures(database, accountId, big.eventId);

    // Holds: 200 buyers against 10,000 seats and a 5,000-place GA area.
    const { eventId, count } = await seatedEvent(database, accountId, venue.id, hall(25, 40, 10, 5000));
    const [area] = await db.select().from(eventGaAreas).where(sql`${eventGaAreas.eventId} = ${eventId}`);
    const ids = (
      await rows<{ id: string }>(db, sql`SELECT id FROM event_seats WHERE event_id = ${eventId} ORDER BY id`)
    ).map((r) => Number(r.id));
    console.log(`hold event: ${count} seats, GA capacity ${area!.capacity}`);
    if (database.kind !== 'postgresql') {
      console.log('concurrent buyers: skipped (the embedded database is a single connection)');
      return;
    }
    const seconds = Number(process.env.BENCH_SECONDS ?? 8);
    const blockOf = (list: number[]) => {
      const start = Math.floor(Math.random() * (list.length - 4));
      return list.slice(start, start + 2 + Math.floor(Math.random() * 3));
    };
    const until = () => new Date(Date.now() + 600_000);
    const newBuyer = (): Buyer => ({
      basketId: randomUUID(),
      channel: 'Web',
      allowedHoldIds: [],
      userId: null,
    });
    // Each buyer holds for a moment, then lets go, so inventory stays in play for the whole run.
    const releaseSoon = (basketId: string) =>
      setTimeout(() => void releaseBasket(db, accountId, basketId, new Date()).catch(() => undefined), 20);
    console.log(
      `buyers: closed loop, no think time — each buyer asks for 2–4 adjacent seats at a random place (or 1–4 GA places), waits for the answer and asks again at once; a basket it got is released 20 ms later without waiting. ${seconds} s per line; latencies are of holds granted, "refused" counts asks that found a seat already held.`,
    );

    // The ceiling: the single take statement through a bare pg pool of the same size, on an
    // event of its own, with the same releases; one statement per hold, no grouping.
    const other = await seatedEvent(database, accountId, venue.id, hall(25, 40, 10));
    const otherIds = (
      await rows<{ id: string }>(
        db,
        sql`SELECT id FROM event_seats WHERE event_id = ${other.eventId} ORDER BY id`,
      )
    ).map((r) => Number(r.id));
    const dialect = new PgDialect();
    const pool = new pg.Pool({ connectionString: url, max: poolSize });
    const settle = () => new Promise((r) => setTimeout(r, 500));
    try {
      for (const buyerCount of [50, 200]) {
        const service = await buyersFor(seconds, buyerCount, async () => {
          const b = newBuyer();
          await takeSeats(db, accountId, eventId, blockOf(ids), b, until(), new Date());
          releaseSoon(b.basketId);
          return true;
        });
        await settle();
        print(`seats, reservation core (${buyerCount} buyers)`, service);
        const ceiling = await buyersFor(seconds, buyerCount, async () => {
          const b = newBuyer();
          const wanted = blockOf(otherIds);
          const query = dialect.sqlToQuery(
            takeSeatsStatement(accountId, other.eventId, wanted, b, until(), new Date()),
          );
          const result = await pool.query(query.sql, query.params as unknown[]);
          releaseSoon(b.basketId);
          return result.rowCount === wanted.length;
        });
        await settle();
        print(`seats, one statement per hold via pg (${buyerCount} buyers)`, ceiling);
        console.log(
          `reservation core / bare-pg ceiling at ${buyerCount} buyers: ${((service.holds / service.seconds / (ceiling.holds / ceiling.seconds)) * 100).toFixed(0)}%`,
        );
        const ga = await buyersFor(seconds, buyerCount, async (i) => {
          const b = newBuyer();
          await takeGaPlaces(db, accountId, eventId, area!.id, 1 + (i % 4), b, until(), new Date());
          releaseSoon(b.basketId);
          return true;
        });
        await settle();
        print(`GA places, reservation core (${buyerCount} buyers)`, ga);
      }
    } finally {
      await pool.end();
    }

    // A seat is held twice when a basket took it while the previous entry of its history left it reserved.
    const [twice] = await rows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM (
          SELECT to_status, lag(to_status) OVER (PARTITION BY event_seat_id ORDER BY id) AS before
          FROM seat_history WHERE event_id = ${eventId} AND event_seat_id IS NOT NULL
        ) t WHERE to_status IN ('reserved', 'sold', 'comp') AND before IN ('reserved', 'sold', 'comp')`,
    );
    const [over] = await rows<{ over: number }>(
      db,
      sql`SELECT greatest(0, coalesce(sum(quantity), 0) - max(a.capacity))::int AS over FROM event_ga_areas a
        LEFT JOIN ga_reservations r ON r.area_id = a.id AND r.status IN ('reserved', 'sold', 'comp') WHERE a.id = ${area!.id}`,
    );
    console.log(
      `seats found in two live baskets or orders: ${twice!.n}; GA places beyond capacity: ${over!.over}`,
    );
  } finally {
    if (process.env.BENCH_KEEP) await database.close();
    else await drop();
  }
}

/** Bytes of the seat payload for a 20,000-seat event, and the server's time to build it. */
async function payloadFigures(database: Database, accountId: number, eventId: number) {
  const [group] = await database.db.insert(userGroups).values({ accountId, name: 'Bench' }).returning();
  await database.db.insert(users).values({
    accountId,
    email: `bench-${randomUUID()}@example.test`,
    firstName: 'B',
    lastName: 'Ench',
    role: 'Admin',
    userGroupId: group!.id,
    passwordHash: await hashPassword('Bench-Password-1!'),
  });
  const [user] = await rows<{ email: string }>(
    database.db,
    sql`SELECT email FROM users WHERE account_id = ${accountId}`,
  );
  const app = await buildApp({
    database,
    config: loadConfig({ LOG_LEVEL: 'silent' }),
    logger: false,
    webDir: '/nonexistent',
  });
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user!.email, password: 'Bench-Password-1!' },
    });
    const token = login.json().token as string;
    // As a script asks (no compression) and as a browser asks (brotli or gzip).
    const timed = async (encoding: string | undefined) => {
      const times: number[] = [];
      let bytes = 0;
      let body = '';
      for (let i = 0; i < 5; i++) {
        const t0 = performance.now();
        const res = await app.inject({
          method: 'GET',
          url: `/api/admin/events/${eventId}/seats`,
          headers: { authorization: `Bearer ${token}`, ...(encoding ? { 'accept-encoding': encoding } : {}) },
        });
        times.push(performance.now() - t0);
        bytes = res.rawPayload.length;
        body = res.body;
      }
      times.sort((a, b) => a - b);
      return { ms: percentile(times, 50), bytes, body };
    };
    const plain = await timed(undefined);
    const browser = await timed('br, gzip');
    const gzip = gzipSync(plain.body).length;
    console.log(
      `seat payload, 20,000 seats: ${(plain.bytes / 1024).toFixed(0)} KB raw, ${(gzip / 1024).toFixed(0)} KB gzip, ${(browser.bytes / 1024).toFixed(0)} KB as served to a browser (brotli); server time median ${plain.ms.toFixed(0)} ms uncompressed, ${browser.ms.toFixed(0)} ms with brotli`,
    );
  } finally {
    await app.close();
  }
}
