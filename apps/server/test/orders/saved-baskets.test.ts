import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import type { SaleFixture } from '../commerce/sale-fixture';
import { startTestApp, type TestApp } from '../harness';
import { errorCode, orderFixture } from './order-fixture';

let t: TestApp;
let f: SaleFixture;

beforeAll(async () => {
  t = await startTestApp();
  f = await orderFixture(t);
});
afterAll(() => t.close());

async function basketWith(...places: string[]) {
  const id = (await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' })).data.id as string;
  const res = await f.api('POST', `/api/admin/baskets/${id}/seats`, {
    eventId: f.eventId,
    seatIds: places.map((p) => f.seats.get(p)),
  });
  expect(res.statusCode, res.body).toBe(200);
  return id;
}
const hours = (n: number) => n * 3_600_000;

describe('saved baskets', () => {
  it('saves a basket with name, notes and due date, keeps its seats, lists it with alerts', async () => {
    const id = await basketWith('A-1', 'A-2');
    const due = new Date(t.clock.now.getTime() + hours(24)).toISOString();
    const saved = await f.api('POST', `/api/admin/baskets/${id}/save`, {
      name: 'Smith party',
      notes: 'Pays Friday',
      paymentDueAt: due,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.data).toMatchObject({
      name: 'Smith party',
      notes: 'Pays Friday',
      itemCount: 2,
      alerts: ['dueSoon'],
    });
    const [seat] = await rows<{ reserved_until: Date }>(
      t.database.db,
      sql`SELECT reserved_until FROM event_seats WHERE id = ${f.seats.get('A-1')}`,
    );
    expect(new Date(seat!.reserved_until).getTime()).toBe(t.clock.now.getTime() + hours(24));
    const list = await f.api('GET', '/api/admin/saved-baskets');
    expect((list.data as unknown as { id: string }[]).map((b) => b.id)).toContain(id);
    expect((await f.api('POST', `/api/admin/baskets/${id}/save`, { name: '' })).statusCode).toBe(400);
  });

  it('refuses to save an empty basket', async () => {
    const id = (await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' })).data.id as string;
    expect(errorCode(await f.api('POST', `/api/admin/baskets/${id}/save`, { name: 'Empty' }))).toBe(
      'purchase.basket_empty',
    );
  });

  it('resumes a live basket as it is; the current basket with unsaved changes must be finalised first', async () => {
    const id = await basketWith('B-1');
    await f.api('POST', `/api/admin/baskets/${id}/save`, { name: 'Later' });
    const current = await basketWith('B-2');
    const refused = await f.api('POST', `/api/admin/saved-baskets/${id}/resume`, {
      currentBasketId: current,
    });
    expect(refused.statusCode).toBe(409);
    expect((refused.data.errors as { message: string }[])[0]!.message).toBe(
      'A basket with unsaved changes must be finalised first.',
    );
    const resumed = await f.api('POST', `/api/admin/saved-baskets/${id}/resume`, {});
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.data).toMatchObject({ id, status: 'open' });
  });

  it('starts an expired basket over: seats taken again, or a message when they are gone', async () => {
    const keep = await basketWith('C-1');
    const lose = await basketWith('C-2');
    await f.api('POST', `/api/admin/baskets/${keep}/save`, {
      name: 'Keep',
      holdUntil: new Date(t.clock.now.getTime() + 5 * 60_000).toISOString(),
    });
    await f.api('POST', `/api/admin/baskets/${lose}/save`, {
      name: 'Lose',
      holdUntil: new Date(t.clock.now.getTime() + 5 * 60_000).toISOString(),
    });
    expect(
      (
        (await f.api('GET', '/api/admin/saved-baskets')).data as unknown as { id: string; alerts: string[] }[]
      ).find((b) => b.id === keep)!.alerts,
    ).toEqual(['expiringSoon']);
    t.clock.advance(6 * 60_000);
    const list = (await f.api('GET', '/api/admin/saved-baskets')).data as unknown as {
      id: string;
      alerts: string[];
    }[];
    expect(list.find((b) => b.id === keep)!.alerts).toEqual(['expired']);
    await basketWith('C-2'); // someone else takes C-2 after it lapsed
    const gone = await f.api('POST', `/api/admin/saved-baskets/${lose}/resume`, {});
    expect(gone.statusCode).toBe(409);
    expect(errorCode(gone)).toBe('admin.saved_basket_expired');
    const back = await f.api('POST', `/api/admin/saved-baskets/${keep}/resume`, {});
    expect(back.statusCode, back.body).toBe(200);
    expect(new Date(back.data.expiresAt as string).getTime()).toBeGreaterThan(t.clock.now.getTime());
    const [seat] = await rows<{ status: string; basket_id: string }>(
      t.database.db,
      sql`SELECT status, basket_id FROM event_seats WHERE id = ${f.seats.get('C-1')}`,
    );
    expect(seat).toEqual({ status: 'reserved', basket_id: keep });
  });

  it('deletes a saved basket and releases its seats', async () => {
    const id = await basketWith('D-1');
    await f.api('POST', `/api/admin/baskets/${id}/save`, { name: 'Drop' });
    const res = await f.api('DELETE', `/api/admin/saved-baskets/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const [seat] = await rows<{ status: string }>(
      t.database.db,
      sql`SELECT status FROM event_seats WHERE id = ${f.seats.get('D-1')}`,
    );
    expect(seat!.status).toBe('open');
    expect(errorCode(await f.api('DELETE', `/api/admin/saved-baskets/${id}`))).toBe(
      'admin.saved_basket_not_found',
    );
    expect(errorCode(await f.api('POST', `/api/admin/saved-baskets/${id}/resume`, {}))).toBe(
      'admin.saved_basket_not_found',
    );
  });
});
