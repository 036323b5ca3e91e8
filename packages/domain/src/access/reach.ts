import { type AdminRole, supervisorRoles } from './roles';

/** Who acts, or whom an action is on: the facts rank and reach depend on. */
export interface UserStanding {
  readonly id: number;
  readonly accountId: number;
  readonly role: AdminRole | string;
  readonly platformOperator: boolean;
}

/**
 * How much a user can do, highest first: the platform operator (above accounts), then an
 * account's administrators, then its supervisors, then everyone else.
 */
export function userRank(user: Pick<UserStanding, 'role' | 'platformOperator'>): number {
  if (user.platformOperator) return 4;
  return roleRank(user.role);
}

export function roleRank(role: AdminRole | string): number {
  if (role === 'Admin') return 3;
  if ((supervisorRoles as readonly string[]).includes(role)) return 2;
  return 1;
}

/**
 * The one rule for acting on another user (edit, role or group change, deactivate, reactivate,
 * unlock, remove two-factor, resend an invitation, create or revoke an API key, log in as):
 * only within one's own account, and never on a user who outranks the actor, so nobody can
 * borrow more access than they hold (a key or session of a platform operator, for instance).
 */
export function mayActOnUser(actor: UserStanding, target: UserStanding): boolean {
  if (actor.accountId !== target.accountId) return false;
  if (actor.id === target.id) return true;
  return userRank(target) <= userRank(actor);
}

/** Whether the actor may give a user this role (on invitation or edit): never one above their own. */
export function mayGrantRole(
  actor: Pick<UserStanding, 'role' | 'platformOperator'>,
  role: AdminRole | string,
): boolean {
  return roleRank(role) <= userRank(actor);
}
