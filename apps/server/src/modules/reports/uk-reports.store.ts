import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { arrayParam, rows } from '@/db/sql';
import { placesOf } from '@/modules/events/events-dashboard.store';
import {
  and,
  dayText,
  localDateSql,
  type MoneyQuery,
  orderConditions,
  orderJoin,
  paymentTypeConditions,
} from './report-filters.sql';
import { summaryAnswers, summaryDays, summaryPaymentDays } from './sales-summary.store';

/** The stores of the UK theatres reports (decisions/0075). */
const num = (v: unknown) => Number(v ?? 0);

/** Tickets voided on each venue day of the range, whichever day they were sold. */
export async function ticketsVoidedByDay(db: Db, q: MoneyQuery): Promise<Map<string, number>> {
  if (summaryAnswers(q)) {
    return new Map(
      (await summaryDays(db, q)).filter((d) => d.ticketsVoided !== 0).map((d) => [d.day, d.ticketsVoided]),
    );
  }
  const list = await rows<{ day: string; n: unknown }>(
    db,
    sql`SELECT ${dayText(sql`d.day`)} AS day, n FROM (
        SELECT ${localDateSql(sql`t.voided_at`, q.timeZone)} AS day, count(*) AS n
        FROM order_tickets t ${orderJoin(q, sql`t.order_id`)}
        WHERE ${and([
          sql`t.account_id = ${q.accountId}`,
          sql`t.voided_at >= ${q.from}`,
          sql`t.voided_at < ${q.to}`,
          ...orderConditions(q),
        ])} GROUP BY 1) d`,
  );
  return new Map(list.map((r) => [String(r.day), num(r.n)]));
}

export interface PaymentDayLine {
  day: string;
  paymentType: string;
  /** The card brand the payment recorded (null for other payments). */
  brand: string | null;
  taken: number;
  refunded: number;
}

/**
 * Money taken and money given back per venue day, payment type and card brand (refunds on their
 * own day, under the payment they give back), with the money reports' filters (payment types too).
 */
export async function paymentsByDayTypeAndBrand(db: Db, q: MoneyQuery): Promise<PaymentDayLine[]> {
  if (summaryAnswers(q)) return summaryPaymentDays(db, q);
  const list = await rows<Record<string, unknown>>(
    db,
    sql`SELECT ${dayText(sql`d.day`)} AS day, type, brand, taken, refunded FROM (
        SELECT day, type, brand, sum(taken) AS taken, sum(refunded) AS refunded FROM (
        SELECT ${localDateSql(sql`p.created_at`, q.timeZone)} AS day, p.type, p.method AS brand, p.amount AS taken, 0 AS refunded
          FROM payments p ${orderJoin(q, sql`p.order_id`)}
          WHERE ${and([sql`p.account_id = ${q.accountId}`, sql`p.created_at >= ${q.from}`, sql`p.created_at < ${q.to}`, ...orderConditions(q), ...paymentTypeConditions(q)])}
        UNION ALL
        SELECT ${localDateSql(sql`r.created_at`, q.timeZone)}, p.type, p.method, 0, r.amount
          FROM order_refunds r JOIN payments p ON p.id = r.payment_id ${orderJoin(q, sql`r.order_id`)}
          WHERE ${and([sql`r.account_id = ${q.accountId}`, sql`r.created_at >= ${q.from}`, sql`r.created_at < ${q.to}`, ...orderConditions(q), ...paymentTypeConditions(q)])}
      ) money GROUP BY day, type, brand) d ORDER BY d.day, type, brand NULLS FIRST`,
  );
  return list.map((r) => ({
    day: String(r.day),
    paymentType: String(r.type),
    brand: (r.brand as string | null) ?? null,
    taken: num(r.taken),
    refunded: num(r.refunded),
  }));
}

/** Money taken less money given back per venue day and payment type (refunds on their own day). */
export async function paymentsByDayAndType(
  db: Db,
  q: MoneyQuery,
): Promise<{ day: string; paymentType: string; amount: number }[]> {
  const byKey = new Map<string, { day: string; paymentType: string; amount: number }>();
  for (const l of await paymentsByDayTypeAndBrand(db, q)) {
    const key = `${l.day}|${l.paymentType}`;
    const line = byKey.get(key) ?? { day: l.day, paymentType: l.paymentType, amount: 0 };
    line.amount += l.taken - l.refunded;
    byKey.set(key, line);
  }
  return [...byKey.values()];
}

/** Tickets sold and their totals per event and venue week (its Monday), for orders placed in the range. */
export async function ticketsByEventAndWeek(
  db: Db,
  q: MoneyQuery,
): Promise<
  { eventId: number; name: string; startsAt: Date; week: string; tickets: number; revenue: number }[]
> {
  const local = sql`(o.created_at AT TIME ZONE ${q.timeZone})`;
  const eventFilter = q.eventIds.length > 0 ? [sql`t.event_id = ANY(${arrayParam(q.eventIds)}::int[])`] : [];
  const list = await rows<Record<string, unknown>>(
    db,
    sql`SELECT event_id, name, starts_at, ${dayText(sql`w.week`)} AS week, tickets, revenue FROM (
      SELECT t.event_id, e.name, e.starts_at, date_trunc('week', ${local}) AS week,
        count(*) AS tickets, sum(t.total) AS revenue
      FROM order_tickets t JOIN orders o ON o.id = t.order_id JOIN events e ON e.id = t.event_id
      WHERE ${and([
        sql`o.account_id = ${q.accountId}`,
        sql`o.created_at >= ${q.from}`,
        sql`o.created_at < ${q.to}`,
        ...orderConditions({ ...q, eventIds: [] }),
        ...eventFilter,
        ...(q.eventScope ? [scopeOn(q.eventScope)] : []),
      ])}
      GROUP BY t.event_id, e.name, e.starts_at, 4) w ORDER BY w.starts_at, w.event_id, w.week`,
  );
  return list.map((r) => ({
    eventId: num(r.event_id),
    name: String(r.name),
    startsAt: new Date(String(r.starts_at)),
    week: String(r.week),
    tickets: num(r.tickets),
    revenue: num(r.revenue),
  }));
}

/** The events scope condition (written on `events`) applied to the joined event `e`. */
const scopeOn = (scope: SQL) => sql`EXISTS (SELECT 1 FROM events WHERE events.id = e.id AND ${scope})`;

export interface AdvanceRow {
  eventId: number;
  name: string;
  startsAt: Date;
  capacity: number;
  sold: number;
  comp: number;
  held: number;
  reserved: number;
  available: number;
  revenue: number;
}

/**
 * The inventory of every event starting in the range, read as the event dashboard reads it
 * (seats by their status now, general-admission places by their reservations), and its live
 * tickets' totals.
 */
export async function advanceSales(
  db: Db,
  q: { accountId: number; from: Date; to: Date; eventIds: readonly number[]; eventScope?: SQL },
  now: Date,
): Promise<AdvanceRow[]> {
  const where = [
    sql`events.account_id = ${q.accountId}`,
    sql`events.starts_at >= ${q.from}`,
    sql`events.starts_at < ${q.to}`,
    sql`events.status <> 'Cancelled'`,
    ...(q.eventIds.length > 0 ? [sql`events.id = ANY(${arrayParam(q.eventIds)}::int[])`] : []),
    ...(q.eventScope ? [q.eventScope] : []),
  ];
  const list = await rows<Record<string, unknown>>(
    db,
    sql`WITH chosen AS (SELECT events.id, events.name, events.starts_at FROM events WHERE ${and(where)}),
    places AS (${placesOf(q.accountId, sql`SELECT id FROM chosen`, now)}),
    figures AS (
      SELECT event_id, coalesce(sum(n), 0) AS capacity,
        coalesce(sum(n) FILTER (WHERE status = 'sold'), 0) AS sold,
        coalesce(sum(n) FILTER (WHERE status = 'comp'), 0) AS comp,
        coalesce(sum(n) FILTER (WHERE status = 'hold'), 0) AS held,
        coalesce(sum(n) FILTER (WHERE status = 'reserved'), 0) AS reserved,
        coalesce(sum(n) FILTER (WHERE status = 'open'), 0) AS available
      FROM places GROUP BY event_id
    ),
    money AS (
      SELECT t.event_id, sum(t.total) AS revenue FROM order_tickets t
      WHERE t.account_id = ${q.accountId} AND t.status <> 'voided' AND t.event_id IN (SELECT id FROM chosen)
      GROUP BY t.event_id
    )
    SELECT c.id, c.name, c.starts_at, f.capacity, f.sold, f.comp, f.held, f.reserved, f.available, m.revenue
    FROM chosen c LEFT JOIN figures f ON f.event_id = c.id LEFT JOIN money m ON m.event_id = c.id
    ORDER BY c.starts_at, c.id`,
  );
  return list.map((r) => ({
    eventId: num(r.id),
    name: String(r.name),
    startsAt: new Date(String(r.starts_at)),
    capacity: num(r.capacity),
    sold: num(r.sold),
    comp: num(r.comp),
    held: num(r.held),
    reserved: num(r.reserved),
    available: num(r.available),
    revenue: num(r.revenue),
  }));
}
