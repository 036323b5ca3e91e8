import {
  type AdminRole,
  adminRoleIds,
  permissions as knownPermissions,
  type Permission,
} from '@tessera/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { staffSessions, userGroups, users } from '@/db/schema';
import type { AppDeps } from '@/platform/deps';
import type { StaffPrincipal } from './principal';
import { hashToken, SESSION_COOKIE } from './tokens';

/** The session token of a request: the cookie, or an `Authorization: Bearer` header. */
export function sessionToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || undefined;
  return request.cookies[SESSION_COOKIE] || undefined;
}

function asRole(value: string): AdminRole {
  return (adminRoleIds as readonly string[]).includes(value) ? (value as AdminRole) : 'PointOfSale';
}

function asPermissions(values: readonly string[] | null): Permission[] {
  return (values ?? []).filter((p): p is Permission => (knownPermissions as readonly string[]).includes(p));
}

/** The staff user behind a live, unexpired session of an active user, or null. */
export async function authenticateStaff(
  request: FastifyRequest,
  deps: AppDeps,
): Promise<StaffPrincipal | null> {
  const token = sessionToken(request);
  if (!token) return null;
  const [row] = await deps.db
    .select({
      sessionId: staffSessions.id,
      userId: users.id,
      accountId: users.accountId,
      role: users.role,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      groupId: userGroups.id,
      groupName: userGroups.name,
      groupPermissions: userGroups.permissions,
    })
    .from(staffSessions)
    .innerJoin(users, eq(users.id, staffSessions.userId))
    .leftJoin(userGroups, eq(userGroups.id, users.userGroupId))
    .where(
      and(
        eq(staffSessions.tokenHash, hashToken(token)),
        isNull(staffSessions.endedAt),
        gt(staffSessions.expiresAt, deps.now()),
        eq(users.active, true),
        eq(staffSessions.accountId, users.accountId),
      ),
    )
    .limit(1);
  if (!row) return null;
  return {
    sessionId: row.sessionId,
    userId: row.userId,
    accountId: row.accountId,
    role: asRole(row.role),
    permissions: asPermissions(row.groupPermissions),
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    userGroup:
      row.groupId !== null && row.groupName !== null ? { id: row.groupId, name: row.groupName } : null,
  };
}
