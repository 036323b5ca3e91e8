import type { LocatedSeat, SeatHistoryEntry } from '@tessera/contract';
import { parseSeatKey, type SeatHistoryReason, type SeatStatus } from '@tessera/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { arrayParam, rows } from '@/db/sql';

interface HistoryRow {
  id: number | string;
  event_id: number;
  event_name: string;
  seat_key: string | null;
  ga_area: string | null;
  quantity: number;
  from_status: SeatStatus;
  to_status: SeatStatus;
  basket_id: string | null;
  order_id: number | string | null;
  channel: string | null;
  user_name: string | null;
  hold_name: string | null;
  reason_code: SeatHistoryReason | null;
  reason: string | null;
  created_at: Date | string;
  total: number;
}

/** A seat filter: a full key, or Section-Row-Seat within the chosen event. */
function seatFilter(seat: string | undefined, eventId: number | undefined): SQL | null {
  if (!seat) return null;
  const key = parseSeatKey(seat);
  if (key)
    return sql`AND es.event_id = ${key.eventId} AND es.section = ${key.section} AND es.row = ${key.row} AND es.seat = ${key.seat}`;
  const parts = seat.split('-');
  if (parts.length === 3 && eventId)
    return sql`AND es.section = ${parts[0]} AND es.row = ${parts[1]} AND es.seat = ${parts[2]}`;
  return sql`AND false`;
}

export async function pageSeatHistory(
  db: Db,
  accountId: number,
  filter: { eventId?: number; seat?: string; page: number; pageSize: number },
): Promise<{ items: SeatHistoryEntry[]; total: number }> {
  const bySeat = seatFilter(filter.seat, filter.eventId);
  const list = await rows<HistoryRow>(
    db,
    sql`SELECT h.id, h.event_id, e.name AS event_name,
        CASE WHEN es.id IS NULL THEN NULL ELSE es.event_id || '-' || es.section || '-' || es.row || '-' || es.seat END AS seat_key,
        ga.name AS ga_area, h.quantity, h.from_status, h.to_status, h.basket_id, h.order_id, h.channel,
        nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') AS user_name,
        ho.name AS hold_name, h.reason_code, h.reason, h.created_at, count(*) OVER ()::int AS total
      FROM seat_history h
      JOIN events e ON e.id = h.event_id
      LEFT JOIN event_seats es ON es.id = h.event_seat_id
      LEFT JOIN event_ga_areas ga ON ga.id = h.ga_area_id
      LEFT JOIN users u ON u.id = h.user_id
      LEFT JOIN holds ho ON ho.id = h.hold_id
      WHERE h.account_id = ${accountId}
        ${filter.eventId ? sql`AND h.event_id = ${filter.eventId}` : sql``}
        ${bySeat ?? sql``}
      ORDER BY h.created_at DESC, h.id DESC
      LIMIT ${filter.pageSize} OFFSET ${(filter.page - 1) * filter.pageSize}`,
  );
  return {
    total: list[0]?.total ?? 0,
    items: list.map((r) => ({
      id: Number(r.id),
      eventId: r.event_id,
      eventName: r.event_name,
      seatKey: r.seat_key,
      gaArea: r.ga_area,
      quantity: r.quantity,
      fromStatus: r.from_status,
      toStatus: r.to_status,
      basketId: r.basket_id,
      orderId: r.order_id === null ? null : Number(r.order_id),
      channel: r.channel,
      userName: r.user_name,
      holdName: r.hold_name,
      reasonCode: r.reason_code,
      reason: r.reason,
      createdAt: new Date(r.created_at).toISOString(),
    })),
  };
}

interface LocatedRow {
  id: number | string;
  event_id: number;
  event_name: string;
  starts_at: Date | string;
  timezone: string;
  section: string;
  row: string;
  seat: string;
  status: SeatStatus;
  hold_name: string | null;
  price_level_name: string | null;
  basket_id: string | null;
  reserved_until: Date | string | null;
  order_id: number | string | null;
}

export function locatedSeatOf(r: LocatedRow): LocatedSeat {
  return {
    id: Number(r.id),
    seatKey: `${r.event_id}-${r.section}-${r.row}-${r.seat}`,
    eventId: r.event_id,
    eventName: r.event_name,
    startsAt: new Date(r.starts_at).toISOString(),
    timezone: r.timezone,
    section: r.section,
    row: r.row,
    seat: r.seat,
    status: r.status,
    holdName: r.hold_name,
    priceLevelName: r.price_level_name,
    basketId: r.basket_id,
    reservedUntil: r.reserved_until === null ? null : new Date(r.reserved_until).toISOString(),
    orderId: r.order_id === null ? null : Number(r.order_id),
  };
}

/** Finds seats by key; keys that are malformed or match nothing come back as not found. */
export async function findSeatsByKey(db: Db, accountId: number, keys: readonly string[]) {
  const found: LocatedSeat[] = [];
  const notFound: string[] = [];
  for (const key of keys) {
    const parts = parseSeatKey(key);
    const [row] = parts
      ? await rows<LocatedRow>(
          db,
          sql`SELECT s.id, s.event_id, e.name AS event_name, e.starts_at, v.timezone, s.section, s.row, s.seat, s.status,
              h.name AS hold_name, pl.name AS price_level_name, s.basket_id, s.reserved_until, s.order_id
            FROM event_seats s JOIN events e ON e.id = s.event_id JOIN venues v ON v.id = e.venue_id
            LEFT JOIN holds h ON h.id = s.hold_id LEFT JOIN price_levels pl ON pl.id = s.price_level_id
            WHERE s.account_id = ${accountId} AND s.event_id = ${parts.eventId} AND s.section = ${parts.section}
              AND s.row = ${parts.row} AND s.seat = ${parts.seat}`,
        )
      : [];
    if (row) found.push(locatedSeatOf(row));
    else notFound.push(key);
  }
  return { seats: found, notFound };
}

/**
 * A transfer claimed: the seats (and general-admission places) of the tickets stay as sold, now
 * held by the recipient; the seat history says so, on the order, with the reason `transfer`.
 */
export async function recordTransferInSeatHistory(
  tx: Db,
  accountId: number,
  orderId: number,
  ticketIds: readonly number[],
  now: Date,
): Promise<void> {
  await tx.execute(
    sql`INSERT INTO seat_history (account_id, event_id, event_seat_id, ga_area_id, quantity, from_status, to_status, order_id, reason_code, created_at)
      SELECT ot.account_id, ot.event_id, ot.event_seat_id, g.area_id, 1,
        coalesce(s.status, g.status, 'sold'), coalesce(s.status, g.status, 'sold'), ot.order_id, 'transfer', ${now}
      FROM order_tickets ot
      LEFT JOIN event_seats s ON s.id = ot.event_seat_id
      LEFT JOIN ga_reservations g ON g.id = ot.ga_reservation_id
      WHERE ot.account_id = ${accountId} AND ot.order_id = ${orderId}
        AND ot.id = ANY(${arrayParam(ticketIds)}::bigint[])`,
  );
}
