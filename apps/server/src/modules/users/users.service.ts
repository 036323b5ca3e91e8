import type { InviteUserInput, UserDetail, UserUpdateInput } from '@tessera/contract';
import { mayActOnUser, mayGrantRole, type UserStanding } from '@tessera/domain';
import type { Db } from '@/db/client';
import { requireAccount } from '@/modules/accounts/accounts.service';
import { type AuditEvent, recordAudit } from '@/modules/audit/audit.store';
import { endUserSessions } from '@/modules/auth/auth.store';
import { clearAllGuesses } from '@/modules/auth/guess-limits.store';
import { sendInvitation } from '@/modules/auth/password-reset.service';
import { requireActivePartner } from '@/modules/partners/partners.service';
import type { Actor, StaffPrincipal } from '@/platform/auth/principal';
import type { AppDeps } from '@/platform/deps';
import { AppError } from '@/platform/http/app-error';
import { userDetailOf } from './users.mapping';
import {
  emailInUse,
  findGroupForUser,
  findUser,
  insertUser,
  listApiKeys,
  type UserWithGroup,
  updateUserRow,
} from './users.store';

/** A user of the caller's account, or 404: another account's id looks exactly like a missing one. */
export async function requireUser(db: Db, accountId: number, userId: number): Promise<UserWithGroup> {
  const found = await findUser(db, accountId, userId);
  if (!found) throw new AppError('common.not_found');
  return found;
}

function standingOf(staff: StaffPrincipal): UserStanding {
  return {
    id: staff.userId,
    accountId: staff.accountId,
    role: staff.role,
    platformOperator: staff.platformOperator,
  };
}

/**
 * A user of the caller's account the caller may act on (decisions/0010, 0011): another
 * account's user is missing (404); a user who outranks the caller is out of reach (403).
 */
export async function requireReachableUser(
  db: Db,
  staff: StaffPrincipal,
  userId: number,
): Promise<UserWithGroup> {
  const found = await requireUser(db, staff.accountId, userId);
  if (!mayActOnUser(standingOf(staff), found.user)) throw new AppError('auth.user_out_of_reach');
  return found;
}

function checkRole(staff: StaffPrincipal, role: string): void {
  if (!mayGrantRole(standingOf(staff), role)) throw new AppError('auth.user_out_of_reach', 'role');
}

export async function userDetail(db: Db, accountId: number, userId: number): Promise<UserDetail> {
  const found = await requireUser(db, accountId, userId);
  return userDetailOf(found, await listApiKeys(db, accountId, userId));
}

async function checkGroup(db: Db, accountId: number, groupId: number | null): Promise<void> {
  if (groupId === null) return;
  const group = await findGroupForUser(db, accountId, groupId);
  if (!group) throw new AppError('common.not_found', 'userGroupId');
  if (group.archivedAt) throw new AppError('admin.user_group_archived', 'userGroupId');
}

function audit(
  actor: Actor,
  action: AuditEvent['action'],
  subjectUserId: number,
  detail?: Record<string, unknown>,
) {
  return {
    accountId: actor.staff.accountId,
    action,
    actorUserId: actor.staff.impersonator?.id ?? actor.staff.userId,
    subjectUserId,
    ip: actor.ip,
    detail,
  };
}

/** Invites a user: the row without a password, and an email with a link to choose one. */
export async function invite(deps: AppDeps, actor: Actor, input: InviteUserInput): Promise<UserDetail> {
  const accountId = actor.staff.accountId;
  checkRole(actor.staff, input.role);
  if (await emailInUse(deps.db, input.email)) throw new AppError('auth.email_taken', 'email');
  await checkGroup(deps.db, accountId, input.userGroupId);
  if (input.partnerId !== null) {
    await requireActivePartner(deps.db, accountId, input.partnerId, 'admin.partner_not_found');
  }
  const account = await requireAccount(deps.db, accountId);
  const now = deps.now();
  const { id, mail } = await deps.db.transaction(async (tx) => {
    const row = await insertUser(tx, {
      accountId,
      email: input.email.trim(),
      firstName: input.firstName,
      lastName: input.lastName,
      role: input.role,
      userGroupId: input.userGroupId,
      partnerId: input.partnerId,
      invitedAt: now,
      createdAt: now,
    });
    await recordAudit(
      tx,
      audit(actor, 'user_invited', row.id, { role: input.role, userGroupId: input.userGroupId }),
      now,
    );
    const sent = await sendInvitation(deps, tx, row, account);
    await recordAudit(tx, audit(actor, 'invitation_sent', row.id), now);
    return { id: row!.id, mail: sent };
  });
  if (mail.status === 'failed') throw new AppError('admin.mail_send_failed');
  return userDetail(deps.db, accountId, id);
}

/** Changes name, role, group and partner; a change of role or group is a permission change and is audited. */
export async function update(deps: AppDeps, actor: Actor, userId: number, input: UserUpdateInput) {
  const accountId = actor.staff.accountId;
  const { user } = await requireReachableUser(deps.db, actor.staff, userId);
  checkRole(actor.staff, input.role);
  const accessChanged = user.role !== input.role || user.userGroupId !== input.userGroupId;
  if (accessChanged && userId === actor.staff.userId) throw new AppError('auth.cannot_change_own_access');
  if (user.userGroupId !== input.userGroupId) await checkGroup(deps.db, accountId, input.userGroupId);
  if (input.partnerId !== null) {
    // A link to a partner archived since may stay; a new link is to an active partner.
    await requireActivePartner(
      deps.db,
      accountId,
      input.partnerId,
      'admin.partner_not_found',
      user.partnerId,
    );
  }
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await updateUserRow(tx, accountId, userId, {
      firstName: input.firstName,
      lastName: input.lastName,
      role: input.role,
      userGroupId: input.userGroupId,
      partnerId: input.partnerId,
    });
    const detail = accessChanged
      ? {
          from: { role: user.role, userGroupId: user.userGroupId },
          to: { role: input.role, userGroupId: input.userGroupId },
        }
      : {};
    await recordAudit(tx, audit(actor, 'user_updated', userId, detail), now);
  });
  return userDetail(deps.db, accountId, userId);
}

/** Deactivation ends the user's sessions at once; their API keys stop working with them. */
export async function setActive(deps: AppDeps, actor: Actor, userId: number, active: boolean) {
  const accountId = actor.staff.accountId;
  await requireReachableUser(deps.db, actor.staff, userId);
  if (!active && userId === actor.staff.userId) throw new AppError('auth.cannot_change_own_access');
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await updateUserRow(tx, accountId, userId, { active });
    if (!active) await endUserSessions(tx, accountId, userId, now);
    await recordAudit(tx, audit(actor, active ? 'user_reactivated' : 'user_deactivated', userId), now);
  });
  return userDetail(deps.db, accountId, userId);
}

export async function resend(deps: AppDeps, actor: Actor, userId: number) {
  const accountId = actor.staff.accountId;
  const { user } = await requireReachableUser(deps.db, actor.staff, userId);
  if (user.passwordHash) throw new AppError('auth.invitation_already_accepted');
  const account = await requireAccount(deps.db, accountId);
  const now = deps.now();
  const mail = await deps.db.transaction(async (tx) => {
    await updateUserRow(tx, accountId, userId, { invitedAt: now });
    const sent = await sendInvitation(deps, tx, user, account);
    await recordAudit(tx, audit(actor, 'invitation_sent', userId, { resent: true }), now);
    return sent;
  });
  if (mail.status === 'failed') throw new AppError('admin.mail_send_failed');
  return userDetail(deps.db, accountId, userId);
}

/** Ends every sign-in wait of the user's email, from every address (decisions/0033). */
export async function unlock(deps: AppDeps, actor: Actor, userId: number) {
  const accountId = actor.staff.accountId;
  const { user } = await requireReachableUser(deps.db, actor.staff, userId);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await updateUserRow(tx, accountId, userId, { lockedAt: null, failedSignIns: 0 });
    await clearAllGuesses(tx, 'staff', user.email);
    await recordAudit(tx, audit(actor, 'unlock', userId), now);
  });
  return userDetail(deps.db, accountId, userId);
}

export async function removeTwoFactor(deps: AppDeps, actor: Actor, userId: number) {
  const accountId = actor.staff.accountId;
  await requireReachableUser(deps.db, actor.staff, userId);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await updateUserRow(tx, accountId, userId, {
      totpSecret: null,
      totpPendingSecret: null,
      totpLastStep: null,
    });
    await recordAudit(tx, audit(actor, 'two_factor_removed', userId), now);
  });
  return userDetail(deps.db, accountId, userId);
}

export { audit as userAudit };
