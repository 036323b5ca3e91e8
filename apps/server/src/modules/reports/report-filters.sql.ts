import { type SQL, sql } from 'drizzle-orm';
import { arrayParam } from '@/db/sql';

/** A money report's question, as its store reads it: instants, not days (the service converted them). */
export interface MoneyQuery {
  accountId: number;
  /** Local midnight of the first day (inclusive) and of the day after the last (exclusive). */
  from: Date;
  to: Date;
  timeZone: string;
  eventIds: readonly number[];
  channels: readonly string[];
  paymentTypes: readonly string[];
  /** The user group's events scope, as a condition on the events table; absent: every event. */
  eventScope?: SQL;
}

/**
 * The order conditions every money report shares, on an orders row aliased `o`: the channel,
 * the events (an order counts when it has a ticket of one of them: decisions/0052) and the
 * user group's events scope.
 */
export function orderConditions(q: MoneyQuery): SQL[] {
  const where: SQL[] = [];
  if (q.channels.length > 0) where.push(sql`o.channel = ANY(${arrayParam(q.channels)}::text[])`);
  if (q.eventIds.length > 0) {
    where.push(
      sql`EXISTS (SELECT 1 FROM order_tickets t WHERE t.order_id = o.id AND t.event_id = ANY(${arrayParam(q.eventIds)}::int[]))`,
    );
  }
  if (q.eventScope) {
    where.push(
      sql`EXISTS (SELECT 1 FROM order_tickets t JOIN events ON events.id = t.event_id WHERE t.order_id = o.id AND ${q.eventScope})`,
    );
  }
  return where;
}

/**
 * The join to a row's order (aliased `o`), made only when an order condition needs it: the
 * order always exists (a foreign key), and on a year of orders the join is most of the read.
 */
export const orderJoin = (q: MoneyQuery, orderId: SQL) =>
  orderConditions(q).length > 0 ? sql`JOIN orders o ON o.id = ${orderId}` : sql``;

/** The payment type condition on a payments row aliased `p`, when payment types were asked for. */
export function paymentTypeConditions(q: MoneyQuery): SQL[] {
  return q.paymentTypes.length > 0 ? [sql`p.type = ANY(${arrayParam(q.paymentTypes)}::text[])`] : [];
}

export const and = (parts: readonly SQL[]) => sql.join([...parts], sql` AND `);

/**
 * The venue's calendar day of a timestamptz column, as a date: what a report groups by (text per
 * row costs more than the grouping itself on a year of orders; `dayText` formats each day once).
 */
export const localDateSql = (column: SQL, timeZone: string) =>
  sql`(${column} AT TIME ZONE ${timeZone})::date`;

/** A date column as `YYYY-MM-DD` text. */
export const dayText = (column: SQL) => sql`to_char(${column}, 'YYYY-MM-DD')`;

/** The venue's calendar day of a timestamptz column, as text (`YYYY-MM-DD`). */
export const localDaySql = (column: SQL, timeZone: string) =>
  sql`to_char(${column} AT TIME ZONE ${timeZone}, 'YYYY-MM-DD')`;

/** A chosen venue keeps only its events' orders, on top of the user group's events scope. */
export function atVenue(query: MoneyQuery, venueId: number | undefined): MoneyQuery {
  if (!venueId) return query;
  const venue = sql`events.venue_id = ${venueId}`;
  return { ...query, eventScope: query.eventScope ? sql`(${query.eventScope}) AND ${venue}` : venue };
}

/** The orders placed in the range (an orders row aliased `o`), with the shared order conditions. */
export function placedInRange(q: MoneyQuery): SQL[] {
  return [
    sql`o.account_id = ${q.accountId}`,
    sql`o.created_at >= ${q.from}`,
    sql`o.created_at < ${q.to}`,
    ...orderConditions(q),
  ];
}
