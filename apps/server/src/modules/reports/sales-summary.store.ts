import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { arrayParam, rows } from '@/db/sql';
import { and, dayText, localDateSql, type MoneyQuery } from './report-filters.sql';

/**
 * Reads of the sales summary (decisions/0114): the money reports' figures per account and quarter
 * hour, kept by the trigger `sales_summary_record` in each sale's, void's and refund's own
 * transaction. They answer exactly what the reads of the orders, tickets, payments and refunds
 * answer, for a question without order filters (channel, events, the user group's events scope:
 * the summary does not know an order's channel or events) whose days start on a quarter hour.
 */
const SLOT_MS = 15 * 60_000;
const num = (v: unknown) => Number(v ?? 0);

export function summaryAnswers(q: MoneyQuery): boolean {
  return (
    q.channels.length === 0 &&
    q.eventIds.length === 0 &&
    !q.eventScope &&
    q.from.getTime() % SLOT_MS === 0 &&
    q.to.getTime() % SLOT_MS === 0
  );
}

const inRange = (q: MoneyQuery) => [
  sql`s.account_id = ${q.accountId}`,
  sql`s.slot >= ${q.from}`,
  sql`s.slot < ${q.to}`,
];

export interface SummaryDay {
  day: string;
  orders: number;
  tickets: number;
  ticketsVoided: number;
  faceValue: number;
  fees: number;
  discounts: number;
  delivery: number;
  sales: number;
  refunds: number;
}

/** The order figures of each venue day of the range that has any. */
export async function summaryDays(db: Db, q: MoneyQuery): Promise<SummaryDay[]> {
  const list = await rows<Record<string, unknown>>(
    db,
    sql`SELECT ${dayText(sql`d.day`)} AS day, d.* FROM (
        SELECT ${localDateSql(sql`s.slot`, q.timeZone)} AS day, sum(s.orders) AS orders, sum(s.tickets) AS tickets,
          sum(s.tickets_voided) AS tickets_voided, sum(s.face_value) AS face_value, sum(s.fees) AS fees,
          sum(s.discounts) AS discounts, sum(s.delivery) AS delivery, sum(s.sales) AS sales, sum(s.refunds) AS refunds
        FROM sales_summary s WHERE ${and([...inRange(q), sql`s.payment_type = ''`])} GROUP BY 1) d ORDER BY d.day`,
  );
  return list.map((r) => ({
    day: String(r.day),
    orders: num(r.orders),
    tickets: num(r.tickets),
    ticketsVoided: num(r.tickets_voided),
    faceValue: num(r.face_value),
    fees: num(r.fees),
    discounts: num(r.discounts),
    delivery: num(r.delivery),
    sales: num(r.sales),
    refunds: num(r.refunds),
  }));
}

/** Money taken and given back per venue day, payment type and card brand (the payment types asked for). */
export async function summaryPaymentDays(
  db: Db,
  q: MoneyQuery,
): Promise<{ day: string; paymentType: string; brand: string | null; taken: number; refunded: number }[]> {
  const types =
    q.paymentTypes.length > 0 ? [sql`s.payment_type = ANY(${arrayParam(q.paymentTypes)}::text[])`] : [];
  const list = await rows<Record<string, unknown>>(
    db,
    sql`SELECT ${dayText(sql`d.day`)} AS day, d.payment_type, d.brand, d.taken, d.refunded FROM (
        SELECT ${localDateSql(sql`s.slot`, q.timeZone)} AS day, s.payment_type, s.brand,
          sum(s.taken) AS taken, sum(s.refunded) AS refunded
        FROM sales_summary s WHERE ${and([...inRange(q), sql`s.payment_type <> ''`, ...types])}
        GROUP BY 1, 2, 3 HAVING sum(s.taken) <> 0 OR sum(s.refunded) <> 0) d
      ORDER BY d.day, d.payment_type, nullif(d.brand, '') NULLS FIRST`,
  );
  return list.map((r) => ({
    day: String(r.day),
    paymentType: String(r.payment_type),
    brand: r.brand ? String(r.brand) : null,
    taken: num(r.taken),
    refunded: num(r.refunded),
  }));
}

/**
 * Folds the rows the trigger appended into one row per account, quarter hour, payment type and
 * brand, in one statement: a report reading meanwhile sees the rows before or after, which add
 * up to the same. Answers the number of rows folded.
 */
export async function compactSalesSummary(db: Db): Promise<number> {
  const [result] = await rows<{ n: unknown }>(
    db,
    sql`WITH fresh AS (
        DELETE FROM sales_summary WHERE NOT compacted RETURNING *
      ), folded AS (
        INSERT INTO sales_summary (account_id, slot, payment_type, brand, compacted, orders, tickets,
          tickets_voided, face_value, fees, discounts, delivery, sales, refunds, taken, refunded)
        SELECT account_id, slot, payment_type, brand, true, sum(orders), sum(tickets), sum(tickets_voided),
          sum(face_value), sum(fees), sum(discounts), sum(delivery), sum(sales), sum(refunds), sum(taken), sum(refunded)
        FROM fresh GROUP BY account_id, slot, payment_type, brand
        ON CONFLICT (account_id, slot, payment_type, brand) WHERE compacted DO UPDATE SET
          orders = sales_summary.orders + excluded.orders,
          tickets = sales_summary.tickets + excluded.tickets,
          tickets_voided = sales_summary.tickets_voided + excluded.tickets_voided,
          face_value = sales_summary.face_value + excluded.face_value,
          fees = sales_summary.fees + excluded.fees,
          discounts = sales_summary.discounts + excluded.discounts,
          delivery = sales_summary.delivery + excluded.delivery,
          sales = sales_summary.sales + excluded.sales,
          refunds = sales_summary.refunds + excluded.refunds,
          taken = sales_summary.taken + excluded.taken,
          refunded = sales_summary.refunded + excluded.refunded
        RETURNING 1
      ) SELECT (SELECT count(*) FROM fresh) AS n`,
  );
  return num(result?.n);
}
