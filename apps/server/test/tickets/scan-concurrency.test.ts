import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { createStaffUser, signInAs } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';
import { sell } from './sell';

/** Two doors scanning one ticket at the same moment, on PostgreSQL's real interleavings. */
describe.runIf(process.env.DATABASE_URL)('scanning under concurrency on PostgreSQL', () => {
  let t: TestApp;
  let f: SaleFixture;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp();
    f = await saleFixture(t);
    const taker = await createStaffUser(t.database.db, { accountId: f.accountId, role: 'TicketTaker' });
    token = await signInAs(t.app, taker.email);
  });
  afterAll(() => t.close());

  it('admits a ticket scanned at ten doors at once exactly once', async () => {
    const order = await sell(f, ['E-1', 'E-2']);
    for (const ticket of order.tickets) {
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, door) =>
          call(t.app, {
            method: 'POST',
            url: '/api/admin/scans',
            token,
            payload: { barcode: ticket.barcode, direction: 'in', location: `Door ${door}` },
          }),
        ),
      );
      for (const r of results) expect(r.statusCode, r.body).toBe(200);
      expect(results.filter((r) => r.data.result === 'accepted')).toHaveLength(1);
      expect(results.filter((r) => r.data.reason === 'already_used')).toHaveLength(9);
      const scans = await rows<{ result: string; n: string | number }>(
        t.database.db,
        sql`SELECT result, count(*) AS n FROM ticket_scans WHERE ticket_id = ${ticket.id} GROUP BY result ORDER BY result`,
      );
      expect(scans.map((s) => [s.result, Number(s.n)])).toEqual([
        ['accepted', 1],
        ['refused', 9],
      ]);
    }
  });
});
