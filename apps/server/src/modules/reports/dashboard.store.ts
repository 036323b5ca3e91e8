import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';
import { and, type MoneyQuery, orderConditions } from './report-filters.sql';

const num = (v: unknown) => Number(v ?? 0);
/** A timestamptz as ISO text in UTC, read the same on every driver. */
const isoSql = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

export interface TopEventRow {
  eventId: number;
  name: string;
  /** ISO, UTC. */
  startsAt: string;
  tickets: number;
  revenue: number;
}

/**
 * The events whose tickets brought the most in the orders placed over the range (the orders
 * sales by transaction date counts): tickets and their totals per event, highest first.
 */
export async function topEvents(db: Db, q: MoneyQuery, limit: number): Promise<TopEventRow[]> {
  const where = [
    sql`o.account_id = ${q.accountId}`,
    sql`o.created_at >= ${q.from}`,
    sql`o.created_at < ${q.to}`,
    ...orderConditions(q),
    ...(q.eventScope ? [q.eventScope] : []),
  ];
  const list = await rows<Record<string, unknown>>(
    db,
    sql`SELECT events.id AS event_id, events.name, ${isoSql(sql`events.starts_at`)} AS starts_at, count(*) AS tickets, sum(t.total) AS revenue
      FROM order_tickets t
      JOIN orders o ON o.id = t.order_id
      JOIN events ON events.id = t.event_id AND events.account_id = o.account_id
      WHERE ${and(where)}
      GROUP BY events.id, events.name, events.starts_at
      ORDER BY sum(t.total) DESC, count(*) DESC, events.id
      LIMIT ${limit}`,
  );
  return list.map((r) => ({
    eventId: num(r.event_id),
    name: String(r.name),
    startsAt: String(r.starts_at),
    tickets: num(r.tickets),
    revenue: num(r.revenue),
  }));
}

export interface PerformanceRow {
  eventId: number;
  name: string;
  /** ISO, UTC. */
  startsAt: string;
  venueName: string;
  timeZone: string;
  status: string;
}

/** The events starting on today's calendar day of their own venue, in the user group's events scope. */
export async function todaysPerformances(
  db: Db,
  accountId: number,
  now: Date,
  eventScope: SQL | undefined,
  limit: number,
  venueId?: number,
): Promise<PerformanceRow[]> {
  const where = [
    sql`events.account_id = ${accountId}`,
    ...(venueId ? [sql`events.venue_id = ${venueId}`] : []),
    sql`to_char(events.starts_at AT TIME ZONE v.timezone, 'YYYY-MM-DD') = to_char(${now}::timestamptz AT TIME ZONE v.timezone, 'YYYY-MM-DD')`,
    ...(eventScope ? [eventScope] : []),
  ];
  const list = await rows<Record<string, unknown>>(
    db,
    sql`SELECT events.id, events.name, ${isoSql(sql`events.starts_at`)} AS starts_at, events.status, v.name AS venue_name, v.timezone
      FROM events JOIN venues v ON v.id = events.venue_id
      WHERE ${and(where)}
      ORDER BY events.starts_at, events.id
      LIMIT ${limit}`,
  );
  return list.map((r) => ({
    eventId: num(r.id),
    name: String(r.name),
    startsAt: String(r.starts_at),
    venueName: String(r.venue_name),
    timeZone: String(r.timezone),
    status: String(r.status),
  }));
}
