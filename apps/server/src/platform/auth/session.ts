import { isAdminRole, sessionIsLive } from '@tessera/domain';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Db } from '@/db/client';
import { queueFor } from '@/db/group-queue';
import { perDatabase } from '@/db/prepared';
import { accounts, apiKeys, staffSessions, userGroups, users } from '@/db/schema';
import type { AppDeps } from '@/platform/deps';
import type { StaffPrincipal } from './principal';
import { API_KEY_PREFIX, hashToken, SESSION_COOKIE } from './tokens';

/** The session token of a request: an `Authorization: Bearer` header, or the cookie. */
export function sessionToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || undefined;
  return request.cookies[SESSION_COOKIE] || undefined;
}

/** Activity refreshes a session's idle clock at most this often (one write, not one per call). */
const TOUCH_EVERY_MS = 15_000;

const impersonators = alias(users, 'impersonators');

const userColumns = {
  userId: users.id,
  accountId: users.accountId,
  role: users.role,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  platformOperator: users.platformOperator,
  totpSecret: users.totpSecret,
  groupId: userGroups.id,
  groupName: userGroups.name,
  groupPermissions: userGroups.permissions,
};

interface UserRow {
  userId: number;
  accountId: number;
  role: string;
  email: string;
  firstName: string;
  lastName: string;
  platformOperator: boolean;
  totpSecret: string | null;
  groupId: number | null;
  groupName: string | null;
  groupPermissions: string[] | null;
}

function principalOf(
  row: UserRow,
  extra: Pick<StaffPrincipal, 'sessionId' | 'apiKeyId' | 'stage' | 'impersonator' | 'session'>,
): StaffPrincipal {
  return {
    ...extra,
    userId: row.userId,
    accountId: row.accountId,
    role: isAdminRole(row.role) ? row.role : 'PointOfSale',
    permissions: row.groupPermissions ?? [],
    platformOperator: row.platformOperator,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    userGroup:
      row.groupId !== null && row.groupName !== null ? { id: row.groupId, name: row.groupName } : null,
    twoFactorEnabled: row.totpSecret !== null,
  };
}

async function byApiKey(db: Db, key: string, now: Date): Promise<StaffPrincipal | null> {
  const [row] = await db
    .select({ ...userColumns, apiKeyId: apiKeys.id })
    .from(apiKeys)
    .innerJoin(users, and(eq(users.id, apiKeys.userId), eq(users.accountId, apiKeys.accountId)))
    .leftJoin(userGroups, eq(userGroups.id, users.userGroupId))
    .where(and(eq(apiKeys.keyHash, hashToken(key)), isNull(apiKeys.revokedAt), eq(users.active, true)))
    .limit(1);
  if (!row) return null;
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(apiKeys.id, row.apiKeyId), eq(apiKeys.accountId, row.accountId)));
  return principalOf(row, {
    sessionId: null,
    apiKeyId: row.apiKeyId,
    stage: 'full',
    impersonator: null,
    session: null,
  });
}

/**
 * The session lookup every signed-in request makes, for many tokens at once, built once per
 * database (a prepared query: drizzle does not build its SQL again, PostgreSQL plans it once per
 * connection). Whether a session is still within its limits is decided in `bySession`.
 */
const sessionLookup = perDatabase((db) =>
  db
    .select({
      ...userColumns,
      tokenHash: staffSessions.tokenHash,
      sessionId: staffSessions.id,
      expiresAt: staffSessions.expiresAt,
      lastSeenAt: staffSessions.lastSeenAt,
      stage: staffSessions.stage,
      idleMinutes: accounts.staffIdleMinutes,
      impersonatorId: impersonators.id,
      impersonatorEmail: impersonators.email,
      impersonatorName: sql<string | null>`${impersonators.firstName} || ' ' || ${impersonators.lastName}`,
    })
    .from(staffSessions)
    .innerJoin(users, and(eq(users.id, staffSessions.userId), eq(users.accountId, staffSessions.accountId)))
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .leftJoin(userGroups, eq(userGroups.id, users.userGroupId))
    .leftJoin(impersonators, eq(impersonators.id, staffSessions.impersonatorUserId))
    .where(
      and(
        sql`${staffSessions.tokenHash} = ANY(${sql.placeholder('tokenHashes')}::text[])`,
        isNull(staffSessions.endedAt),
        eq(users.active, true),
      ),
    )
    .prepare('staff_session_lookup'),
);

type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionLookup>['execute']>>[number];

/**
 * Looks up sessions in groups (decisions/0032-grouped-lookups-and-writes.md): a lookup made while the
 * database is quiet runs at once; lookups made while one is running go together in the next
 * one, so a busy server makes one round trip for many requests' sessions.
 */
function lookUpSession(db: Db, tokenHash: string): Promise<SessionRow | undefined> {
  return queueFor<string, SessionRow | undefined>(
    db,
    'staff-sessions',
    async (hashes) => {
      const found = await sessionLookup(db).execute({ tokenHashes: [...new Set(hashes)] });
      const byHash = new Map(found.map((row) => [row.tokenHash, row]));
      return hashes.map((hash) => ({ ok: true, value: byHash.get(hash) }));
    },
    { claims: () => [], maxInFlight: 1, maxGroup: 256 },
  ).submit(tokenHash);
}

async function bySession(db: Db, token: string, now: Date): Promise<StaffPrincipal | null> {
  const row = await lookUpSession(db, hashToken(token));
  if (!row || !sessionIsLive(row, now)) return null;
  const lastSeenAt = now.getTime() - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS ? now : row.lastSeenAt;
  if (lastSeenAt === now) {
    await db
      .update(staffSessions)
      .set({ lastSeenAt: now })
      .where(
        and(
          eq(staffSessions.id, row.sessionId),
          eq(staffSessions.accountId, row.accountId),
          lt(staffSessions.lastSeenAt, now),
        ),
      );
  }
  return principalOf(row, {
    sessionId: row.sessionId,
    apiKeyId: null,
    stage: row.stage,
    impersonator:
      row.impersonatorId !== null
        ? { id: row.impersonatorId, email: row.impersonatorEmail ?? '', name: row.impersonatorName ?? '' }
        : null,
    session: { expiresAt: row.expiresAt, lastSeenAt, idleMinutes: row.idleMinutes },
  });
}

/**
 * The staff user behind a live session (within its idle and absolute limits) or an unrevoked
 * API key, of an active user; or null. Using a session refreshes its idle clock.
 */
export async function authenticateStaff(
  request: FastifyRequest,
  deps: AppDeps,
): Promise<StaffPrincipal | null> {
  const token = sessionToken(request);
  if (!token) return null;
  const now = deps.now();
  return token.startsWith(API_KEY_PREFIX) ? byApiKey(deps.db, token, now) : bySession(deps.db, token, now);
}

/**
 * An active staff user of the account as a principal without a session (work the job queue does
 * on a user's behalf, such as a scheduled report); null when the user is gone or inactive.
 */
export async function staffPrincipalOfUser(
  db: Db,
  accountId: number,
  userId: number,
): Promise<StaffPrincipal | null> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .leftJoin(userGroups, eq(userGroups.id, users.userGroupId))
    .where(and(eq(users.id, userId), eq(users.accountId, accountId), eq(users.active, true)))
    .limit(1);
  if (!row) return null;
  return principalOf(row, {
    sessionId: null,
    apiKeyId: null,
    stage: 'full',
    impersonator: null,
    session: null,
  });
}
