import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';
import {
  and,
  dayText,
  localDateSql,
  type MoneyQuery,
  orderConditions,
  orderJoin,
  placedInRange,
} from './report-filters.sql';
import { summaryAnswers, summaryDays } from './sales-summary.store';

export interface SalesDayRow {
  day: string;
  orders: number;
  tickets: number;
  faceValue: number;
  fees: number;
  discounts: number;
  delivery: number;
  sales: number;
}

const num = (v: unknown) => Number(v ?? 0);

/**
 * Beyond about a quarter, counting each order's tickets with its own index probe costs more
 * than counting at once the tickets of the range's order ids (ids rise with time, so the span
 * between the range's first and last order id holds little else): a year's daily figures on a
 * million orders went from 3.2 to 1.5 s of the database's time (decisions/0084).
 */
const LONG_RANGE_MS = 92 * 86_400_000;

/** The number of tickets of order `o`, and the join it needs. */
function ticketCount(q: MoneyQuery, where: SQL): { count: SQL; join: SQL } {
  if (q.to.getTime() - q.from.getTime() <= LONG_RANGE_MS) {
    return { count: sql`(SELECT count(*) FROM order_tickets t WHERE t.order_id = o.id)`, join: sql`` };
  }
  return {
    count: sql`coalesce(tk.n, 0)`,
    join: sql`LEFT JOIN (
        SELECT t.order_id, count(*) AS n FROM order_tickets t
        WHERE t.order_id BETWEEN (SELECT min(o.id) FROM orders o WHERE ${where})
          AND (SELECT max(o.id) FROM orders o WHERE ${where})
        GROUP BY t.order_id) tk ON tk.order_id = o.id`,
  };
}

/** The orders placed on each venue day of the range, at their totals. */
export async function salesByDay(db: Db, q: MoneyQuery): Promise<SalesDayRow[]> {
  if (summaryAnswers(q)) {
    return (await summaryDays(db, q))
      .filter((d) => d.orders !== 0 || d.tickets !== 0 || d.sales !== 0)
      .map(({ ticketsVoided: _v, refunds: _r, ...day }) => day);
  }
  const where = placedInRange(q);
  const tickets = ticketCount(q, and(where));
  const list = await rows<Record<string, unknown>>(
    db,
    sql`SELECT ${dayText(sql`d.day`)} AS day, orders, tickets, face_value, fees, discounts, delivery, sales FROM (
        SELECT ${localDateSql(sql`o.created_at`, q.timeZone)} AS day, count(*) AS orders,
          sum(${tickets.count}) AS tickets,
          sum(o.face_value_total) AS face_value, sum(o.fee_total) AS fees, sum(o.discount_total) AS discounts,
          sum(o.delivery_total) AS delivery, sum(o.total) AS sales
        FROM orders o ${tickets.join} WHERE ${and(where)} GROUP BY 1) d ORDER BY d.day`,
  );
  return list.map((r) => ({
    day: String(r.day),
    orders: num(r.orders),
    tickets: num(r.tickets),
    faceValue: num(r.face_value),
    fees: num(r.fees),
    discounts: num(r.discounts),
    delivery: num(r.delivery),
    sales: num(r.sales),
  }));
}

/**
 * The refunds recorded on each venue day of the range, whatever their state: money owed back
 * from the moment the void commits, as the books count it (decisions/0040).
 */
export async function refundsByDay(db: Db, q: MoneyQuery): Promise<{ day: string; refunds: number }[]> {
  if (summaryAnswers(q)) {
    return (await summaryDays(db, q))
      .filter((d) => d.refunds !== 0)
      .map((d) => ({ day: d.day, refunds: d.refunds }));
  }
  const where = [
    sql`r.account_id = ${q.accountId}`,
    sql`r.created_at >= ${q.from}`,
    sql`r.created_at < ${q.to}`,
    ...orderConditions(q),
  ];
  const list = await rows<{ day: string; refunds: unknown }>(
    db,
    sql`SELECT ${dayText(sql`d.day`)} AS day, refunds FROM (
        SELECT ${localDateSql(sql`r.created_at`, q.timeZone)} AS day, sum(r.amount) AS refunds
        FROM order_refunds r ${orderJoin(q, sql`r.order_id`)}
        WHERE ${and(where)} GROUP BY 1) d ORDER BY d.day`,
  );
  return list.map((r) => ({ day: String(r.day), refunds: num(r.refunds) }));
}
