import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import { startTestApp, type TestApp } from '../harness';
import { type SaleFixture, saleFixture } from './sale-fixture';

/**
 * Real interleavings on PostgreSQL through the HTTP API: buyers racing for one seat, and one
 * basket paid for many times at once, with one key (double clicks, retries) and with many.
 */
describe.runIf(process.env.DATABASE_URL)('checkout under concurrency on PostgreSQL', () => {
  let t: TestApp;
  let f: SaleFixture;
  const buyer = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' };
  const card = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' };

  beforeAll(async () => {
    t = await startTestApp();
    f = await saleFixture(t);
  });
  afterAll(() => t.close());

  const openBasket = async () =>
    (await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' })).data.id as string;

  it('gives a seat wanted by twenty baskets at once to exactly one', async () => {
    const baskets = await Promise.all(Array.from({ length: 20 }, openBasket));
    const seatIds = [f.seats.get('D-4'), f.seats.get('D-5')];
    const results = await Promise.all(
      baskets.map((id) => f.api('POST', `/api/admin/baskets/${id}/seats`, { eventId: f.eventId, seatIds })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect((r.data.errors as { code: string }[])[0]!.code).toBe('purchase.seats_just_taken');
    }
    const lines = await rows<{ n: string }>(
      t.database.db,
      sql`SELECT count(*) AS n FROM basket_items WHERE event_seat_id = ANY(${sql.param(seatIds)}::bigint[])`,
    );
    expect(Number(lines[0]!.n)).toBe(2);
  });

  it('charges once and writes one order when one checkout is sent ten times at once', async () => {
    const id = await openBasket();
    const added = await f.api('POST', `/api/admin/baskets/${id}/seats`, {
      eventId: f.eventId,
      seatIds: [f.seats.get('E-4')],
    });
    const total = added.data.total as number;
    const body = {
      idempotencyKey: `same-key-${Date.now()}-double-click`,
      buyer,
      payments: [{ type: 'CreditCard', amount: total, card }],
    };
    const results = await Promise.all(
      Array.from({ length: 10 }, () => f.api('POST', `/api/admin/baskets/${id}/checkout`, body)),
    );
    for (const r of results) expect(r.statusCode, r.body).toBe(201);
    expect(new Set(results.map((r) => r.data.id)).size).toBe(1);
    const charges = await rows<{ status: string }>(
      t.database.db,
      sql`SELECT status FROM sandbox_charges WHERE idempotency_key LIKE ${`${body.idempotencyKey}%`}`,
    );
    expect(charges).toEqual([{ status: 'captured' }]);
  });

  it('writes one order for a basket paid with ten different keys at once; the other cards are released', async () => {
    const id = await openBasket();
    const added = await f.api('POST', `/api/admin/baskets/${id}/seats`, {
      eventId: f.eventId,
      seatIds: [f.seats.get('E-6')],
    });
    const total = added.data.total as number;
    const prefix = `many-keys-${Date.now()}`;
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        f.api('POST', `/api/admin/baskets/${id}/checkout`, {
          idempotencyKey: `${prefix}-${i}-attempt`,
          buyer,
          payments: [{ type: 'CreditCard', amount: total, card }],
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 201)) {
      expect((r.data.errors as { code: string }[])[0]!.code).toBe('purchase.basket_closed');
    }
    const charges = await rows<{ status: string; n: string }>(
      t.database.db,
      sql`SELECT status, count(*) AS n FROM sandbox_charges WHERE idempotency_key LIKE ${`${prefix}%`} GROUP BY status ORDER BY status`,
    );
    const byStatus = Object.fromEntries(charges.map((c) => [c.status, Number(c.n)]));
    expect(byStatus.captured).toBe(1);
    expect(byStatus.authorized ?? 0).toBe(0);
    const orders = await rows<{ n: string }>(
      t.database.db,
      sql`SELECT count(*) AS n FROM orders WHERE basket_id = ${id}::uuid`,
    );
    expect(Number(orders[0]!.n)).toBe(1);
  });
});
