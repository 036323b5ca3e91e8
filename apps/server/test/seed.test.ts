import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '@/db/client';
import { migrate } from '@/db/migrate';
import { accounts, users } from '@/db/schema';
import { DEMO_LOGIN, seedDemo } from '@/seed/demo';
import { call, startTestApp, type TestApp } from './harness';
import { withDatabase } from './pg-url';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('demo seed', () => {
  it('seeds Demo Theatre on an empty database, once', async () => {
    expect(await seedDemo(t.database.db)).toBe(true);
    expect(await seedDemo(t.database.db)).toBe(false);
    const [n] = await t.database.db.select({ n: count() }).from(accounts);
    expect(n?.n).toBe(1);
  });

  it('lets the printed demo login sign in to the Demo Theatre back office and shop', async () => {
    const login = await call(t.app, { method: 'POST', url: '/api/auth/login', payload: DEMO_LOGIN });
    expect(login.statusCode).toBe(200);
    const details = await call(t.app, {
      method: 'GET',
      url: '/api/admin/account',
      token: login.data.token as string,
    });
    expect(details.data.name).toBe('Demo Theatre');
    const events = await call(t.app, {
      method: 'GET',
      url: '/api/admin/events',
      token: login.data.token as string,
    });
    const [tempest] = events.data as unknown as { id: number; name: string; seatTotal: number }[];
    expect(tempest).toMatchObject({ name: 'The Tempest', seatTotal: 456 });
    const event = await call(t.app, {
      method: 'GET',
      url: `/api/admin/events/${tempest!.id}`,
      token: login.data.token as string,
    });
    expect(event.data).toMatchObject({
      statusCounts: { hold: 5 },
      gaAreas: [{ name: 'Standing', capacity: 120 }],
    });
    expect((event.data.priceLevels as unknown[]).length).toBe(3);
    const shop = await call(t.app, {
      method: 'GET',
      url: '/api/accountinformation',
      headers: { host: 'localhost:3000' },
    });
    expect(shop.data.name).toBe('Demo Theatre');
  });

  it('lets the box office supervisor sell The Tempest at full price or concession, with a booking fee', async () => {
    const login = await call(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'supervisor@demo.tessera.test', password: DEMO_LOGIN.password },
    });
    const token = login.data.token as string;
    const api = (method: 'GET' | 'POST', url: string, payload?: object) =>
      call(t.app, { method, url, token, payload });
    const list = await api('GET', '/api/admin/sell/events?search=Tempest');
    const [tempest] = list.data.items as { id: number; openSeats: number }[];
    expect(tempest).toBeDefined();
    const seats = await api('GET', `/api/admin/sell/events/${tempest!.id}/seats?channel=PointOfSale`);
    const open = seats.data.seats as { id: number[]; status: string };
    const seatId = open.id[open.status.indexOf('o')]!;
    const basket = await api('POST', '/api/admin/baskets', { channel: 'PointOfSale' });
    const added = await api('POST', `/api/admin/baskets/${basket.data.id}/seats`, {
      eventId: tempest!.id,
      seatIds: [seatId],
    });
    expect(added.statusCode, added.body).toBe(200);
    const [line] = added.data.items as { priceTypes: { name: string }[]; fees: { name: string }[] }[];
    expect(line!.priceTypes.map((p) => p.name)).toEqual(['Full price', 'Concession']);
    expect(line!.fees.map((fee) => fee.name)).toEqual(['Booking fee']);
  });

  it('migrates again without changes (migrations are recorded)', async () => {
    await expect(migrate(t.database)).resolves.toBeUndefined();
  });
});

describe.runIf(process.env.DATABASE_URL)('copies of the server starting together on PostgreSQL', () => {
  it('migrate and seed an empty database exactly once', async () => {
    const url = process.env.DATABASE_URL!;
    const name = `tessera_boot_${randomUUID().slice(0, 8)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    // Separate pools on one empty database, as separate server processes would have.
    const copies = Array.from({ length: 4 }, () => openPostgres(withDatabase(url, name), 2));
    try {
      const seeded = await Promise.all(
        copies.map(async (copy) => {
          await migrate(copy);
          return seedDemo(copy.db);
        }),
      );
      expect(seeded.filter(Boolean)).toHaveLength(1);
      const [accountsN] = await copies[0]!.db.select({ n: count() }).from(accounts);
      const [usersN] = await copies[0]!.db.select({ n: count() }).from(users);
      expect(accountsN?.n).toBe(1);
      expect(usersN?.n).toBe(7);
    } finally {
      await Promise.all(copies.map((c) => c.close()));
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  });
});
