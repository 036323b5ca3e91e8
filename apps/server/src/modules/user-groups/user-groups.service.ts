import type { UserGroup, UserGroupInput } from '@tessera/contract';
import {
  displayRules,
  type EventsScope,
  type GroupPermission,
  isGroupPermission,
  restrictionKinds,
  type SalesChannel,
  userGroupProblems,
} from '@tessera/domain';
import type { Db } from '@/db/client';
import { recordAudit } from '@/modules/audit/audit.store';
import type { Actor } from '@/platform/auth/principal';
import type { AppDeps } from '@/platform/deps';
import { AppError } from '@/platform/http/app-error';
import {
  countActiveMembers,
  findGroup,
  insertGroup,
  nameTaken,
  type UserGroupRow,
  updateGroupRow,
  valuesOf,
} from './user-groups.store';

export function userGroupOf(group: UserGroupRow, activeUsers: number): UserGroup {
  return {
    id: group.id,
    name: group.name,
    require2fa: group.require2fa,
    requirePromoCode: group.requirePromoCode,
    restrictions: Object.fromEntries(
      restrictionKinds.map((k) => [k, group.restrictions[k] ?? null]),
    ) as UserGroup['restrictions'],
    eventsScope: group.eventsScope as EventsScope,
    eventsScopeIds: group.eventsScopeIds,
    defaultApiPromoCode: group.defaultApiPromoCode,
    seatDisplayLimit: group.seatDisplayLimit,
    salesChannelOverride: group.salesChannelOverride as Extract<
      SalesChannel,
      UserGroup['salesChannelOverride']
    >,
    permissions: group.permissions.filter(isGroupPermission) as GroupPermission[],
    displayRules: Object.fromEntries(
      displayRules.map((r) => [r, group.displayRules[r] === true]),
    ) as UserGroup['displayRules'],
    archived: group.archivedAt !== null,
    activeUsers,
  };
}

export async function requireGroup(db: Db, accountId: number, groupId: number): Promise<UserGroup> {
  const found = await findGroup(db, accountId, groupId);
  if (!found) throw new AppError('common.not_found');
  return userGroupOf(found.group, found.activeUsers);
}

async function check(db: Db, accountId: number, input: UserGroupInput, exceptId?: number) {
  for (const problem of userGroupProblems(input)) {
    throw new AppError(
      problem.code === 'renewals_need_season_packages'
        ? 'admin.user_group_renewals_need_season_packages'
        : 'admin.user_group_scope_needs_ids',
      problem.field,
    );
  }
  if (await nameTaken(db, accountId, input.name, exceptId))
    throw new AppError('admin.user_group_name_taken', 'name');
}

function auditOf(
  actor: Actor,
  action: 'user_group_created' | 'user_group_updated' | 'user_group_archived' | 'user_group_restored',
  detail: Record<string, unknown>,
) {
  return {
    accountId: actor.staff.accountId,
    action,
    actorUserId: actor.staff.impersonator?.id ?? actor.staff.userId,
    ip: actor.ip,
    detail,
  };
}

export async function create(deps: AppDeps, actor: Actor, input: UserGroupInput): Promise<UserGroup> {
  const accountId = actor.staff.accountId;
  await check(deps.db, accountId, input);
  const id = await deps.db.transaction(async (tx) => {
    const groupId = await insertGroup(tx, accountId, input);
    await recordAudit(
      tx,
      auditOf(actor, 'user_group_created', {
        groupId,
        name: input.name,
        permissions: input.permissions,
        require2fa: input.require2fa,
      }),
      deps.now(),
    );
    return groupId;
  });
  return requireGroup(deps.db, accountId, id);
}

/** Saves every setting; what changed in permissions and 2FA is written to the audit log. */
export async function update(
  deps: AppDeps,
  actor: Actor,
  groupId: number,
  input: UserGroupInput,
): Promise<UserGroup> {
  const accountId = actor.staff.accountId;
  const before = await requireGroup(deps.db, accountId, groupId);
  await check(deps.db, accountId, input, groupId);
  const values = valuesOf(input);
  const granted = values.permissions.filter((p) => !before.permissions.includes(p));
  const revoked = before.permissions.filter((p) => !values.permissions.includes(p));
  await deps.db.transaction(async (tx) => {
    await updateGroupRow(tx, accountId, groupId, values);
    await recordAudit(
      tx,
      auditOf(actor, 'user_group_updated', {
        groupId,
        name: input.name,
        granted,
        revoked,
        ...(before.require2fa !== input.require2fa ? { require2fa: input.require2fa } : {}),
      }),
      deps.now(),
    );
  });
  return requireGroup(deps.db, accountId, groupId);
}

/** Archives a group no active user belongs to; restoring needs its name to be free again. */
export async function setArchived(
  deps: AppDeps,
  actor: Actor,
  groupId: number,
  archived: boolean,
): Promise<UserGroup> {
  const accountId = actor.staff.accountId;
  const group = await requireGroup(deps.db, accountId, groupId);
  if (archived && (await countActiveMembers(deps.db, accountId, groupId)) > 0) {
    throw new AppError('admin.user_group_in_use');
  }
  if (!archived && (await nameTaken(deps.db, accountId, group.name, groupId))) {
    throw new AppError('admin.user_group_name_taken', 'name');
  }
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await updateGroupRow(tx, accountId, groupId, { archivedAt: archived ? now : null });
    await recordAudit(
      tx,
      auditOf(actor, archived ? 'user_group_archived' : 'user_group_restored', { groupId, name: group.name }),
      now,
    );
  });
  return requireGroup(deps.db, accountId, groupId);
}
