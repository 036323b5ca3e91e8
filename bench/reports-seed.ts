import type pg from 'pg';

/**
 * A year of box office for the reports bench, written straight into the real tables with
 * set-based SQL: `ORDERS` orders of the demo account over `DAYS` days from `FIRST_DAY`, each
 * with its basket, one to four tickets of one of `EVENTS` performances, one payment, and for
 * one order in 33 a void a few days later (tickets voided, the payment refunded). One order
 * in 100 is a confirmed group sale. Chunks are committed one by one and recorded in the
 * `bench` schema, so an interrupted seeding resumes and a seeded database is reused.
 */
export const ORDERS = 1_000_000;
export const FIRST_DAY = '2025-12-01';
export const DAYS = 365;
export const EVENTS = 400;
const CHUNK = 50_000;

const log = (line: string) => console.log(`[reports seed ${new Date().toISOString().slice(11, 19)}] ${line}`);

interface Meta {
  account_id: number;
  venue_id: number;
  time_zone: string;
  base_id: string;
  first_event_id: number;
  orders: number;
}

async function meta(client: pg.PoolClient, orders: number): Promise<Meta> {
  await client.query(`CREATE SCHEMA IF NOT EXISTS bench`);
  await client.query(`CREATE TABLE IF NOT EXISTS bench.reports_seed (
    account_id int NOT NULL, venue_id int NOT NULL, time_zone text NOT NULL, base_id bigint NOT NULL,
    first_event_id int NOT NULL, orders int NOT NULL, first_day date NOT NULL, done boolean NOT NULL DEFAULT false)`);
  await client.query(`CREATE TABLE IF NOT EXISTS bench.reports_seed_chunks (chunk int PRIMARY KEY)`);
  const [existing] = (await client.query<Meta>('SELECT * FROM bench.reports_seed')).rows;
  if (existing) return existing;

  const [place] = (
    await client.query<{ account_id: number; venue_id: number; time_zone: string }>(
      `SELECT a.id AS account_id, v.id AS venue_id, v.timezone AS time_zone
       FROM accounts a JOIN venues v ON v.account_id = a.id WHERE a.name = 'Demo Theatre' ORDER BY v.id LIMIT 1`,
    )
  ).rows;
  if (!place) throw new Error('the demo account (or its venue) is missing: start the server once first');
  await client.query('BEGIN');
  // Performances spread over the year and two months past it (orders are bought ahead).
  const events = await client.query<{ id: number }>(
    `INSERT INTO events (account_id, venue_id, name, starts_at, status, active, created_at)
     SELECT $1, $2, 'Bench ' || (ARRAY['Hamlet','Carmen','Giselle','The Tempest','Cabaret'])[1 + k % 5] || ' #' || k,
       $3::timestamptz + make_interval(hours => 19) + make_interval(days => (k * ($4 + 60)) / $5), 'Scheduled', false,
       $3::timestamptz - interval '60 days'
     FROM generate_series(0, $5 - 1) k RETURNING id`,
    [place.account_id, place.venue_id, `${FIRST_DAY} 00:00:00 ${place.time_zone}`, DAYS, EVENTS],
  );
  const firstEventId = Math.min(...events.rows.map((r) => r.id));
  const [base] = (await client.query<{ n: string }>(`SELECT coalesce(max(id), 0) + 1000 AS n FROM orders`))
    .rows;
  await client.query(
    `INSERT INTO bench.reports_seed (account_id, venue_id, time_zone, base_id, first_event_id, orders, first_day)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [place.account_id, place.venue_id, place.time_zone, base!.n, firstEventId, orders, FIRST_DAY],
  );
  // Group sales need a client.
  await client.query(
    `INSERT INTO group_clients (account_id, name, contacts, created_at, updated_at)
     SELECT $1, 'Bench Schools Trust',
       '[{"name": "Pat Group", "email": "groups@example.test", "phone": ""}]'::jsonb, now(), now()`,
    [place.account_id],
  );
  await client.query('COMMIT');
  return (await client.query<Meta>('SELECT * FROM bench.reports_seed')).rows[0]!;
}

/** One chunk of orders g in [lo, hi): baskets, orders, tickets, payments, voids and refunds, group requests. */
async function seedChunk(
  client: pg.PoolClient,
  m: Meta,
  lo: number,
  hi: number,
  orders: number,
): Promise<void> {
  const params = [
    lo,
    hi,
    m.account_id,
    m.base_id,
    `${FIRST_DAY} 00:00:00 ${m.time_zone}`,
    DAYS,
    orders,
    m.first_event_id,
    EVENTS,
  ];
  // g → its order: the instant (spread evenly over the year, by id), channel, ticket count, price.
  const orderOf = `
    WITH g AS (
      SELECT g, $4::bigint + g AS id,
        $5::timestamptz + make_interval(secs => (g::float8 * $6 * 86400) / $7) AS at,
        1 + ((g::bigint * 7919) % 101)::int % 4 AS n,
        (ARRAY[2500, 4500, 6500, 9000])[1 + (g * 31) % 4] AS price,
        (ARRAY['Web','Web','Web','Web','Web','PointOfSale','PointOfSale','CallCenter','Web','API'])[1 + (g * 13) % 10] AS channel,
        (ARRAY['Ada','Grace','Alan','Edsger','Barbara','Ken','Linus','Margaret','Donald','Frances'])[1 + g % 10] AS first_name,
        (ARRAY['Lovelace','Hopper','Turing','Dijkstra','Liskov','Thompson','Torvalds','Hamilton','Knuth','Allen',
               'Baker','Clarke','Davies','Evans','Fisher','Green','Hughes','Jones','King','Lewis'])[1 + (g / 10) % 20] AS last_name,
        g % 33 = 0 AS voided,
        g % 100 = 1 AS grouped,
        $8::int AS first_event, $9::int AS events
      FROM generate_series($1::int, $2::int - 1) g)`;
  const eventOf = `g.first_event + least(g.events - 1, ((extract(epoch FROM g.at - $5::timestamptz) / 86400 + (g.g % 45) + 1) * g.events / ($6 + 60))::int)`;
  await client.query('BEGIN');
  await client.query(`SET LOCAL synchronous_commit = off`);
  await client.query(
    `${orderOf}
     INSERT INTO baskets (id, account_id, channel, status, created_at, updated_at)
     SELECT md5('bench-basket-' || g.g)::uuid, $3, CASE WHEN g.grouped THEN 'GroupSales' ELSE g.channel END, 'checked_out', g.at, g.at
     FROM g`,
    params,
  );
  await client.query(
    `${orderOf}
     INSERT INTO orders (id, global_id, account_id, basket_id, idempotency_key, status, channel, buyer,
       face_value_total, fee_total, discount_total, delivery_total, total, created_at)
     SELECT g.id, md5('bench-order-' || g.g)::uuid, $3, md5('bench-basket-' || g.g)::uuid, 'bench-' || g.g,
       CASE WHEN g.voided THEN 'voided' ELSE 'new' END, CASE WHEN g.grouped THEN 'GroupSales' ELSE g.channel END,
       jsonb_build_object('firstName', g.first_name, 'lastName', g.last_name, 'email', 'buyer' || g.g || '@example.test'),
       g.n * g.price, g.n * 150, 0, 0, g.n * (g.price + 150), g.at
     FROM g`,
    params,
  );
  await client.query(
    `${orderOf}
     INSERT INTO order_tickets (account_id, order_id, event_id, seat_key, section, row, seat, price_type_name,
       face_value, total, status, barcode, issued_at, voided_at)
     SELECT $3, g.id, ${eventOf}, 'bench-' || g.g || '-' || k, 'Stalls', chr(65 + (g.g + k) % 20), ((g.g * 7 + k) % 30 + 1)::text,
       'Full price', g.price, g.price + 150, CASE WHEN g.voided THEN 'voided' ELSE 'new' END,
       'BENCH' || g.g || 'T' || k, g.at, CASE WHEN g.voided THEN g.at + interval '3 days' END
     FROM g CROSS JOIN LATERAL generate_series(1, g.n) k`,
    params,
  );
  await client.query(
    `${orderOf}
     INSERT INTO payments (account_id, order_id, type, amount, method, last4, status, created_at)
     SELECT $3, g.id, t.type, g.n * (g.price + 150), t.method, t.last4,
       CASE WHEN g.voided THEN 'refunded' ELSE 'captured' END, g.at
     FROM g CROSS JOIN LATERAL (SELECT CASE
         WHEN g.channel = 'PointOfSale' AND g.g % 2 = 0 THEN 'Cash'
         WHEN g.channel = 'CallCenter' AND g.g % 5 = 0 THEN 'Check'
         ELSE 'CreditCard' END AS type) p0
       CROSS JOIN LATERAL (SELECT p0.type, CASE WHEN p0.type = 'CreditCard' THEN 'Visa' END AS method,
         CASE WHEN p0.type = 'CreditCard' THEN lpad(((g.g * 37) % 10000)::text, 4, '0') END AS last4) t`,
    params,
  );
  await client.query(
    `${orderOf}
     INSERT INTO order_refunds (account_id, order_id, payment_id, amount, state, settled_at, created_at)
     SELECT $3, g.id, p.id, p.amount, 'succeeded', g.at + interval '3 days', g.at + interval '3 days'
     FROM g JOIN payments p ON p.order_id = g.id WHERE g.voided`,
    params,
  );
  await client.query(
    `${orderOf}
     INSERT INTO group_sale_requests (account_id, client_id, event_id, group_size, status, order_id, deposit,
       balance_due_at, created_at, confirmed_at)
     SELECT $3, (SELECT min(id) FROM group_clients WHERE account_id = $3 AND name = 'Bench Schools Trust'),
       ${eventOf}, g.n, 'confirmed', g.id, (g.n * (g.price + 150)) / 5, g.at + interval '30 days', g.at, g.at
     FROM g WHERE g.grouped AND NOT g.voided`,
    params,
  );
  await client.query(`INSERT INTO bench.reports_seed_chunks (chunk) VALUES ($1)`, [lo / CHUNK]);
  await client.query('COMMIT');
}

export interface SeededYear {
  accountId: number;
  timeZone: string;
  firstEventId: number;
  orders: number;
  /** Whether this run wrote the data (false: it was there already). */
  seededNow: boolean;
  seconds: number;
}

/**
 * Seeds the year unless it is there already (resuming an interrupted seeding): `orders` spread
 * over it (1,000,000 by default; fewer for a quick run, as the replica bench allows).
 */
export async function seedYear(pool: pg.Pool, orders = ORDERS): Promise<SeededYear> {
  const started = performance.now();
  const client = await pool.connect();
  try {
    const m = await meta(client, orders);
    // A database seeded before keeps its own count.
    const total = m.orders;
    const done = new Set(
      (await client.query<{ chunk: number }>('SELECT chunk FROM bench.reports_seed_chunks')).rows.map(
        (r) => r.chunk,
      ),
    );
    const [state] = (await client.query<{ done: boolean }>('SELECT done FROM bench.reports_seed')).rows;
    const seededNow = !state?.done;
    if (seededNow) {
      log(
        `seeding ${total.toLocaleString('en')} orders (${done.size} of ${Math.ceil(total / CHUNK)} chunks already there)`,
      );
      for (let lo = 0; lo < total; lo += CHUNK) {
        if (done.has(lo / CHUNK)) continue;
        await seedChunk(client, m, lo, Math.min(total, lo + CHUNK), total);
        log(`${Math.min(total, lo + CHUNK).toLocaleString('en')} orders`);
      }
      await client.query(
        `SELECT setval(pg_get_serial_sequence('orders', 'id'), (SELECT max(id) FROM orders))`,
      );
      log('VACUUM ANALYZE');
      await client.query('VACUUM ANALYZE');
      await client.query('UPDATE bench.reports_seed SET done = true');
    }
    return {
      accountId: m.account_id,
      timeZone: m.time_zone,
      firstEventId: m.first_event_id,
      orders: m.orders,
      seededNow,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    client.release();
  }
}
