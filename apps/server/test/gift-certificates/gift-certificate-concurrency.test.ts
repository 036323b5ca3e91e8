import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { startTestApp, type TestApp } from '../harness';

interface ErrorBody {
  errors: { code: string; field?: string; message: string }[];
}
const firstError = (res: { data: unknown }) => (res.data as unknown as ErrorBody).errors[0]!;

/**
 * Many checkouts spend one gift certificate at once on PostgreSQL: the guarded UPDATE lets
 * through only what the balance covers, and every order that exists was paid in full.
 */
describe.runIf(process.env.DATABASE_URL)('gift certificates under concurrency on PostgreSQL', () => {
  let t: TestApp;
  let f: SaleFixture;
  const buyer = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' };

  beforeAll(async () => {
    t = await startTestApp();
    f = await saleFixture(t);
  });
  afterAll(() => t.close());

  it('is never overspent by twelve checkouts spending it at once', async () => {
    const places = ['A-1', 'A-2', 'A-3', 'A-4', 'A-5', 'A-6', 'A-7', 'A-8', 'A-9', 'A-10', 'B-1', 'B-2'];
    const baskets: { id: string; total: number }[] = [];
    for (const place of places) {
      const open = await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' });
      const added = await f.api('POST', `/api/admin/baskets/${open.data.id}/seats`, {
        eventId: f.eventId,
        seatIds: [f.seats.get(place)],
      });
      expect(added.statusCode, added.body).toBe(200);
      baskets.push({ id: open.data.id as string, total: added.data.total as number });
    }
    const each = baskets[0]!.total;
    // Enough for three and a half orders.
    const amount = Math.floor(each * 3.5);
    const cert = await f.api('POST', '/api/admin/gift-certificates', {
      amount,
      number: '424242424242',
      paymentType: 'Cash',
      buyerName: 'Grace Hopper',
    });
    expect(cert.statusCode, cert.body).toBe(201);

    const results = await Promise.all(
      baskets.map((b, i) =>
        f.api('POST', `/api/admin/baskets/${b.id}/checkout`, {
          idempotencyKey: `gift-race-${i}-${Date.now()}`,
          buyer,
          payments: [{ type: 'GiftCertificate', amount: b.total, giftCertificateNumber: '424242424242' }],
        }),
      ),
    );
    const won = results.filter((r) => r.statusCode === 201);
    expect(won).toHaveLength(3);
    for (const r of results.filter((x) => x.statusCode !== 201)) {
      expect(firstError(r).code).toBe('purchase.gift_certificate_insufficient_balance');
    }

    const [spent] = await rows<{ spent: number; balance: number }>(
      t.database.db,
      sql`SELECT COALESCE((SELECT sum(r.amount)::int FROM gift_certificate_redemptions r WHERE r.gift_certificate_id = g.id), 0) AS spent,
        g.balance FROM gift_certificates g WHERE g.number = '424242424242' AND g.account_id = ${f.accountId}`,
    );
    expect(spent!.spent).toBeLessThanOrEqual(amount);
    expect(spent!.spent + spent!.balance).toBe(amount);
    // No order without its payment: every order of these baskets is paid in full.
    const unpaid = await rows<{ id: number }>(
      t.database.db,
      sql`SELECT o.id FROM orders o WHERE o.basket_id = ANY(${sql.param(baskets.map((b) => b.id))}::uuid[])
        AND o.total <> COALESCE((SELECT sum(p.amount) FROM payments p WHERE p.order_id = o.id), 0)`,
    );
    expect(unpaid).toEqual([]);
    const orders = await rows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM orders WHERE basket_id = ANY(${sql.param(baskets.map((b) => b.id))}::uuid[])`,
    );
    expect(orders[0]!.n).toBe(3);
  });
});
