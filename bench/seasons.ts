import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { migrate } from '@/db/migrate';
import { accounts } from '@/db/schema';
import { rows } from '@/db/sql';
import { rollRenewals } from '@/modules/seasons/season-renewals.service';
import { insertVenue } from '@/modules/venues/venues.store';
import type { Jobs } from '@/platform/jobs/jobs';
import { hall, openBenchDatabase, seatedEvent } from './inventory';

/**
 * The renewal roll (decisions/0096): 20,000 subscriptions of this season rolled into renewal
 * holds of next season's package (three events of 20,000 seats each: 60,000 seats held) in the
 * roll's own set-based statements, timed; then the count of seats held twice (must be 0) and
 * of renewals holding fewer seats than events. Set DATABASE_URL for PostgreSQL (a throwaway
 * database is made and dropped). Prints figures; asserts nothing.
 */
const SUBSCRIPTIONS = Number(process.env.BENCH_SUBSCRIPTIONS ?? 20_000);
const NEXT_EVENTS = 3;

export async function seasonsBench(): Promise<void> {
  const { database, drop } = await openBenchDatabase();
  console.log(
    `database: ${database.kind === 'postgresql' ? 'PostgreSQL' : 'embedded PGlite (set DATABASE_URL for PostgreSQL)'}`,
  );
  try {
    await migrate(database);
    const db = database.db;
    const now = new Date();
    const [account] = await db
      .insert(accounts)
      .values({ name: 'Bench Seasons', seasonTicketsEnabled: true })
      .returning();
    const accountId = account!.id;
    const venue = await insertVenue(db, accountId, { name: 'Bench Hall', timezone: 'UTC' }, now);
    // 20 blocks of 25 rows of 40 seats: 20,000 seats an event.
    const map = hall(25, 40, 20);
    const thisEvent = await seatedEvent(database, accountId, venue.id, map);
    const next: number[] = [];
    for (let i = 0; i < NEXT_EVENTS; i++)
      next.push((await seatedEvent(database, accountId, venue.id, map)).eventId);
    console.log(`events: 1 this season, ${NEXT_EVENTS} next, ${thisEvent.count} seats each`);

    // This season: one order holding SUBSCRIPTIONS package lines (one per seat), each with its ticket.
    const seed = performance.now();
    const [ids] = await rows<{ template: number; price_type: number; customer: number }>(
      db,
      sql`WITH t AS (INSERT INTO event_templates (account_id, name, created_at, updated_at) VALUES (${accountId}, 'Bench', ${now}, ${now}) RETURNING id),
        pt AS (INSERT INTO price_types (account_id, template_id, name, offset_type) SELECT ${accountId}, id, 'Full price', 'Percentage' FROM t RETURNING id),
        c AS (INSERT INTO customers (account_id, first_name, last_name, email, created_at) VALUES (${accountId}, 'Bench', 'Holder', 'bench@example.test', ${now}) RETURNING id)
      SELECT (SELECT id FROM t) AS template, (SELECT id FROM pt) AS price_type, (SELECT id FROM c) AS customer`,
    );
    const seasons = await rows<{ id: number }>(
      db,
      sql`INSERT INTO seasons (account_id, name, starts_on, ends_on, created_at)
        VALUES (${accountId}, 'This season', '2027-01-01', '2027-12-31', ${now}), (${accountId}, 'Next season', '2028-01-01', '2028-12-31', ${now})
        RETURNING id`,
    );
    const [thisSeason, nextSeason] = seasons.map((s) => s.id);
    await db.execute(
      sql`INSERT INTO season_events (account_id, season_id, event_id) VALUES (${accountId}, ${thisSeason!}, ${thisEvent.eventId})`,
    );
    for (const e of next)
      await db.execute(
        sql`INSERT INTO season_events (account_id, season_id, event_id) VALUES (${accountId}, ${nextSeason!}, ${e})`,
      );
    const packages = await rows<{ id: number }>(
      db,
      sql`INSERT INTO season_packages (account_id, season_id, name, created_at)
        VALUES (${accountId}, ${thisSeason!}, 'Full', ${now}), (${accountId}, ${nextSeason!}, 'Full', ${now}) RETURNING id`,
    );
    const [fromId, packageId] = packages.map((p) => p.id);
    const basketId = randomUUID();
    await db.execute(sql`INSERT INTO baskets (id, account_id, channel, status, created_at, updated_at)
      VALUES (${basketId}::uuid, ${accountId}, 'PointOfSale', 'completed', ${now}, ${now})`);
    const [order] = await rows<{ id: number }>(
      db,
      sql`INSERT INTO orders (global_id, account_id, basket_id, idempotency_key, channel, buyer, customer_id,
          face_value_total, fee_total, discount_total, total, created_at)
        VALUES (${randomUUID()}::uuid, ${accountId}, ${basketId}::uuid, 'bench-seasons', 'PointOfSale', '{}'::jsonb, ${ids!.customer},
          0, 0, 0, 0, ${now}) RETURNING id`,
    );
    await db.execute(
      sql`WITH seats AS (
          SELECT id, section, row, seat FROM event_seats WHERE event_id = ${thisEvent.eventId} ORDER BY id LIMIT ${SUBSCRIPTIONS}
        ), lines AS (
          INSERT INTO season_package_lines (account_id, package_id, basket_id, price_type_id, section, row, seat, price, created_at)
          SELECT ${accountId}, ${fromId!}, ${basketId}::uuid, ${ids!.price_type}, section, row, seat, 0, ${now} FROM seats
          RETURNING id, section, row, seat
        )
        INSERT INTO order_tickets (account_id, order_id, event_id, seat_key, section, face_value, total, barcode, issued_at, package_line_id)
        SELECT ${accountId}, ${order!.id}, ${thisEvent.eventId}, section || '-' || row || '-' || seat, section, 0, 0,
          'bench-' || id, ${now}, id FROM lines`,
    );
    // Some next-season seats were sold singly before the roll: their holders' renewals hold nothing.
    await db.execute(
      sql`UPDATE event_seats SET status = 'kill' WHERE event_id = ${next[0]!} AND id % 97 = 0`,
    );
    await db.execute(
      sql`WITH h AS (INSERT INTO holds (account_id, name) VALUES (${accountId}, 'Renewals: bench') RETURNING id)
        UPDATE season_packages SET renews_package_id = ${fromId!},
          renewal_deadline = ${new Date(now.getTime() + 30 * 86_400_000)}, renewal_hold_id = (SELECT id FROM h)
        WHERE id = ${packageId!}`,
    );
    // The seats and orders a venue has had for a while: the planner has counted them.
    await db.execute(sql`ANALYZE`);
    console.log(`seeded ${SUBSCRIPTIONS} subscriptions in ${(performance.now() - seed).toFixed(0)} ms`);

    const io = { db, now: () => new Date(), jobs: {} as Jobs };
    const payload = { accountId, packageId: packageId!, deadline: '' };
    const started = performance.now();
    const held = await rollRenewals(io, payload);
    const ms = performance.now() - started;
    const [check] = await rows<{ renewals: number; twice: number; partial: number; seats_held: number }>(
      db,
      sql`SELECT (SELECT count(*)::int FROM season_renewals WHERE package_id = ${packageId!}) AS renewals,
          (SELECT count(*)::int FROM (SELECT s.id FROM event_seats s JOIN season_renewal_seats rs ON rs.event_seat_id = s.id
             GROUP BY s.id HAVING count(*) > 1) x) AS twice,
          (SELECT count(*)::int FROM season_renewals r WHERE r.package_id = ${packageId!} AND r.status = 'held'
             AND (SELECT count(*) FROM season_renewal_seats rs WHERE rs.renewal_id = r.id) <> ${NEXT_EVENTS}) AS partial,
          (SELECT count(*)::int FROM event_seats WHERE status = 'hold' AND event_id = ANY(${sql.param(next)}::int[])) AS seats_held`,
    );
    console.log(
      `roll ${check!.renewals} subscriptions into renewal holds: ${ms.toFixed(0)} ms (${(ms / 1000).toFixed(2)} s)`,
    );
    console.log(`renewals holding seats: ${held}; seats held: ${check!.seats_held}`);
    console.log(`seats held twice: ${check!.twice}; renewals holding only some events: ${check!.partial}`);
  } finally {
    await drop();
  }
}
