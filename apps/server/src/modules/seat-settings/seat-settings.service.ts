import type { Hold, HoldGroup, SaleType, SeatAlert } from '@tessera/contract';
import type { SalesChannel } from '@tessera/domain';
import type { Db } from '@/db/client';
import type { holds, saleTypes, seatAlerts } from '@/db/schema';
import { reassignHoldSeats, seatsInHolds } from '@/modules/inventory/hold-seats.store';
import { AppError } from '@/platform/http/app-error';
import { notFound } from '@/platform/http/common-errors';
import {
  activeHoldExists,
  activeHoldGroupExists,
  archiveHoldGroupRow,
  archiveHoldRow,
  archiveHoldRows,
  findHold,
  listHoldGroupRows,
  liveHoldIdsOfGroup,
  moveHoldsToGroup,
} from './seat-settings.store';

export type Reassign = { to: 'open' } | { to: 'other'; id: number } | undefined;

export function holdOf(row: typeof holds.$inferSelect): Hold {
  return {
    id: row.id,
    name: row.name,
    color: row.color,
    actAsKill: row.actAsKill,
    holdGroupId: row.holdGroupId,
    allowedChannels: row.allowedChannels as SalesChannel[],
    allowedUserGroupIds: row.allowedUserGroupIds,
    archived: row.archivedAt !== null,
  };
}

export function holdGroupOf(row: {
  id: number;
  name: string;
  holdCount: number;
  archivedAt: Date | null;
}): HoldGroup {
  return { id: row.id, name: row.name, holdCount: row.holdCount, archived: row.archivedAt !== null };
}

export function saleTypeOf(row: typeof saleTypes.$inferSelect): SaleType {
  return { id: row.id, name: row.name, isDefault: row.isDefault, archived: row.archivedAt !== null };
}

export function seatAlertOf(row: typeof seatAlerts.$inferSelect): SeatAlert {
  const { accountId: _a, archivedAt, ...rest } = row;
  return { ...rest, archived: archivedAt !== null };
}

export async function requireActiveGroup(db: Db, accountId: number, id: number | null) {
  if (id === null) return;
  if (!(await activeHoldGroupExists(db, accountId, id))) throw notFound();
}

export async function holdGroupView(db: Db, accountId: number, id: number): Promise<HoldGroup> {
  const [row] = await listHoldGroupRows(db, accountId, false, id);
  if (!row) throw notFound();
  return holdGroupOf(row);
}

async function activeTarget(db: Db, accountId: number, kind: 'hold' | 'holdGroup', id: number, self: number) {
  if (id === self) throw new AppError('admin.reassignment_target_invalid');
  const exists = kind === 'hold' ? activeHoldExists : activeHoldGroupExists;
  if (!(await exists(db, accountId, id))) throw new AppError('admin.reassignment_target_invalid');
}

/** Archives a hold; its seats move to another hold or back to open (spec §4). */
export async function archiveHoldWith(
  db: Db,
  accountId: number,
  holdId: number,
  reassign: Reassign,
  userId: number,
  now: Date,
) {
  const hold = await findHold(db, accountId, holdId);
  if (!hold) throw notFound();
  if (hold.archivedAt) return hold;
  const inUse = (await seatsInHolds(db, accountId, [holdId])) > 0;
  if (inUse && !reassign) throw new AppError('admin.hold_reassignment_required');
  if (reassign?.to === 'other') await activeTarget(db, accountId, 'hold', reassign.id, holdId);
  return db.transaction(async (tx) => {
    if (reassign)
      await reassignHoldSeats(
        tx,
        accountId,
        [holdId],
        reassign.to === 'other' ? reassign.id : null,
        userId,
        now,
      );
    return archiveHoldRow(tx, holdId, now);
  });
}

/**
 * Archives a hold group: its holds join another group, or are archived themselves with their
 * seats returned to open.
 */
export async function archiveHoldGroupWith(
  db: Db,
  accountId: number,
  groupId: number,
  reassign: Reassign,
  userId: number,
  now: Date,
) {
  const [group] = await listHoldGroupRows(db, accountId, false, groupId);
  if (!group) throw notFound();
  if (group.archivedAt) return;
  if (group.holdCount > 0 && !reassign) throw new AppError('admin.hold_group_reassignment_required');
  if (reassign?.to === 'other') await activeTarget(db, accountId, 'holdGroup', reassign.id, groupId);
  await db.transaction(async (tx) => {
    const ids = await liveHoldIdsOfGroup(tx, accountId, groupId);
    if (ids.length && reassign?.to === 'other') {
      await moveHoldsToGroup(tx, ids, reassign.id);
    } else if (ids.length) {
      await reassignHoldSeats(tx, accountId, ids, null, userId, now);
      await archiveHoldRows(tx, ids, now);
    }
    await archiveHoldGroupRow(tx, groupId, now);
  });
}
