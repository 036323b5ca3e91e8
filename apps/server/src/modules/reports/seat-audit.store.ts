import type { SeatHistoryReason, SeatStatus } from '@tessera/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { arrayParam, rows } from '@/db/sql';
import { seatStatusNow } from '@/modules/inventory/seat-state.sql';
import { and } from './report-filters.sql';

/** The seat audit's stores (decisions/0081): one event's seats now, and their recorded changes. */
export interface SeatAuditQuery {
  accountId: number;
  eventId: number;
  section?: string;
  status?: SeatStatus;
}

export interface AuditSeatRow {
  seatId: number;
  section: string;
  row: string;
  seat: string;
  status: SeatStatus;
  holdName: string | null;
  orderId: number | null;
  firstName: string;
  lastName: string;
  email: string;
}

const num = (v: unknown) => Number(v ?? 0);

function seatConditions(q: SeatAuditQuery, now: Date): SQL[] {
  return [
    sql`s.account_id = ${q.accountId}`,
    sql`s.event_id = ${q.eventId}`,
    ...(q.section ? [sql`s.section = ${q.section}`] : []),
    ...(q.status ? [sql`${seatStatusNow(now)} = ${q.status}`] : []),
  ];
}

/** The event's seats in section, row and seat order (numbers as numbers), a page or all of them. */
export async function auditSeats(
  db: Db,
  q: SeatAuditQuery,
  now: Date,
  page?: { page: number; pageSize: number },
): Promise<AuditSeatRow[]> {
  const list = await rows<Record<string, unknown>>(
    db,
    sql`SELECT s.id, s.section, s.row, s.seat, ${seatStatusNow(now)} AS status, h.name AS hold_name,
        t.order_id, coalesce(o.buyer->>'firstName', '') AS first_name,
        coalesce(o.buyer->>'lastName', '') AS last_name, coalesce(o.buyer->>'email', '') AS email
      FROM event_seats s
        LEFT JOIN holds h ON h.id = s.hold_id
        LEFT JOIN order_tickets t ON t.event_seat_id = s.id AND t.status <> 'voided'
        LEFT JOIN orders o ON o.id = t.order_id
      WHERE ${and(seatConditions(q, now))}
      ORDER BY s.section, length(s.row), s.row, length(s.seat), s.seat, s.id
      ${page ? sql`LIMIT ${page.pageSize} OFFSET ${(page.page - 1) * page.pageSize}` : sql``}`,
  );
  return list.map((r) => ({
    seatId: num(r.id),
    section: String(r.section),
    row: String(r.row),
    seat: String(r.seat),
    status: String(r.status) as SeatStatus,
    holdName: r.hold_name == null ? null : String(r.hold_name),
    orderId: r.order_id == null ? null : num(r.order_id),
    firstName: String(r.first_name),
    lastName: String(r.last_name),
    email: String(r.email),
  }));
}

/** How many of the filtered seats are in each state now, and how many changes they recorded. */
export async function auditTotals(
  db: Db,
  q: SeatAuditQuery,
  now: Date,
): Promise<{ byStatus: Map<string, number>; changes: number }> {
  const list = await rows<{ status: string; n: unknown; changes: unknown }>(
    db,
    sql`SELECT ${seatStatusNow(now)} AS status, count(*) AS n,
        sum((SELECT count(*) FROM seat_history hi WHERE hi.event_id = s.event_id AND hi.event_seat_id = s.id)) AS changes
      FROM event_seats s WHERE ${and(seatConditions(q, now))} GROUP BY 1`,
  );
  return {
    byStatus: new Map(list.map((r) => [r.status, num(r.n)])),
    changes: list.reduce((n, r) => n + num(r.changes), 0),
  };
}

export interface AuditChangeRow {
  seatId: number;
  at: Date;
  fromStatus: SeatStatus;
  toStatus: SeatStatus;
  reasonCode: SeatHistoryReason | null;
  reason: string | null;
  orderId: number | null;
  channel: string | null;
  userName: string | null;
  holdName: string | null;
}

/** The recorded changes of these seats, oldest first. */
export async function auditChanges(
  db: Db,
  accountId: number,
  eventId: number,
  seatIds: readonly number[],
): Promise<AuditChangeRow[]> {
  if (seatIds.length === 0) return [];
  const list = await rows<Record<string, unknown>>(
    db,
    sql`SELECT h.event_seat_id, h.created_at, h.from_status, h.to_status, h.reason_code, h.reason, h.order_id, h.channel,
        nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') AS user_name,
        ho.name AS hold_name
      FROM seat_history h
        LEFT JOIN users u ON u.id = h.user_id
        LEFT JOIN holds ho ON ho.id = h.hold_id
      WHERE h.account_id = ${accountId} AND h.event_id = ${eventId}
        AND h.event_seat_id = ANY(${arrayParam(seatIds)}::bigint[])
      ORDER BY h.created_at, h.id`,
  );
  return list.map((r) => ({
    seatId: num(r.event_seat_id),
    at: new Date(String(r.created_at)),
    fromStatus: String(r.from_status) as SeatStatus,
    toStatus: String(r.to_status) as SeatStatus,
    reasonCode: r.reason_code == null ? null : (String(r.reason_code) as SeatHistoryReason),
    reason: r.reason == null ? null : String(r.reason),
    orderId: r.order_id == null ? null : num(r.order_id),
    channel: r.channel == null ? null : String(r.channel),
    userName: r.user_name == null ? null : String(r.user_name),
    holdName: r.hold_name == null ? null : String(r.hold_name),
  }));
}

/** The performance the audit is of: its name, start and venue's time zone. */
export async function auditEvent(db: Db, accountId: number, eventId: number, eventScope?: SQL) {
  const [row] = await rows<{ id: number; name: string; starts_at: Date | string; timezone: string }>(
    db,
    sql`SELECT events.id, events.name, events.starts_at, v.timezone FROM events JOIN venues v ON v.id = events.venue_id
      WHERE events.account_id = ${accountId} AND events.id = ${eventId} ${eventScope ? sql`AND ${eventScope}` : sql``}`,
  );
  return row
    ? { id: row.id, name: row.name, startsAt: new Date(row.starts_at).toISOString(), timeZone: row.timezone }
    : undefined;
}
