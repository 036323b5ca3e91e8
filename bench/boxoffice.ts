import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { buildApp } from '@/app';
import { loadConfig } from '@/config';
import { migrate } from '@/db/migrate';
import { accounts, events, userGroups, users } from '@/db/schema';
import { rows } from '@/db/sql';
import { insertVenue } from '@/modules/venues/venues.store';
import { hashPassword } from '@/platform/auth/passwords';
import { hall, openBenchDatabase, seatedEvent } from './inventory';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const ms = (n: number) => `${n.toFixed(1)} ms`;

/**
 * Box office figures on PostgreSQL: selling a 4-seat order through the API (open basket, best
 * seats, checkout for cash) with 200 sellers at once, and the orders list over 1,000,000 orders.
 * The app runs in-process (app.inject): the figures are the server's and the database's, without
 * a network hop.
 */
export async function boxofficeBench(): Promise<void> {
  if (!process.env.DATABASE_URL) {
    console.log('boxoffice: set DATABASE_URL to a PostgreSQL server (the figures are for PostgreSQL)');
    return;
  }
  const { database, drop } = await openBenchDatabase();
  try {
    await migrate(database);
    const db = database.db;
    const [account] = await db.insert(accounts).values({ name: 'Bench Box Office' }).returning();
    const accountId = account!.id;
    const venue = await insertVenue(db, accountId, { name: 'Bench Arena', timezone: 'UTC' }, new Date());
    const [group] = await db.insert(userGroups).values({ accountId, name: 'Bench' }).returning();
    const email = `bench-${randomUUID()}@example.test`;
    await db.insert(users).values({
      accountId,
      email,
      firstName: 'B',
      lastName: 'Ench',
      role: 'Admin',
      userGroupId: group!.id,
      passwordHash: await hashPassword('Bench-Password-1!'),
    });
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
        payload: { email, password: 'Bench-Password-1!' },
      });
      const auth = { authorization: `Bearer ${login.json().token as string}` };
      const api = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
        const res = await app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
        if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
        return res.json();
      };

      // An event of 10,000 seats at $45.00 with a full-price type, on sale.
      const { eventId, count } = await seatedEvent(database, accountId, venue.id, hall(25, 40, 10));
      const template = await api('POST', '/api/admin/event-templates', { name: 'Bench' });
      await api('POST', `/api/admin/event-templates/${template.id}/price-types`, {
        name: 'Full price',
        offsetType: 'Percentage',
        defaultDiscount: 0,
      });
      await db.update(events).set({ templateId: template.id }).where(sql`${events.id} = ${eventId}`);
      const withLevel = await api('POST', `/api/admin/events/${eventId}/price-levels`, {
        name: 'Stalls',
        color: '#4c6ef5',
        defaultPrice: 4500,
      });
      const seatIds = (
        await rows<{ id: string }>(db, sql`SELECT id FROM event_seats WHERE event_id = ${eventId}`)
      ).map((r) => Number(r.id));
      await api('POST', `/api/admin/events/${eventId}/seats/bulk`, {
        seatIds,
        action: { kind: 'priceLevel', priceLevelId: withLevel.priceLevels[0].id },
      });
      await api('POST', `/api/admin/events/${eventId}/active`, { active: true });

      const sellers = Number(process.env.BENCH_SELLERS ?? 200);
      if (sellers > 0) {
        const perSeller = Number(process.env.BENCH_ORDERS_PER_SELLER ?? 5);
        console.log(
          `sell: ${sellers} sellers at once, each selling ${perSeller} orders of 4 adjacent seats of their own for cash (open basket + add seats + checkout), event of ${count} seats`,
        );
        const latencies: number[] = [];
        const checkoutTimes: number[] = [];
        let failures = 0;
        const ordered = (
          await rows<{ id: string }>(
            db,
            sql`SELECT id FROM event_seats WHERE event_id = ${eventId} ORDER BY section, row, position`,
          )
        ).map((r) => Number(r.id));
        const started = performance.now();
        await Promise.all(
          Array.from({ length: sellers }, async (_, s) => {
            for (let i = 0; i < perSeller; i++) {
              const t0 = performance.now();
              const step: number[] = [];
              try {
                const basket = await api('POST', '/api/admin/baskets', { channel: 'PointOfSale' });
                const n = (s * perSeller + i) * 4;
                const added = await api('POST', `/api/admin/baskets/${basket.id}/seats`, {
                  eventId,
                  seatIds: ordered.slice(n, n + 4),
                });
                step.push(performance.now() - t0);
                await api('POST', `/api/admin/baskets/${basket.id}/checkout`, {
                  idempotencyKey: `bench-${s}-${i}-${randomUUID()}`,
                  buyer: { firstName: 'Bench', lastName: `Buyer${s}`, email: `buyer${s}@example.test` },
                  payments: [{ type: 'Cash', amount: added.total }],
                });
                latencies.push(performance.now() - t0);
                checkoutTimes.push(performance.now() - t0 - step[0]!);
              } catch (error) {
                if (failures++ === 0) console.log(`first failure: ${String(error).slice(0, 300)}`);
              }
            }
          }),
        );
        const seconds = (performance.now() - started) / 1000;
        latencies.sort((a, b) => a - b);
        checkoutTimes.sort((a, b) => a - b);
        console.log(
          `  of which checkout alone: p50 ${ms(percentile(checkoutTimes, 50))}, p99 ${ms(percentile(checkoutTimes, 99))}`,
        );
        console.log(
          `sell a 4-seat order: ${latencies.length} orders in ${seconds.toFixed(1)} s (${(latencies.length / seconds).toFixed(0)} orders/s), p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}, failed ${failures}`,
        );
      }

      // 1,000,000 orders, generated in the database (a basket and one ticket each).
      const total = Number(process.env.BENCH_ORDERS ?? 1_000_000);
      const t0 = performance.now();
      await db.execute(sql`WITH gen AS (
          SELECT g, gen_random_uuid() AS basket_id,
            date_trunc('milliseconds', timestamptz '2024-01-01' + (g * interval '60 seconds')) AS at
          FROM generate_series(1, ${total}) g
        ), b AS (
          INSERT INTO baskets (id, account_id, channel, status, created_at, updated_at)
          SELECT basket_id, ${accountId}, CASE WHEN g % 3 = 0 THEN 'Web' ELSE 'PointOfSale' END, 'checked_out', at, at FROM gen
        )
        INSERT INTO orders (global_id, account_id, basket_id, idempotency_key, status, channel, buyer,
          face_value_total, fee_total, discount_total, total, created_at)
        SELECT gen_random_uuid(), ${accountId}, basket_id, 'gen-' || g,
          CASE WHEN g % 20 = 0 THEN 'voided' WHEN g % 7 = 0 THEN 'used' ELSE 'new' END,
          CASE WHEN g % 3 = 0 THEN 'Web' ELSE 'PointOfSale' END,
          jsonb_build_object('title', null, 'firstName', 'Buyer', 'lastName', 'Name' || (g % 50000), 'email', 'buyer' || g || '@example.test', 'phone', ''),
          4500, 150, 0, 4650, at
        FROM gen`);
      await db.execute(sql`INSERT INTO order_tickets (account_id, order_id, event_id, seat_key, section, face_value, total, status, barcode, issued_at)
        SELECT ${accountId}, o.id, ${eventId}, ${eventId} || '-GA', 'Floor', 4500, 4650, o.status, 'gen' || o.id, o.created_at
        FROM orders o WHERE o.account_id = ${accountId} AND o.idempotency_key LIKE 'gen-%' AND o.id % 10 = 0`);
      await db.execute(sql`ANALYZE orders`);
      await db.execute(sql`ANALYZE order_tickets`);
      console.log(`generated ${total} orders in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

      const timeList = async (label: string, query: string) => {
        const times: number[] = [];
        let items = 0;
        for (let i = 0; i < 30; i++) {
          const a = performance.now();
          const page = await api('GET', `/api/admin/orders?${query}`);
          times.push(performance.now() - a);
          items = page.items.length;
        }
        times.sort((a, b) => a - b);
        console.log(
          `orders list, ${label.padEnd(44)} p50 ${ms(percentile(times, 50))}  p95 ${ms(percentile(times, 95))}  (${items} rows)`,
        );
      };
      await timeList('newest page of 25', 'pageSize=25');
      await timeList('status voided, channel Web, page of 50', 'pageSize=50&status=voided&channel=Web');
      await timeList('date range (one day), page of 100', 'pageSize=100&from=2025-03-01&to=2025-03-01');
      await timeList('event filter, page of 25', `pageSize=25&eventId=${eventId}`);
      await timeList('search by email', 'q=buyer777777@example.test');
      await timeList('search by last-name prefix', 'q=name4242');
      await timeList('search by order id', 'q=500000');
      const deep = await api('GET', '/api/admin/orders?pageSize=100&to=2024-06-01');
      await timeList('page after a cursor deep in 2024', `pageSize=25&after=${deep.nextCursor}`);
    } finally {
      await app.close();
    }
  } finally {
    await drop();
  }
}
