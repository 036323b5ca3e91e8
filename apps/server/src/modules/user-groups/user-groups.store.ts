import type { UserGroupInput } from '@tessera/contract';
import { and, asc, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { userGroups, users } from '@/db/schema';

export type UserGroupRow = typeof userGroups.$inferSelect;

// Written with explicit table names: Drizzle leaves columns unqualified in a one-table select.
const activeUsers = sql<number>`(
  SELECT count(*)::int FROM users u
  WHERE u.user_group_id = "user_groups"."id" AND u.account_id = "user_groups"."account_id" AND u.active
)`;

export function listGroups(db: Db, accountId: number, archived: boolean) {
  return db
    .select({ group: userGroups, activeUsers })
    .from(userGroups)
    .where(
      and(
        eq(userGroups.accountId, accountId),
        archived ? isNotNull(userGroups.archivedAt) : isNull(userGroups.archivedAt),
      ),
    )
    .orderBy(asc(userGroups.name), asc(userGroups.id));
}

export async function findGroup(db: Db, accountId: number, groupId: number) {
  const [row] = await db
    .select({ group: userGroups, activeUsers })
    .from(userGroups)
    .where(and(eq(userGroups.id, groupId), eq(userGroups.accountId, accountId)))
    .limit(1);
  return row;
}

/** Another live group of the account already uses the name (names are unique per account). */
export async function nameTaken(
  db: Db,
  accountId: number,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: userGroups.id })
    .from(userGroups)
    .where(and(eq(userGroups.accountId, accountId), eq(sql`lower(${userGroups.name})`, name.toLowerCase())));
  return rows.some((r) => r.id !== exceptId);
}

export function valuesOf(input: UserGroupInput) {
  return {
    name: input.name,
    require2fa: input.require2fa,
    requirePromoCode: input.requirePromoCode,
    restrictions: { ...input.restrictions },
    eventsScope: input.eventsScope,
    eventsScopeIds: input.eventsScope === 'all' ? [] : input.eventsScopeIds,
    defaultApiPromoCode: input.defaultApiPromoCode || null,
    seatDisplayLimit: input.seatDisplayLimit,
    salesChannelOverride: input.salesChannelOverride,
    permissions: [...new Set(input.permissions)],
    displayRules: { ...input.displayRules },
  };
}

export async function insertGroup(db: Db, accountId: number, input: UserGroupInput) {
  const [row] = await db
    .insert(userGroups)
    .values({ accountId, ...valuesOf(input) })
    .returning({ id: userGroups.id });
  return row!.id;
}

export async function updateGroupRow(
  db: Db,
  accountId: number,
  groupId: number,
  values: Partial<UserGroupRow>,
) {
  await db
    .update(userGroups)
    .set(values)
    .where(and(eq(userGroups.id, groupId), eq(userGroups.accountId, accountId)));
}

export async function countActiveMembers(db: Db, accountId: number, groupId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.accountId, accountId), eq(users.userGroupId, groupId), eq(users.active, true)));
  return row?.n ?? 0;
}
