import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';
import { AppError } from '@/platform/http/app-error';
import { nextChange } from './seat-state.sql';

export interface MovedSeat {
  id: number;
  section: string;
  row: string;
  seat: string;
}

/**
 * Moves an order's sold (or comp) seat to another open seat of the same event, inside the
 * caller's transaction: the new seat takes the old one's status and order, the old seat opens.
 * Throws admin.order_seat_not_open when the target is not open.
 */
export async function moveOrderSeat(
  tx: Db,
  accountId: number,
  orderId: number,
  fromSeatId: number,
  toSeatId: number,
  now: Date,
  userId: number | null,
): Promise<MovedSeat> {
  const [from] = await rows<{ id: number | string; event_id: number; status: 'sold' | 'comp' }>(
    tx,
    sql`SELECT id, event_id, status FROM event_seats
      WHERE account_id = ${accountId} AND id = ${fromSeatId} AND order_id = ${orderId} AND status IN ('sold', 'comp')
      FOR UPDATE`,
  );
  if (!from) throw new AppError('admin.order_ticket_not_found');
  const [to] = await rows<{ id: number | string; section: string; row: string; seat: string }>(
    tx,
    sql`WITH t AS (
        SELECT id FROM event_seats WHERE account_id = ${accountId} AND event_id = ${from.event_id}
          AND id = ${toSeatId} AND status = 'open' FOR UPDATE
      ), upd AS (
        UPDATE event_seats s SET status = ${from.status}, order_id = ${orderId}, change_seq = ${nextChange}
        FROM t WHERE s.id = t.id RETURNING s.id, s.section, s.row, s.seat
      ), logged AS (
        INSERT INTO seat_history (account_id, event_id, event_seat_id, from_status, to_status, order_id, user_id, reason_code, created_at)
        SELECT ${accountId}, ${from.event_id}, id, 'open', ${from.status}, ${orderId}, ${userId}, 'move', ${now} FROM upd
      )
      SELECT id, section, row, seat FROM upd`,
  );
  if (!to) throw new AppError('admin.order_seat_not_open', 'eventSeatId');
  await tx.execute(
    sql`WITH upd AS (
        UPDATE event_seats SET status = 'open', hold_id = NULL, order_id = NULL, channel = NULL, change_seq = ${nextChange}
        WHERE id = ${fromSeatId} RETURNING id
      )
      INSERT INTO seat_history (account_id, event_id, event_seat_id, from_status, to_status, order_id, user_id, reason_code, created_at)
      SELECT ${accountId}, ${from.event_id}, id, ${from.status}, 'open', ${orderId}, ${userId}, 'move', ${now} FROM upd`,
  );
  return { id: Number(to.id), section: to.section, row: to.row, seat: to.seat };
}

/**
 * Keeps a saved basket's live reservations until `until` (seats and general-admission
 * places). Reservations that already lapsed stay lapsed.
 */
export async function extendBasketReservations(
  tx: Db,
  accountId: number,
  basketId: string,
  until: Date,
  now: Date,
): Promise<void> {
  await tx.execute(
    sql`UPDATE event_seats SET reserved_until = ${until}, change_seq = ${nextChange}
      WHERE account_id = ${accountId} AND basket_id = ${basketId}::uuid AND status = 'reserved' AND reserved_until > ${now}`,
  );
  await tx.execute(
    sql`UPDATE ga_reservations SET reserved_until = ${until}
      WHERE account_id = ${accountId} AND basket_id = ${basketId}::uuid AND status = 'reserved' AND reserved_until > ${now}`,
  );
}
