import { salesChannels } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import { compactSalesSummary } from '@/modules/reports/sales-summary.store';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { createStaffUser, signInAs } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';
import { card, type SoldOrder, sell } from '../orders/order-fixture';

// The sales summary (decisions/0114): a year of daily figures, sales by transaction date, the
// payments report and the dashboard read per-quarter-hour figures the sale's own transaction
// records, and still agree to the cent with the transactions report (which reads every payment
// and refund) and with the same reports read from the orders themselves. The venue is in New York.
let t: TestApp;
let f: SaleFixture;
const sold: SoldOrder[] = [];
let voidRefund = 0;

type Json = Record<string, unknown>;
type Totals = Record<string, number>;
const year = '?from=2026-01-01&to=2026-12-31';
/** Naming every channel makes the same question an order filter: it is read from the orders. */
const fromRows = `&channels=${salesChannels.join(',')}`;

async function signInAgain() {
  const admin = await createStaffUser(t.database.db, { accountId: f.accountId, role: 'Admin' });
  const token = await signInAs(t.app, admin.email);
  f.token = token;
  f.api = (method, url, payload) => call(t.app, { method, url, token, payload });
}
const moveTo = (at: string) => t.clock.advance(Date.parse(at) - t.clock.now.getTime());
const get = async (path: string) => {
  const res = await f.api('GET', path);
  expect(res.statusCode, res.body).toBe(200);
  return res.data as Json;
};
const soldTotal = () => sold.reduce((n, o) => n + o.total, 0);
const summaryRows = async (compacted: boolean) =>
  Number(
    (
      await rows<{ n: unknown }>(
        t.database.db,
        sql`SELECT count(*) AS n FROM sales_summary WHERE account_id = ${f.accountId} AND compacted = ${compacted}`,
      )
    )[0]!.n,
  );

/** Each report over the year, from the summary and from the orders: they must be the same. */
async function bothWays(report: string) {
  const summary = await get(`/api/admin/reports/${report}${year}`);
  const orders = await get(`/api/admin/reports/${report}${year}${fromRows}`);
  expect(summary.days).toEqual(orders.days);
  expect(summary.totals).toEqual(orders.totals);
  return summary;
}

beforeAll(async () => {
  t = await startTestApp({ now: new Date('2026-11-22T15:00:00Z') });
  f = await saleFixture(t, { maxTicketsPerOrder: 8 });
  sold.push(await sell(f, ['A-1', 'A-2']));
  sold.push(
    await sell(f, ['A-3'], (total) => [
      { type: 'CreditCard', amount: total, card: card('4242424242424242') },
    ]),
  );
  // Sunday 23:30 in New York (Monday 04:30 UTC): still Sunday's day.
  moveTo('2026-11-23T04:30:00Z');
  await signInAgain();
  sold.push(await sell(f, ['C-1', 'C-2', 'C-3']));
  // Monday: one ticket of the first order voided, its money given back in cash.
  moveTo('2026-11-23T15:00:00Z');
  await signInAgain();
  const voided = await f.api('POST', `/api/admin/orders/${sold[0]!.id}/void`, {
    ticketIds: [sold[0]!.tickets[0]!.id],
    returnTo: 'open',
  });
  expect(voided.statusCode, voided.body).toBe(200);
  voidRefund = (voided.data.refunds as { amount: number }[]).reduce((n, r) => n + r.amount, 0);
}, 120_000);
afterAll(() => t.close());

describe('the sales summary', () => {
  it('answers a year of daily figures as the orders do, agreeing to the cent with payments and transactions', async () => {
    // What the sales and the void recorded, beside the orders.
    expect(await summaryRows(false)).toBeGreaterThan(0);
    const daily = await bothWays('daily-figures');
    const sales = await bothWays('sales-by-transaction-date');
    const payments = await get(`/api/admin/reports/payments-audit${year}`);
    const txns = await get(`/api/admin/reports/transactions${year}&pageSize=100`);

    const net = soldTotal() - voidRefund;
    expect(voidRefund).toBeGreaterThan(0);
    expect(daily.totals).toMatchObject({
      orders: 3,
      ticketsSold: 6,
      ticketsRefunded: 1,
      sales: soldTotal(),
      refunds: voidRefund,
      net,
    });
    expect((daily.totals as { payments: Totals }).payments).toEqual({
      Cash: sold[0]!.total + sold[2]!.total - voidRefund,
      CreditCard: sold[1]!.total,
    });
    expect(sales.totals).toMatchObject({
      orders: 3,
      tickets: 6,
      sales: soldTotal(),
      refunds: voidRefund,
      net,
    });
    expect(payments.totals).toMatchObject({ received: soldTotal(), refunded: voidRefund, net });
    expect((txns.totals as Totals).net).toBe(net);
    // The 23:30 sale is Sunday's in New York; the void is Monday's.
    const days = (daily.days as { day: string; orders: number; refunds: number }[]).filter(
      (d) => d.orders || d.refunds,
    );
    expect(days).toEqual([
      expect.objectContaining({ day: '2026-11-22', orders: 3, refunds: 0 }),
      expect.objectContaining({ day: '2026-11-23', orders: 0, refunds: voidRefund }),
    ]);
    // The dashboard's sales are the same figures.
    const dashboard = await get('/api/admin/reports/dashboard?range=custom&from=2026-11-01&to=2026-11-30');
    expect((dashboard.sales as { totals: Totals }).totals).toMatchObject({ orders: 3, tickets: 6, net });
  });

  it('answers the same once its rows are folded into one per quarter hour', async () => {
    const before = await get(`/api/admin/reports/daily-figures${year}`);
    const uk = await get(`/api/admin/reports/uk-payments${year}`);
    expect(await compactSalesSummary(t.database.db)).toBeGreaterThan(0);
    expect(await summaryRows(false)).toBe(0);
    // Sunday 10:00, Sunday 23:30 (order figures and cash), Monday 10:00 (the void).
    expect(await summaryRows(true)).toBe(
      Number(
        (
          await rows<{ n: unknown }>(
            t.database.db,
            sql`SELECT count(DISTINCT (slot, payment_type, brand)) AS n FROM sales_summary WHERE account_id = ${f.accountId}`,
          )
        )[0]!.n,
      ),
    );
    expect(await get(`/api/admin/reports/daily-figures${year}`)).toEqual(before);
    expect(await get(`/api/admin/reports/uk-payments${year}`)).toEqual(uk);
    await bothWays('daily-figures');
  });

  it('follows an order whose totals or time change, and sales made while it folds', async () => {
    // An order's total changed (as an exchange changes it) and another placed a day earlier.
    await t.database.db.execute(
      sql`UPDATE orders SET face_value_total = face_value_total + 500, total = total + 500 WHERE id = ${sold[1]!.id}`,
    );
    await t.database.db.execute(
      sql`UPDATE orders SET created_at = created_at - interval '1 day' WHERE id = ${sold[2]!.id}`,
    );
    await Promise.all([
      sell(f, ['D-1']).then((o) => sold.push(o)),
      compactSalesSummary(t.database.db),
      sell(f, ['D-2', 'D-3']).then((o) => sold.push(o)),
      compactSalesSummary(t.database.db),
    ]);
    await compactSalesSummary(t.database.db);
    const daily = await bothWays('daily-figures');
    await bothWays('sales-by-transaction-date');
    expect(daily.totals).toMatchObject({ orders: 5, ticketsSold: 9, sales: soldTotal() + 500 });
    const days = (daily.days as { day: string; orders: number; ticketsSold: number }[]).filter(
      (d) => d.orders,
    );
    expect(days).toEqual([
      expect.objectContaining({ day: '2026-11-21', orders: 1, ticketsSold: 3 }),
      expect.objectContaining({ day: '2026-11-22', orders: 2, ticketsSold: 3 }),
      expect.objectContaining({ day: '2026-11-23', orders: 2, ticketsSold: 3 }),
    ]);
  });
});
