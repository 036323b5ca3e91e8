import type { BulkSeatAction } from '@tessera/contract';
import { editableStatuses, salePolicyProblem } from '@tessera/domain';
import type { Db } from '@/db/client';
import { policyFor } from '@/modules/user-groups/group-policy.service';
import type { StaffPrincipal } from '@/platform/auth/principal';
import { AppError } from '@/platform/http/app-error';
import {
  activeSettingExists,
  applySeatAttribute,
  countOwnedEvents,
  heldSeatHoldIds,
  lockSamePlaces,
  setSeatStatuses,
} from './seat-bulk.store';
import { namedRows } from './seat-choice.store';

const notFound = () => new AppError('common.not_found');

async function requireActive(db: Db, accountId: number, action: BulkSeatAction) {
  const active = async (kind: 'hold' | 'saleType' | 'seatAlert', id: number) => {
    if (!(await activeSettingExists(db, accountId, kind, id))) throw notFound();
  };
  if (action.kind === 'hold') await active('hold', action.holdId);
  if (action.kind === 'saleType' && action.saleTypeId !== null) await active('saleType', action.saleTypeId);
  if (action.kind === 'seatAlert' && action.seatAlertId !== null)
    await active('seatAlert', action.seatAlertId);
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
  if ((await countOwnedEvents(db, accountId, eventIds)) !== eventIds.length) throw notFound();
  await requireActive(db, accountId, input.action);
  const { action } = input;

  return db.transaction(async (tx) => {
    const targets = await lockSamePlaces(tx, accountId, eventId, input.seatIds, eventIds, now);
    const ids = targets.map((t) => Number(t.id));
    let changed: { event_id: number }[];
    if (action.kind === 'hold' || action.kind === 'release' || action.kind === 'kill') {
      const busy = targets.filter((t) => !(editableStatuses as readonly string[]).includes(t.status)).length;
      if (busy > 0) throw new AppError('admin.seats_not_editable', undefined, { count: busy });
      const holdId = action.kind === 'hold' ? action.holdId : null;
      const status = action.kind === 'hold' ? 'hold' : action.kind === 'kill' ? 'kill' : 'open';
      changed = await setSeatStatuses(tx, accountId, ids, { status, holdId }, userId, now);
    } else {
      const attribute = await applySeatAttribute(tx, accountId, eventId, ids, action);
      if (!attribute) throw notFound();
      changed = attribute;
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
  const named = (table: 'holds' | 'sale_types', ids: readonly number[]) =>
    namedRows(db, accountId, table, ids);
  const heldNow =
    policy.restrictions.holds !== null && change.seatIds?.length
      ? await heldSeatHoldIds(db, accountId, change.seatIds)
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
