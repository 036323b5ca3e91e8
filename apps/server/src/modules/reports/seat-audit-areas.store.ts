import type { SeatHistoryReason, SeatStatus } from '@tessera/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { arrayParam, rows } from '@/db/sql';
import { and } from './report-filters.sql';
import type { SeatAuditQuery } from './seat-audit.store';

/**
 * The seat audit's general-admission areas (decisions/0106): each area of the performance, how
 * many of its places are in each state now, and the changes the seat history recorded for it
 * (each change of a number of places at once).
 */
export interface AuditAreaRow {
  areaId: number;
  name: string;
  capacity: number;
  /** Places now: in a live basket, sold, comp, and set aside for house seats (a hold). */
  reserved: number;
  sold: number;
  comp: number;
  hold: number;
}

const num = (v: unknown) => Number(v ?? 0);

/** The areas, by name; the section filter keeps the area of that name. */
export async function auditAreas(db: Db, q: SeatAuditQuery, now: Date): Promise<AuditAreaRow[]> {
  const conditions: SQL[] = [
    sql`a.account_id = ${q.accountId}`,
    sql`a.event_id = ${q.eventId}`,
    ...(q.section ? [sql`a.name = ${q.section}`] : []),
  ];
  // A basket's places whose time ran out count as open, as the seats' state now does.
  const list = await rows<Record<string, unknown>>(
    db,
    sql`SELECT a.id, a.name, a.capacity, a.house_seats_held,
        coalesce(sum(r.quantity) FILTER (WHERE r.status = 'reserved'
          AND (r.reserved_until IS NULL OR r.reserved_until > ${now.toISOString()}::timestamptz)), 0) AS reserved,
        coalesce(sum(r.quantity) FILTER (WHERE r.status = 'sold'), 0) AS sold,
        coalesce(sum(r.quantity) FILTER (WHERE r.status = 'comp'), 0) AS comp
      FROM event_ga_areas a LEFT JOIN ga_reservations r ON r.area_id = a.id
      WHERE ${and(conditions)}
      GROUP BY a.id ORDER BY a.name, a.id`,
  );
  return list.map((r) => ({
    areaId: num(r.id),
    name: String(r.name),
    capacity: num(r.capacity),
    reserved: num(r.reserved),
    sold: num(r.sold),
    comp: num(r.comp),
    hold: num(r.house_seats_held),
  }));
}

export interface AuditAreaChangeRow {
  areaId: number;
  quantity: number;
  at: Date;
  fromStatus: SeatStatus;
  toStatus: SeatStatus;
  reasonCode: SeatHistoryReason | null;
  reason: string | null;
  orderId: number | null;
  channel: string | null;
  userName: string | null;
}

/** The recorded changes of these areas, oldest first. */
export async function auditAreaChanges(
  db: Db,
  accountId: number,
  eventId: number,
  areaIds: readonly number[],
): Promise<AuditAreaChangeRow[]> {
  if (areaIds.length === 0) return [];
  const list = await rows<Record<string, unknown>>(
    db,
    sql`SELECT h.ga_area_id, h.quantity, h.created_at, h.from_status, h.to_status, h.reason_code, h.reason,
        h.order_id, h.channel,
        nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') AS user_name
      FROM seat_history h LEFT JOIN users u ON u.id = h.user_id
      WHERE h.account_id = ${accountId} AND h.event_id = ${eventId} AND h.event_seat_id IS NULL
        AND h.ga_area_id = ANY(${arrayParam(areaIds)}::int[])
      ORDER BY h.created_at, h.id`,
  );
  return list.map((r) => ({
    areaId: num(r.ga_area_id),
    quantity: num(r.quantity),
    at: new Date(String(r.created_at)),
    fromStatus: String(r.from_status) as SeatStatus,
    toStatus: String(r.to_status) as SeatStatus,
    reasonCode: r.reason_code == null ? null : (String(r.reason_code) as SeatHistoryReason),
    reason: r.reason == null ? null : String(r.reason),
    orderId: r.order_id == null ? null : num(r.order_id),
    channel: r.channel == null ? null : String(r.channel),
    userName: r.user_name == null ? null : String(r.user_name),
  }));
}
