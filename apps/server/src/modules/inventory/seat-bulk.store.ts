import type { BulkSeatAction } from '@tessera/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { events, holds, priceLevels, saleTypes, seatAlerts } from '@/db/schema';
import { arrayParam, rows } from '@/db/sql';
import { nextChange, seatStatusNow } from './seat-state.sql';

const settings = { hold: holds, saleType: saleTypes, seatAlert: seatAlerts };

/** Whether the account has this hold, sale type or seat alert, not archived. */
export async function activeSettingExists(
  db: Db,
  accountId: number,
  kind: keyof typeof settings,
  id: number,
): Promise<boolean> {
  const table = settings[kind];
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.accountId, accountId), eq(table.id, id), isNull(table.archivedAt)));
  return row !== undefined;
}

/** How many of these events the account has. */
export async function countOwnedEvents(db: Db, accountId: number, eventIds: number[]): Promise<number> {
  const owned = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.accountId, accountId), inArray(events.id, eventIds)));
  return owned.length;
}

/**
 * Locks the selected seats of an event and the same places (section, row, seat) of the other
 * events, in id order, each with its status now.
 */
export function lockSamePlaces(
  tx: Db,
  accountId: number,
  eventId: number,
  seatIds: readonly number[],
  eventIds: number[],
  now: Date,
) {
  return rows<{ id: number | string; event_id: number; status: string }>(
    tx,
    sql`WITH src AS (
        SELECT section, row, seat FROM event_seats
        WHERE account_id = ${accountId} AND event_id = ${eventId} AND id = ANY(${arrayParam(seatIds)}::bigint[])
      )
      SELECT s.id, s.event_id, ${seatStatusNow(now)} AS status FROM event_seats s JOIN src USING (section, row, seat)
      WHERE s.account_id = ${accountId} AND s.event_id = ANY(${arrayParam(eventIds)}::int[])
      ORDER BY s.id FOR UPDATE OF s`,
  );
}

/**
 * Holds (in a kill hold: kills), kills or opens locked seats, each change written to the seat
 * history; seats already so are left alone. Answers the event of each changed seat.
 */
export function setSeatStatuses(
  tx: Db,
  accountId: number,
  seatIds: number[],
  to: { status: 'hold' | 'kill' | 'open'; holdId: number | null },
  userId: number,
  now: Date,
): Promise<{ event_id: number }[]> {
  const { holdId } = to;
  const status =
    to.status === 'hold'
      ? sql`(SELECT CASE WHEN act_as_kill THEN 'kill' ELSE 'hold' END FROM holds WHERE id = ${holdId}::int)`
      : to.status === 'kill'
        ? sql`'kill'`
        : sql`'open'`;
  return rows(
    tx,
    sql`WITH old AS (SELECT id, status, hold_id FROM event_seats WHERE id = ANY(${arrayParam(seatIds)}::bigint[])),
      upd AS (
        UPDATE event_seats s SET status = ${status}, hold_id = ${holdId}::int, change_seq = ${nextChange},
          basket_id = NULL, reserved_until = NULL, channel = NULL
        FROM old WHERE s.id = old.id AND (old.status IS DISTINCT FROM ${status} OR old.hold_id IS DISTINCT FROM ${holdId}::int)
        RETURNING s.id, s.event_id, old.status AS from_status, s.status, s.hold_id
      ), logged AS (
        INSERT INTO seat_history (account_id, event_id, event_seat_id, from_status, to_status, user_id, hold_id, reason_code, created_at)
        SELECT ${accountId}, event_id, id, from_status, status, ${userId}, hold_id, 'bulkEdit', ${now} FROM upd
      )
      SELECT event_id FROM upd`,
  );
}

/** SET clause of an attribute action; price levels are matched by name in other events. */
async function attributeSet(db: Db, accountId: number, eventId: number, action: BulkSeatAction) {
  switch (action.kind) {
    case 'priceLevel': {
      const [level] = await db
        .select({ name: priceLevels.name })
        .from(priceLevels)
        .where(
          and(
            eq(priceLevels.accountId, accountId),
            eq(priceLevels.eventId, eventId),
            eq(priceLevels.id, action.priceLevelId),
            isNull(priceLevels.archivedAt),
          ),
        );
      if (!level) return null;
      // Archived levels never take seats (spec §4), here or in the other events.
      return {
        set: sql`price_level_id = pl.id`,
        join: sql`JOIN price_levels pl ON pl.event_id = t.event_id AND pl.name = ${level.name} AND pl.account_id = ${accountId} AND pl.archived_at IS NULL`,
      };
    }
    case 'addTag':
      return {
        set: sql`tags = CASE WHEN ${action.tag} = ANY(s.tags) THEN s.tags ELSE array_append(s.tags, ${action.tag}::text) END`,
        join: sql``,
      };
    case 'removeTag':
      return { set: sql`tags = array_remove(s.tags, ${action.tag}::text)`, join: sql`` };
    case 'saleType':
      return { set: sql`sale_type_id = ${action.saleTypeId}`, join: sql`` };
    case 'seatAlert':
      return { set: sql`seat_alert_id = ${action.seatAlertId}`, join: sql`` };
    case 'ada':
      return { set: sql`ada_type = ${action.adaType}`, join: sql`` };
    default:
      return null;
  }
}

/**
 * Sets a seat attribute (price level by name, tag, sale type, seat alert, ADA type) on these
 * seats; answers the event of each changed seat, or null when the action names no live price
 * level of the event or is not an attribute action.
 */
export async function applySeatAttribute(
  tx: Db,
  accountId: number,
  eventId: number,
  seatIds: number[],
  action: BulkSeatAction,
): Promise<{ event_id: number }[] | null> {
  const attribute = await attributeSet(tx, accountId, eventId, action);
  if (!attribute) return null;
  return rows<{ event_id: number }>(
    tx,
    sql`UPDATE event_seats s SET ${attribute.set}, change_seq = ${nextChange}
      FROM event_seats t ${attribute.join}
      WHERE s.id = t.id AND t.id = ANY(${arrayParam(seatIds)}::bigint[])
      RETURNING s.event_id`,
  );
}

/** The holds the given seats are in now. */
export async function heldSeatHoldIds(
  db: Db,
  accountId: number,
  seatIds: readonly number[],
): Promise<number[]> {
  const found = await rows<{ hold_id: number }>(
    db,
    sql`SELECT DISTINCT hold_id FROM event_seats WHERE account_id = ${accountId}
      AND id = ANY(${arrayParam([...seatIds])}::bigint[]) AND hold_id IS NOT NULL`,
  );
  return found.map((r) => Number(r.hold_id));
}
