import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { withDatabase } from '../pg-url';
import { codeOf } from '../shop/shop-client';
import { clientOf, type ServerProcess, startServerProcess } from './server-processes';

const running: ServerProcess[] = [];
let admin: pg.Client | null = null;
let db: pg.Client | null = null;
let name = '';
afterAll(async () => {
  await db?.end().catch(() => undefined);
  for (const s of running) await s.stop();
  if (admin) {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
});

type Place = { state: string; position: number | null };

/**
 * Two servers started as separate operating-system processes (`src/main.ts`) on one PostgreSQL
 * database, as behind the load balancer of the on-sale rehearsal (decisions/0099): nothing they
 * share lives in a process's memory.
 */
describe.runIf(process.env.DATABASE_URL)('two server processes on one PostgreSQL database', () => {
  it('keep a buyer’s queue place, admission, basket and order across them, and send each confirmation once', async () => {
    const url = process.env.DATABASE_URL!;
    name = `tessera_procs_${randomUUID().slice(0, 8)}`;
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const env = {
      DATABASE_URL: withDatabase(url, name),
      // The same site: the same key (it derives the secret that signs queue tickets and admissions).
      PAYMENT_CREDENTIALS_KEY: 'ab'.repeat(32),
      WAITING_ROOM_POLLS_PER_MINUTE: '100000',
    };
    // Started together, as a site's servers are: they race to migrate and seed (`seed.test.ts`).
    const started = await Promise.allSettled([startServerProcess(env), startServerProcess(env)]);
    for (const s of started) if (s.status === 'fulfilled') running.push(s.value);
    for (const s of started) if (s.status === 'rejected') throw s.reason;
    const [a, b] = running as [ServerProcess, ServerProcess];

    const signIn = await clientOf(a)('POST', '/api/auth/login', {
      email: 'admin@demo.tessera.test',
      password: 'Demo-Theatre-2026!',
    });
    expect(signIn.status, signIn.text).toBe(200);
    const token = signIn.data.token as string;
    const staffA = clientOf(a, { token });
    const staffB = clientOf(b, { token });

    // A demo event on sale in the shop, switched to heavy on-sale mode with its queue paused.
    const series = (await clientOf(a)('GET', '/api/shop/series')).data as unknown as { id: number }[];
    const detail = await clientOf(a)('GET', `/api/shop/series/${series[0]!.id}`);
    const eventId = (detail.data.events as { id: number }[])[0]!.id;
    db = new pg.Client({ connectionString: env.DATABASE_URL });
    db.on('error', () => undefined);
    await db.connect();
    await db.query('UPDATE events SET heavy_on_sale = true, web_on_sale_at = NULL WHERE id = $1', [eventId]);
    const paused = await staffB('PUT', `/api/admin/events/${eventId}/waiting-room`, { ratePerMinute: 0 });
    expect(paused.status, paused.text).toBe(200);

    // A buyer joins the queue on one process; the other knows the place from the ticket cookie.
    const jar = new Map<string, string>();
    const buyerOnA = clientOf(a, { jar });
    const buyerOnB = clientOf(b, { jar });
    const joined = (await buyerOnA('POST', `/api/shop/events/${eventId}/waiting-room`)).data as Place;
    expect(joined).toMatchObject({ state: 'waiting', position: 1 });
    expect((await buyerOnB('GET', `/api/shop/events/${eventId}/waiting-room`)).data).toMatchObject({
      state: 'waiting',
      position: 1,
    });
    expect(codeOf(await buyerOnB('POST', `/api/shop/events/${eventId}/best-seats`, { quantity: 1 }))).toBe(
      'purchase.waiting_room_required',
    );

    // Staff open the queue on one process; the buyer is let in when polling the other, and the
    // admission handed out there lets them take seats on the first.
    const opened = await staffA('PUT', `/api/admin/events/${eventId}/waiting-room`, { ratePerMinute: 6_000 });
    expect(opened.status, opened.text).toBe(200);
    let place: Place = joined;
    for (let i = 0; i < 200 && place.state !== 'admitted'; i++) {
      place = (await buyerOnB('GET', `/api/shop/events/${eventId}/waiting-room`)).data as Place;
      if (place.state !== 'admitted') await new Promise((r) => setTimeout(r, 50));
    }
    expect(place.state).toBe('admitted');
    const found = await buyerOnA('POST', `/api/shop/events/${eventId}/best-seats`, { quantity: 1 });
    expect(found.status, found.text).toBe(200);

    // Box-office sales: each basket opened on one process, filled and paid on the other.
    const orderIds: number[] = [];
    for (let i = 0; i < 6; i++) {
      const [open, fill] = i % 2 ? [staffA, staffB] : [staffB, staffA];
      const basket = await open('POST', '/api/admin/baskets', { channel: 'PointOfSale' });
      expect(basket.status, basket.text).toBe(201);
      const id = basket.data.id as string;
      const took = await fill('POST', `/api/admin/baskets/${id}/best-seats`, { eventId, quantity: 2 });
      expect(took.status, took.text).toBe(200);
      const paid = await open('POST', `/api/admin/baskets/${id}/checkout`, {
        idempotencyKey: `server-processes-${i}`,
        buyer: { firstName: 'Ana', lastName: 'Silva', email: `ana${i}@example.test` },
        payments: [{ type: 'Cash', amount: took.data.total as number }],
      });
      expect(paid.status, paid.text).toBe(201);
      orderIds.push(paid.data.id as number);
    }

    // Both processes run the confirmation sender on the one queue: every order gets one email.
    let sent: { order_id: number; n: number }[] = [];
    for (let i = 0; i < 600; i++) {
      sent = (
        await db.query<{ order_id: number; n: number }>(
          `SELECT order_id, count(*)::int AS n FROM order_activity
            WHERE kind = 'email.order_confirmation' AND order_id = ANY($1) GROUP BY order_id`,
          [orderIds],
        )
      ).rows;
      if (sent.length === orderIds.length) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    // A little longer, so that a second sending would have shown.
    await new Promise((r) => setTimeout(r, 3_000));
    const jobs = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'order-confirmation' AND state = 'completed'`,
    );
    sent = (
      await db.query<{ order_id: number; n: number }>(
        `SELECT order_id, count(*)::int AS n FROM order_activity
          WHERE kind = 'email.order_confirmation' AND order_id = ANY($1) GROUP BY order_id`,
        [orderIds],
      )
    ).rows;
    expect(sent.map((s) => s.n)).toEqual(orderIds.map(() => 1));
    expect(jobs.rows[0]!.n).toBe(orderIds.length);
    expect(a.errors() + b.errors()).not.toMatch(/Error/);
  }, 600_000);
});
