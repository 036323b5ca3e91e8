import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';
import {
  and,
  dayText,
  localDateSql,
  type MoneyQuery,
  orderConditions,
  orderJoin,
} from './report-filters.sql';

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

/** The orders placed on each venue day of the range, at their totals. */
export async function salesByDay(db: Db, q: MoneyQuery): Promise<SalesDayRow[]> {
  const where = [
    sql`o.account_id = ${q.accountId}`,
    sql`o.created_at >= ${q.from}`,
    sql`o.created_at < ${q.to}`,
    ...orderConditions(q),
  ];
  const list = await rows<Record<string, unknown>>(
    db,
    sql`SELECT ${dayText(sql`d.day`)} AS day, orders, tickets, face_value, fees, discounts, delivery, sales FROM (
        SELECT ${localDateSql(sql`o.created_at`, q.timeZone)} AS day, count(*) AS orders,
          sum((SELECT count(*) FROM order_tickets t WHERE t.order_id = o.id)) AS tickets,
          sum(o.face_value_total) AS face_value, sum(o.fee_total) AS fees, sum(o.discount_total) AS discounts,
          sum(o.delivery_total) AS delivery, sum(o.total) AS sales
        FROM orders o WHERE ${and(where)} GROUP BY 1) d ORDER BY d.day`,
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
