import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import { unbalancedOrders } from '@/modules/orders/order-books.store';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { addHostname } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';
import { buyOnInvoice, card, linkOf, newKey, setTerms } from './invoice-fixture';

/**
 * An invoice paid twice at once (two tabs, a double click with new keys) is captured once
 * (decisions/0109): each payment is authorized outside every lock, then only the first to lock
 * the invoice finds it open; the others' authorizations are voided. On PostgreSQL the payments
 * really overlap; on PGlite the same test runs them one after the other.
 */
let t: TestApp;
let f: SaleFixture;

beforeAll(async () => {
  t = await startTestApp({ movableClock: true, now: new Date() });
  f = await saleFixture(t, { maxTicketsPerOrder: 6 });
  await addHostname(t.database.db, f.accountId, 'localhost', true);
  await setTerms(f, { enabled: true, dueDays: 7, reminderDays: 2 });
});
afterAll(() => t.close());

describe('an invoice paid four times at once', () => {
  it('takes one payment and captures one charge; the others are voided', async () => {
    for (const place of ['A-1', 'A-2', 'A-3']) {
      const { res } = await buyOnInvoice(t, f, [place]);
      expect(res.statusCode, res.body).toBe(201);
      const orderId = res.data.id as number;
      const { invoiceId, token } = linkOf(res.data.invoicePath as string);
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          call(t.app, {
            method: 'POST',
            url: `/api/shop/invoices/${invoiceId}/pay`,
            payload: { token, idempotencyKey: newKey(), card },
          }),
        ),
      );
      for (const a of answers) expect(a.data.status, a.body).toBe('paid');
      const payments = await rows<{ provider_id: string }>(
        t.database.db,
        sql`SELECT provider_id FROM payments WHERE order_id = ${orderId}`,
      );
      expect(payments).toHaveLength(1);
      const [charge] = await rows<{ status: string }>(
        t.database.db,
        sql`SELECT status FROM sandbox_charges WHERE id::text = ${payments[0]!.provider_id}`,
      );
      expect(charge!.status).toBe('captured');
    }
    const captured = await rows<{ n: number | string }>(
      t.database.db,
      sql`SELECT count(*) AS n FROM sandbox_charges WHERE idempotency_key LIKE ${'invoice-%'} AND status = 'captured'`,
    );
    expect(Number(captured[0]!.n)).toBe(3);
    // Every other authorization is given back: none stays held on the buyer's card. (On
    // PostgreSQL the late payments were authorized and voided; on PGlite, run one after the
    // other, they find the invoice paid before any authorization.)
    const held = await rows<{ n: number | string }>(
      t.database.db,
      sql`SELECT count(*) AS n FROM sandbox_charges WHERE idempotency_key LIKE ${'invoice-%'} AND status NOT IN ('captured', 'voided')`,
    );
    expect(Number(held[0]!.n)).toBe(0);
    expect(await unbalancedOrders(t.database.db, f.accountId)).toEqual([]);
  });
});
