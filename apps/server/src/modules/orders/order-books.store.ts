import { booksBalance, liveValue, netPaid, type OrderBooks } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';
import { openInvoiceAmounts } from './order-invoices.store';

/**
 * An order's books as stored: payments, refunds, live ticket and product totals (membership items
 * count with the products) and the order's
 * own charges. Refunds count in every state (decisions/0040): a refund is owed from the moment
 * the order change that voided its items commits, whether the processor has carried it out
 * (`succeeded`), is still to (`requested`) or refused it (`failed`, to retry). So the books
 * balance right after a void and stay balanced whatever the processor answers; what is owed and
 * not yet given back is the order's `refundsOutstanding`, listed in Tools → Payment processing.
 */
export async function orderBooks(db: Db, accountId: number, orderId: number): Promise<OrderBooks> {
  const [o] = await rows<{ total: number; ticket_sum: number | string; product_sum: number | string }>(
    db,
    sql`SELECT o.total, COALESCE((SELECT sum(t.total) FROM order_tickets t WHERE t.order_id = o.id), 0) AS ticket_sum,
        COALESCE((SELECT sum(p.total) FROM order_products p WHERE p.order_id = o.id), 0)
          + COALESCE((SELECT sum(m.total) FROM order_memberships m WHERE m.order_id = o.id), 0) AS product_sum
      FROM orders o WHERE o.account_id = ${accountId} AND o.id = ${orderId}`,
  );
  if (!o) throw new Error(`order ${orderId} not found`);
  const tickets = await rows<{ total: number }>(
    db,
    sql`SELECT total FROM order_tickets WHERE account_id = ${accountId} AND order_id = ${orderId} AND status <> 'voided'`,
  );
  const products = await rows<{ total: number }>(
    db,
    sql`SELECT total FROM order_products WHERE account_id = ${accountId} AND order_id = ${orderId} AND status <> 'voided'
      UNION ALL
      SELECT total FROM order_memberships WHERE account_id = ${accountId} AND order_id = ${orderId} AND status <> 'voided'`,
  );
  const paid = await rows<{ amount: number }>(
    db,
    sql`SELECT amount FROM payments WHERE account_id = ${accountId} AND order_id = ${orderId}`,
  );
  // A payment plan's instalments not paid are owed by the buyer (decisions/0045): they count as
  // paid in the books, so an order on a plan balances from its sale and as each instalment is paid.
  const owed = await rows<{ amount: number }>(
    db,
    sql`SELECT amount FROM order_instalments WHERE account_id = ${accountId} AND order_id = ${orderId} AND status <> 'paid'`,
  );
  // An open invoice is owed by its recipient (decisions/0109), as an unpaid instalment is.
  const invoiced = await openInvoiceAmounts(db, accountId, orderId);
  const refunded = await rows<{ amount: number }>(
    db,
    sql`SELECT amount FROM order_refunds WHERE account_id = ${accountId} AND order_id = ${orderId}`,
  );
  return {
    payments: [...paid, ...owed, ...invoiced],
    refunds: refunded,
    liveTicketTotals: tickets.map((t) => t.total),
    liveProductTotals: products.map((p) => p.total),
    orderCharges: o.total - Number(o.ticket_sum) - Number(o.product_sum),
  };
}

/**
 * The books checker: for every order of the account (or the listed ones), whether payments
 * minus refunds equal the value of its live items. Answers the orders that do not balance.
 */
export async function unbalancedOrders(
  db: Db,
  accountId: number,
  orderIds?: readonly number[],
): Promise<{ orderId: number; netPaid: number; liveValue: number }[]> {
  const ids =
    orderIds ??
    (await rows<{ id: number | string }>(db, sql`SELECT id FROM orders WHERE account_id = ${accountId}`)).map(
      (r) => Number(r.id),
    );
  const out: { orderId: number; netPaid: number; liveValue: number }[] = [];
  for (const orderId of ids) {
    const books = await orderBooks(db, accountId, orderId);
    if (!booksBalance(books)) out.push({ orderId, netPaid: netPaid(books), liveValue: liveValue(books) });
  }
  return out;
}
