import type { BulkSeatAction } from '@tessera/contract';
import { editableStatuses, salePolicyProblem } from '@tessera/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { events, holds, priceLevels, saleTypes, seatAlerts } from '@/db/schema';
import { arrayParam, rows } from '@/db/sql';
import { policyFor } from '@/modules/user-groups/group-policy.service';
import type { StaffPrincipal } from '@/platform/auth/principal';
import { AppError } from '@/platform/http/app-error';
import { nextChange, seatStatusNow } from './seat-state.sql';

const notFound = () => new AppError('common.not_found');

async function requireActive(db: Db, accountId: number, action: BulkSeatAction) {
  const active = async (table: typeof holds | typeof saleTypes | typeof seatAlerts, id: number) => {
    const [row] = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.accountId, accountId), eq(table.id, id), isNull(table.archivedAt)));
    if (!row) throw notFound();
  };
  if (action.kind === 'hold') await active(holds, action.holdId);
  if (action.kind === 'saleType' && action.saleTypeId !== null) await active(saleTypes, action.saleTypeId);
  if (action.kind === 'seatAlert' && action.seatAlertId !== null)
    await active(seatAlerts, action.seatAlertId);
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
      if (!level) throw notFound();
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
 * Applies one bulk action to the selected seats of an event and the same places (section,
 * row, seat) of other events, in one transaction. Status actions (hold, release, kill) lock
 * the seats first and refuse the whole edit if any is in a basket, sold or comp now (a
 * basket whose time ran out no longer has its seats: `seatStatusNow`).
 */
export async function applyBulkAction(
  db: Db,
  accountId: number,
  eventId: number,
  input: { seatIds: readonly number[]; otherEventIds: readonly number[]; action: BulkSeatAction },
  userId: number,
  now: Date,
): Promise<{ eventId: number; changed: number }[]> {
  const eventIds = [...new Set([eventId, ...input.otherEventIds])];
  const owned = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.accountId, accountId), inArray(events.id, eventIds)));
  if (owned.length !== eventIds.length) throw notFound();
  await requireActive(db, accountId, input.action);
  const { action } = input;

  return db.transaction(async (tx) => {
    const targets = await rows<{ id: number | string; event_id: number; status: string }>(
      tx,
      sql`WITH src AS (
          SELECT section, row, seat FROM event_seats
          WHERE account_id = ${accountId} AND event_id = ${eventId} AND id = ANY(${arrayParam(input.seatIds)}::bigint[])
        )
        SELECT s.id, s.event_id, ${seatStatusNow(now)} AS status FROM event_seats s JOIN src USING (section, row, seat)
        WHERE s.account_id = ${accountId} AND s.event_id = ANY(${arrayParam(eventIds)}::int[])
        ORDER BY s.id FOR UPDATE OF s`,
    );
    const ids = targets.map((t) => Number(t.id));
    let changed: { event_id: number }[];
    if (action.kind === 'hold' || action.kind === 'release' || action.kind === 'kill') {
      const busy = targets.filter((t) => !(editableStatuses as readonly string[]).includes(t.status)).length;
      if (busy > 0) throw new AppError('admin.seats_not_editable', undefined, { count: busy });
      const holdId = action.kind === 'hold' ? action.holdId : null;
      const status =
        action.kind === 'hold'
          ? sql`(SELECT CASE WHEN act_as_kill THEN 'kill' ELSE 'hold' END FROM holds WHERE id = ${holdId}::int)`
          : action.kind === 'kill'
            ? sql`'kill'`
            : sql`'open'`;
      changed = await rows(
        tx,
        sql`WITH old AS (SELECT id, status, hold_id FROM event_seats WHERE id = ANY(${arrayParam(ids)}::bigint[])),
          upd AS (
            UPDATE event_seats s SET status = ${status}, hold_id = ${holdId}::int, change_seq = ${nextChange},
              basket_id = NULL, reserved_until = NULL, channel = NULL
            FROM old WHERE s.id = old.id AND (old.status IS DISTINCT FROM ${status} OR old.hold_id IS DISTINCT FROM ${holdId}::int)
            RETURNING s.id, s.event_id, old.status AS from_status, s.status, s.hold_id
          ), logged AS (
            INSERT INTO seat_history (account_id, event_id, event_seat_id, from_status, to_status, user_id, hold_id, reason, created_at)
            SELECT ${accountId}, event_id, id, from_status, status, ${userId}, hold_id, 'bulk edit', ${now} FROM upd
          )
          SELECT event_id FROM upd`,
      );
    } else {
      const attribute = await attributeSet(tx, accountId, eventId, action);
      if (!attribute) throw notFound();
      changed = await rows(
        tx,
        sql`UPDATE event_seats s SET ${attribute.set}, change_seq = ${nextChange}
          FROM event_seats t ${attribute.join}
          WHERE s.id = t.id AND t.id = ANY(${arrayParam(ids)}::bigint[])
          RETURNING s.event_id`,
      );
    }
    const perEvent = new Map(eventIds.map((id) => [id, 0]));
    for (const row of changed) perEvent.set(row.event_id, (perEvent.get(row.event_id) ?? 0) + 1);
    return [...perEvent].map(([id, n]) => ({ eventId: id, changed: n }));
  });
}

/**
 * A seat-map change judged by the user's group policy (spec §3): the action must be in its
 * seat-map actions, a hold placed or the holds of seats released or killed in its holds, and a
 * sale type given in its sale types.
 */
export async function requireSeatMapAction(
  db: Db,
  accountId: number,
  staff: StaffPrincipal,
  change: { action: string; holdId?: number | null; saleTypeId?: number | null; seatIds?: readonly number[] },
): Promise<void> {
  const policy = await policyFor(db, staff);
  if (policy.role === 'Admin') return;
  const named = async (table: 'holds' | 'sale_types', ids: readonly number[]) =>
    ids.length === 0
      ? []
      : (
          await rows<{ id: number; name: string }>(
            db,
            sql`SELECT id, name FROM ${sql.identifier(table)}
              WHERE account_id = ${accountId} AND id = ANY(${arrayParam([...ids])}::int[])`,
          )
        ).map((r) => ({ id: Number(r.id), name: r.name }));
  const heldNow =
    policy.restrictions.holds !== null && change.seatIds?.length
      ? (
          await rows<{ hold_id: number }>(
            db,
            sql`SELECT DISTINCT hold_id FROM event_seats WHERE account_id = ${accountId}
              AND id = ANY(${arrayParam([...change.seatIds])}::bigint[]) AND hold_id IS NOT NULL`,
          )
        ).map((r) => Number(r.hold_id))
      : [];
  const holdIds = [...heldNow, ...(change.holdId ? [change.holdId] : [])];
  const problem = salePolicyProblem(policy, {
    seatMapActions: [change.action],
    holds: policy.restrictions.holds === null ? [] : await named('holds', holdIds),
    saleTypes:
      policy.restrictions.saleTypes === null || !change.saleTypeId
        ? []
        : await named('sale_types', [change.saleTypeId]),
  });
  if (problem) throw new AppError(problem.code, problem.field);
}
