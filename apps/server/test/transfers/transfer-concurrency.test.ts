import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import type { SaleFixture } from '../commerce/sale-fixture';
import { registeredCustomer, shopCall } from '../customer-accounts/shop-session';
import { addHostname } from '../factories';
import { startTestApp, type TestApp } from '../harness';
import { errorCode, orderFixture, sell } from '../orders/order-fixture';
import { claimToken, setTransfers } from './transfer-fixture';

/** A claim link used twice at the same moment, on PostgreSQL. */
describe.runIf(process.env.DATABASE_URL)('transfer claims under concurrency on PostgreSQL', () => {
  let t: TestApp;
  let f: SaleFixture;

  beforeAll(async () => {
    t = await startTestApp({ withSmtp: true, config: { signInAttemptsPerMinute: 10_000 } });
    f = await orderFixture(t);
    await addHostname(t.database.db, f.accountId, 'localhost', true);
    await setTransfers(t, f, true);
  });
  afterAll(() => t.close());

  it('a transfer claimed twice at once is claimed once: one set of new barcodes, one holder', async () => {
    const cookies = [
      await registeredCustomer(t, 'first@example.test'),
      await registeredCustomer(t, 'second@example.test'),
    ];
    for (let round = 0; round < 5; round++) {
      const order = await sell(f, [`A-${round + 1}`]);
      const ticketId = order.tickets[0]!.id;
      const email = `round${round}@example.test`;
      const made = await f.api('POST', `/api/admin/orders/${order.id}/transfers`, {
        ticketIds: [ticketId],
        recipientName: 'Recipient',
        recipientEmail: email,
      });
      expect(made.statusCode, made.body).toBe(201);
      const token = await claimToken(t, email);
      // The same link, twice by one customer and once by another, all at once.
      const results = await Promise.all(
        [cookies[0]!, cookies[0]!, cookies[1]!].map((cookie) =>
          shopCall(t, 'POST', '/api/shop/transfers/claim', { cookie, payload: { token } }),
        ),
      );
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
      for (const r of results.filter((x) => x.statusCode !== 200)) {
        expect(errorCode(r)).toBe('purchase.transfer_not_pending');
      }
      const [ticket] = await rows<{ barcodes_issued: number; holder_customer_id: number | null }>(
        t.database.db,
        sql`SELECT barcodes_issued, holder_customer_id FROM order_tickets WHERE id = ${ticketId}`,
      );
      expect(ticket!.barcodes_issued).toBe(2);
      expect(ticket!.holder_customer_id).not.toBeNull();
      const [retired] = await rows<{ n: string }>(
        t.database.db,
        sql`SELECT count(*) AS n FROM retired_barcodes WHERE ticket_id = ${ticketId}`,
      );
      expect(Number(retired!.n)).toBe(1);
    }
  });
});
