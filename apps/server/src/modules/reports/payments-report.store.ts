import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { arrayParam, rows } from '@/db/sql';
import {
  and,
  localDaySql,
  type MoneyQuery,
  orderConditions,
  orderJoin,
  paymentTypeConditions,
} from './report-filters.sql';

const num = (v: unknown) => Number(v ?? 0);

function paymentWhere(q: MoneyQuery): SQL[] {
  return [
    sql`p.account_id = ${q.accountId}`,
    sql`p.created_at >= ${q.from}`,
    sql`p.created_at < ${q.to}`,
    ...orderConditions(q),
    ...paymentTypeConditions(q),
  ];
}

function refundWhere(q: MoneyQuery): SQL[] {
  return [
    sql`r.account_id = ${q.accountId}`,
    sql`r.created_at >= ${q.from}`,
    sql`r.created_at < ${q.to}`,
    ...orderConditions(q),
    ...paymentTypeConditions(q),
  ];
}

export interface PaymentTypeRow {
  paymentType: string;
  payments: number;
  received: number;
  refunds: number;
  refunded: number;
}

/** Payments taken and refunds recorded in the range, per payment type. */
export async function paymentsByType(db: Db, q: MoneyQuery): Promise<PaymentTypeRow[]> {
  const list = await rows<Record<string, unknown>>(
    db,
    sql`SELECT type, sum(payments) AS payments, sum(received) AS received, sum(refunds) AS refunds, sum(refunded) AS refunded
      FROM (
        SELECT p.type, count(*) AS payments, sum(p.amount) AS received, 0 AS refunds, 0 AS refunded
          FROM payments p ${orderJoin(q, sql`p.order_id`)} WHERE ${and(paymentWhere(q))} GROUP BY p.type
        UNION ALL
        SELECT p.type, 0, 0, count(*), sum(r.amount)
          FROM order_refunds r JOIN payments p ON p.id = r.payment_id ${orderJoin(q, sql`r.order_id`)}
          WHERE ${and(refundWhere(q))} GROUP BY p.type
      ) lines GROUP BY type ORDER BY type`,
  );
  return list.map((r) => ({
    paymentType: String(r.type),
    payments: num(r.payments),
    received: num(r.received),
    refunds: num(r.refunds),
    refunded: num(r.refunded),
  }));
}

export interface TransactionRow {
  id: string;
  at: Date;
  day: string;
  kind: 'payment' | 'refund';
  orderId: number;
  channel: string;
  paymentType: string;
  method: string | null;
  last4: string | null;
  amount: number;
  state: string;
  /** With `detail` (payments v2, decisions/0092): the order's customer and the staff member. */
  customerName?: string;
  customerEmail?: string;
  staffName?: string | null;
}

/**
 * The range's payments (money in) or its refunds (money out, negative) as transaction lines.
 * `ordered`: in the order of their (account, created_at, id) index, the first `first` only when
 * given, so a page or a download reads them without joining and sorting the whole range
 * (decisions/0084).
 */
export function transactionLinesSql(
  q: MoneyQuery,
  side: 'payment' | 'refund',
  options: { ordered: boolean; first?: number; detail?: boolean },
): SQL {
  const limit = options.first ? sql` LIMIT ${options.first}` : sql``;
  // Payments v2 (decisions/0092): the order's customer (as the guest manifest reads it), and who took the payment (the order's
  // staff member) or recorded the refund.
  const detail = (staffId: SQL) =>
    options.detail
      ? {
          columns: sql`, coalesce(c.first_name, o.buyer->>'firstName', '') AS customer_first,
              coalesce(c.last_name, o.buyer->>'lastName', '') AS customer_last,
              coalesce(c.email, o.buyer->>'email', '') AS customer_email,
              u.first_name AS staff_first, u.last_name AS staff_last`,
          joins: sql` LEFT JOIN customers c ON c.id = o.customer_id LEFT JOIN users u ON u.id = ${staffId}`,
        }
      : { columns: sql``, joins: sql`` };
  if (side === 'payment') {
    const more = detail(sql`o.user_id`);
    return sql`SELECT 'payment-' || p.id AS id, p.created_at AS at, ${localDaySql(sql`p.created_at`, q.timeZone)} AS day,
          'payment' AS kind, o.id AS order_id, o.channel, p.type, p.method, p.last4, p.amount, p.status AS state, 0 AS ord, p.id AS n${more.columns}
          FROM payments p JOIN orders o ON o.id = p.order_id${more.joins} WHERE ${and(paymentWhere(q))}
          ${options.ordered ? sql`ORDER BY p.created_at, p.id${limit}` : sql``}`;
  }
  const more = detail(sql`coalesce(r.user_id, o.user_id)`);
  return sql`SELECT 'refund-' || r.id AS id, r.created_at AS at, ${localDaySql(sql`r.created_at`, q.timeZone)} AS day,
          'refund' AS kind, o.id AS order_id, o.channel, p.type, p.method, p.last4, -r.amount AS amount, r.state, 1 AS ord, r.id AS n${more.columns}
          FROM order_refunds r JOIN payments p ON p.id = r.payment_id JOIN orders o ON o.id = r.order_id${more.joins}
          WHERE ${and(refundWhere(q))}
          ${options.ordered ? sql`ORDER BY r.created_at, r.id${limit}` : sql``}`;
}

/**
 * Payments and refunds in the range, oldest first (a payment before a refund of the same
 * instant); with `first`, each side keeps only its first rows (a page's worth).
 */
export function transactionsSql(q: MoneyQuery, first?: number, detail = false): SQL {
  const side = (kind: 'payment' | 'refund') =>
    transactionLinesSql(q, kind, first ? { ordered: true, first, detail } : { ordered: false, detail });
  return sql`SELECT * FROM ((${side('payment')}) UNION ALL (${side('refund')})) lines ORDER BY at, ord, n`;
}

/** A row of `transactionsSql` as the reports use it. */
export function transactionRow(r: Record<string, unknown>): TransactionRow {
  return {
    id: String(r.id),
    at: new Date(r.at as string),
    day: String(r.day),
    kind: r.kind as 'payment' | 'refund',
    orderId: Number(r.order_id),
    channel: String(r.channel),
    paymentType: String(r.type),
    method: (r.method as string | null) ?? null,
    last4: (r.last4 as string | null) ?? null,
    amount: num(r.amount),
    state: String(r.state),
    ...('customer_email' in r
      ? {
          customerName: `${String(r.customer_first ?? '')} ${String(r.customer_last ?? '')}`.trim(),
          customerEmail: String(r.customer_email ?? ''),
          staffName: r.staff_first == null ? null : `${String(r.staff_first)} ${String(r.staff_last)}`.trim(),
        }
      : {}),
  };
}

/** One page of the range's transactions (every row without `page`). */
export async function transactions(
  db: Db,
  q: MoneyQuery,
  page?: { page: number; pageSize: number },
  detail = false,
): Promise<TransactionRow[]> {
  const list = await rows<Record<string, unknown>>(
    db,
    page
      ? sql`${transactionsSql(q, page.page * page.pageSize, detail)} LIMIT ${page.pageSize} OFFSET ${(page.page - 1) * page.pageSize}`
      : transactionsSql(q, undefined, detail),
  );
  return list.map(transactionRow);
}

const cursorName = (side: 'payment' | 'refund') => sql.raw(`report_${side}s`);

/**
 * Opens, in the transaction `tx`, a cursor over the range's payments and one over its refunds,
 * each in its index's order (the download merges them; decisions/0084).
 */
export async function declareTransactionCursors(tx: Db, q: MoneyQuery, detail = false): Promise<void> {
  for (const side of ['payment', 'refund'] as const) {
    await tx.execute(
      sql`DECLARE ${cursorName(side)} NO SCROLL CURSOR FOR ${transactionLinesSql(q, side, { ordered: true, detail })}`,
    );
  }
}

/** The next `count` lines of one side's cursor (none at its end). */
export async function fetchTransactionLines(
  tx: Db,
  side: 'payment' | 'refund',
  count: number,
): Promise<TransactionRow[]> {
  const list = await rows<Record<string, unknown>>(
    tx,
    sql`FETCH ${sql.raw(String(count))} FROM ${cursorName(side)}`,
  );
  return list.map(transactionRow);
}

export interface OrderMoneyRow {
  orderId: number;
  /** The order's first payment or refund in the range. */
  firstAt: Date;
  channel: string;
  customerName: string;
  customerEmail: string;
  payments: number;
  received: number;
  refunds: number;
  refunded: number;
}

/**
 * Transactions v2 (decisions/0092): the range's transactions (`transactionsSql`, with detail)
 * grouped per order, by their first line's time; one page of orders (every one without `page`),
 * and how many there are.
 */
export async function transactionsByOrder(
  db: Db,
  q: MoneyQuery,
  page?: { page: number; pageSize: number },
): Promise<{ orders: OrderMoneyRow[]; count: number }> {
  const grouped = sql`SELECT order_id, min(at) AS first_at, min(channel) AS channel,
      min(customer_first) AS customer_first, min(customer_last) AS customer_last, min(customer_email) AS customer_email,
      count(*) FILTER (WHERE kind = 'payment') AS payments, coalesce(sum(amount) FILTER (WHERE kind = 'payment'), 0) AS received,
      count(*) FILTER (WHERE kind = 'refund') AS refunds, coalesce(-sum(amount) FILTER (WHERE kind = 'refund'), 0) AS refunded
    FROM (${transactionsSql(q, undefined, true)}) lines GROUP BY order_id`;
  const [list, counted] = await Promise.all([
    rows<Record<string, unknown>>(
      db,
      sql`${grouped} ORDER BY first_at, order_id${page ? sql` LIMIT ${page.pageSize} OFFSET ${(page.page - 1) * page.pageSize}` : sql``}`,
    ),
    rows<{ n: unknown }>(db, sql`SELECT count(*) AS n FROM (${grouped}) g`),
  ]);
  return {
    count: num(counted[0]?.n),
    orders: list.map((r) => ({
      orderId: num(r.order_id),
      firstAt: new Date(r.first_at as string),
      channel: String(r.channel),
      customerName: `${String(r.customer_first ?? '')} ${String(r.customer_last ?? '')}`.trim(),
      customerEmail: String(r.customer_email ?? ''),
      payments: num(r.payments),
      received: num(r.received),
      refunds: num(r.refunds),
      refunded: num(r.refunded),
    })),
  };
}

/** The range's transactions (with detail) of the given orders, oldest first. */
export async function transactionsOfOrders(
  db: Db,
  q: MoneyQuery,
  orderIds: readonly number[],
): Promise<TransactionRow[]> {
  if (orderIds.length === 0) return [];
  const list = await rows<Record<string, unknown>>(
    db,
    sql`SELECT * FROM (${transactionsSql(q, undefined, true)}) lines
      WHERE order_id = ANY(${arrayParam(orderIds)}::bigint[]) ORDER BY at, ord, n`,
  );
  return list.map(transactionRow);
}
