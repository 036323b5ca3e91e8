import type { LocatedSeat } from '@tessera/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { holds } from '@/db/schema';
import { rows } from '@/db/sql';
import { AppError } from '@/platform/http/app-error';
import { findSeatsByKey } from './seat-history.store';
import { nextChange } from './seat-state.sql';

export type LocatorChange =
  | { action: 'hold'; key: string; holdId: number; reason: string }
  | { action: 'sell'; key: string; reason: string };

/**
 * The seat locator's two changes (spec §4): a reserved seat becomes a hold (taken out of its
 * basket), an open seat becomes sold. Each is one conditional update, logged with its reason.
 */
export async function changeSeatByKey(
  db: Db,
  accountId: number,
  change: LocatorChange,
  userId: number,
  now: Date,
): Promise<LocatedSeat> {
  const { seats } = await findSeatsByKey(db, accountId, [change.key]);
  const seat = seats[0];
  if (!seat) throw new AppError('admin.seat_key_not_found', 'key', { key: change.key });
  const from = change.action === 'hold' ? 'reserved' : 'open';
  if (seat.status !== from)
    throw new AppError('admin.seat_locator_not_allowed', 'key', { status: seat.status });
  let holdId: number | null = null;
  let to: 'hold' | 'kill' | 'sold' = 'sold';
  if (change.action === 'hold') {
    const [hold] = await db
      .select({ id: holds.id, actAsKill: holds.actAsKill })
      .from(holds)
      .where(and(eq(holds.accountId, accountId), eq(holds.id, change.holdId), isNull(holds.archivedAt)));
    if (!hold) throw new AppError('common.not_found', 'holdId');
    holdId = hold.id;
    to = hold.actAsKill ? 'kill' : 'hold';
  }
  const changed = await rows<{ id: number }>(
    db,
    sql`WITH old AS (SELECT id, basket_id, hold_id FROM event_seats WHERE id = ${seat.id} AND account_id = ${accountId} AND status = ${from} FOR UPDATE),
      upd AS (
        UPDATE event_seats s SET status = ${to}, hold_id = ${change.action === 'hold' ? sql`${holdId}::int` : sql`s.hold_id`},
          basket_id = NULL, reserved_until = NULL, channel = NULL, change_seq = ${nextChange}
        FROM old WHERE s.id = old.id RETURNING s.id, s.event_id, s.hold_id, old.basket_id
      ), logged AS (
        INSERT INTO seat_history (account_id, event_id, event_seat_id, from_status, to_status, basket_id, user_id, hold_id, reason_code, reason, created_at)
        SELECT ${accountId}, event_id, id, ${from}, ${to}, basket_id, ${userId}, hold_id, 'seatLocator', ${change.reason}, ${now} FROM upd
      )
      SELECT id FROM upd`,
  );
  // Someone changed the seat between the look-up and the update: report what it is now.
  if (changed.length === 0) {
    const { seats: now2 } = await findSeatsByKey(db, accountId, [change.key]);
    throw new AppError('admin.seat_locator_not_allowed', 'key', { status: now2[0]?.status ?? 'open' });
  }
  const { seats: after } = await findSeatsByKey(db, accountId, [change.key]);
  return after[0]!;
}
