import type { userStatuses } from '@tessera/contract';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { apiKeys, partners, userGroups, users } from '@/db/schema';

export type UserRow = typeof users.$inferSelect;
export type UserWithGroup = {
  user: UserRow;
  group: { id: number; name: string } | null;
  partner: { id: number; name: string } | null;
};

function statusCondition(status: (typeof userStatuses)[number] | 'all'): SQL | undefined {
  switch (status) {
    case 'active':
      return and(eq(users.active, true), isNotNull(users.passwordHash), isNull(users.lockedAt));
    case 'invited':
      return and(eq(users.active, true), isNull(users.passwordHash));
    case 'locked':
      return and(eq(users.active, true), isNotNull(users.lockedAt));
    case 'deactivated':
      return eq(users.active, false);
    default:
      return undefined;
  }
}

const withGroup = {
  user: users,
  groupId: userGroups.id,
  groupName: userGroups.name,
  partnerName: partners.name,
};

function shape(
  rows: { user: UserRow; groupId: number | null; groupName: string | null; partnerName: string | null }[],
): UserWithGroup[] {
  return rows.map((r) => ({
    user: r.user,
    group: r.groupId !== null && r.groupName !== null ? { id: r.groupId, name: r.groupName } : null,
    partner:
      r.user.partnerId !== null && r.partnerName !== null
        ? { id: r.user.partnerId, name: r.partnerName }
        : null,
  }));
}

const partnerJoin = and(eq(partners.id, users.partnerId), eq(partners.accountId, users.accountId));

export async function pageUsers(
  db: Db,
  accountId: number,
  filter: { search?: string; status: (typeof userStatuses)[number] | 'all'; page: number; pageSize: number },
) {
  const conditions: (SQL | undefined)[] = [eq(users.accountId, accountId), statusCondition(filter.status)];
  if (filter.search) {
    const like = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(users.email, like),
        ilike(users.firstName, like),
        ilike(users.lastName, like),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
      ),
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select(withGroup)
      .from(users)
      .leftJoin(
        userGroups,
        and(eq(userGroups.id, users.userGroupId), eq(userGroups.accountId, users.accountId)),
      )
      .leftJoin(partners, partnerJoin)
      .where(where)
      .orderBy(desc(users.active), asc(users.lastName), asc(users.firstName), asc(users.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { items: shape(rows), total: total?.n ?? 0 };
}

export async function findUser(
  db: Db,
  accountId: number,
  userId: number,
): Promise<UserWithGroup | undefined> {
  const rows = await db
    .select(withGroup)
    .from(users)
    .leftJoin(
      userGroups,
      and(eq(userGroups.id, users.userGroupId), eq(userGroups.accountId, users.accountId)),
    )
    .leftJoin(partners, partnerJoin)
    .where(and(eq(users.id, userId), eq(users.accountId, accountId)))
    .limit(1);
  return shape(rows)[0];
}

export async function emailInUse(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return Boolean(row);
}

export async function updateUserRow(db: Db, accountId: number, userId: number, values: Partial<UserRow>) {
  await db
    .update(users)
    .set(values)
    .where(and(eq(users.id, userId), eq(users.accountId, accountId)));
}

export function listApiKeys(db: Db, accountId: number, userId: number) {
  return db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), eq(apiKeys.accountId, accountId)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

export async function findApiKey(db: Db, accountId: number, userId: number, apiKeyId: number) {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.id, apiKeyId), eq(apiKeys.userId, userId), eq(apiKeys.accountId, accountId)))
    .limit(1);
  return row;
}

/** A group of the account that a user may be put in: it exists and is not archived. */
export async function findGroupForUser(db: Db, accountId: number, groupId: number) {
  const [row] = await db
    .select({ id: userGroups.id, archivedAt: userGroups.archivedAt })
    .from(userGroups)
    .where(and(eq(userGroups.id, groupId), eq(userGroups.accountId, accountId)))
    .limit(1);
  return row;
}

export async function insertApiKey(db: Db, values: Omit<typeof apiKeys.$inferInsert, 'id'>) {
  const [row] = await db.insert(apiKeys).values(values).returning();
  return row!;
}

/** Revokes a key not revoked yet. */
export async function revokeApiKeyRow(db: Db, accountId: number, apiKeyId: number, at: Date): Promise<void> {
  await db
    .update(apiKeys)
    .set({ revokedAt: at })
    .where(and(eq(apiKeys.id, apiKeyId), eq(apiKeys.accountId, accountId), isNull(apiKeys.revokedAt)));
}

/** Adds a user (invited, without a password yet) and returns the row. */
export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}
