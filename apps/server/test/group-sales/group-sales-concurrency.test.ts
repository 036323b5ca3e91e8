import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { startTestApp, type TestApp } from '../harness';

/**
 * Real interleavings on PostgreSQL: two staff members confirming one group at once (different
 * keys), then taking its balance at once, and a decline racing a confirmation. Whoever wins, the
 * group has one order, its deposit and balance are each paid once, and the seats are sold once.
 */
describe.runIf(process.env.DATABASE_URL)('group sales raced, on PostgreSQL', () => {
  let t: TestApp;
  let f: SaleFixture;
  const card = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' };
  const buyer = { firstName: 'Grace', lastName: 'Okafor', email: 'okafor@example.test' };

  beforeAll(async () => {
    t = await startTestApp();
    f = await saleFixture(t);
  });
  afterAll(() => t.close());

  const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();

  async function quoted(seats: string[]) {
    const client = await f.api('POST', '/api/admin/group-clients', { name: `Client ${Math.random()}` });
    const made = await f.api('POST', '/api/admin/group-sale-requests', {
      clientId: client.data.id,
      eventId: f.eventId,
      groupSize: seats.length,
    });
    const id = made.data.id as number;
    const q = await f.api('POST', `/api/admin/group-sale-requests/${id}/quote`, {
      seatIds: seats.map((k) => f.seats.get(k)),
      holdUntil: inDays(3),
    });
    expect(q.statusCode, q.body).toBe(200);
    return { id, total: q.data.total as number };
  }

  const confirm = (id: number, total: number, n: number) =>
    f.api('POST', `/api/admin/group-sale-requests/${id}/confirm`, {
      idempotencyKey: `race-${id}-${n}-${Date.now()}`,
      deposit: 1000,
      balanceDueAt: inDays(10),
      expectedTotal: total,
      buyer,
      card,
    });

  it('confirms once and takes the balance once', async () => {
    for (let round = 0; round < 3; round++) {
      const seats = [`${'ABC'[round]}-7`, `${'ABC'[round]}-8`];
      const { id, total } = await quoted(seats);
      const answers = await Promise.all([0, 1, 2].map((n) => confirm(id, total, n)));
      for (const a of answers) expect(a.statusCode, a.body).toBeLessThan(500);
      const winners = answers.filter((a) => a.statusCode === 200);
      expect(winners.length).toBeGreaterThanOrEqual(1);
      const orders = await rows<{ id: number }>(
        t.database.db,
        sql`SELECT o.id FROM orders o WHERE o.account_id = ${f.accountId} AND o.basket_id = (
          SELECT basket_id FROM group_sale_requests WHERE id = ${id})`,
      );
      expect(orders).toHaveLength(1);
      const group = await f.api('GET', `/api/admin/group-sale-requests/${id}`);
      expect(group.data.status).toBe('confirmed');
      expect(group.data.orderId).toBe(Number(orders[0]!.id));

      const balances = await Promise.all(
        [0, 1, 2].map(() => f.api('POST', `/api/admin/group-sale-requests/${id}/pay-balance`)),
      );
      for (const b of balances) expect(b.statusCode, b.body).toBeLessThan(500);
      const paid = await rows<{ n: number; sum: number }>(
        t.database.db,
        sql`SELECT count(*)::int AS n, coalesce(sum(amount), 0)::int AS sum FROM payments WHERE order_id = ${orders[0]!.id}`,
      );
      expect(paid[0]).toEqual({ n: 2, sum: total });
      expect((await f.api('GET', `/api/admin/group-sale-requests/${id}`)).data.status).toBe('paid');
    }
  });

  it('declines or confirms, never both', async () => {
    for (let round = 0; round < 3; round++) {
      const seats = [`${'DE'[round % 2]}-${round + 1}`];
      const { id, total } = await quoted(seats);
      const [declined, confirmed] = await Promise.all([
        f.api('POST', `/api/admin/group-sale-requests/${id}/decline`),
        confirm(id, total, 9),
      ]);
      expect(declined.statusCode, declined.body).toBeLessThan(500);
      expect(confirmed.statusCode, confirmed.body).toBeLessThan(500);
      const group = (await f.api('GET', `/api/admin/group-sale-requests/${id}`)).data;
      const [seat] = await rows<{ status: string }>(
        t.database.db,
        sql`SELECT status FROM event_seats WHERE id = ${f.seats.get(seats[0]!)!}`,
      );
      if (group.status === 'declined') {
        expect(group.orderId).toBeNull();
        expect(seat!.status).toBe('open');
      } else {
        expect(group.status).toBe('confirmed');
        expect(seat!.status).toBe('sold');
      }
    }
  });
});
