import { asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { accounts, userGroups } from '@/db/schema';

const columns = {
  id: accounts.id,
  name: accounts.name,
  currency: accounts.currency,
  defaultLanguage: accounts.defaultLanguage,
  timezone: accounts.timezone,
  createdAt: accounts.createdAt,
  // Explicit table names: Drizzle leaves columns unqualified in a one-table select.
  defaultHostName: sql<string | null>`(
    SELECT h.host_name FROM account_hostnames h WHERE h.account_id = "accounts"."id" AND h.is_default LIMIT 1
  )`,
  activeUsers: sql<number>`(
    SELECT count(*)::int FROM users u WHERE u.account_id = "accounts"."id" AND u.active
  )`,
};

export interface PlatformAccountRow {
  id: number;
  name: string;
  currency: string;
  defaultLanguage: string;
  timezone: string;
  createdAt: Date;
  defaultHostName: string | null;
  activeUsers: number;
}

/** Every account; the platform operator's tools are the only readers across accounts. */
export async function pageAccounts(db: Db, filter: { search?: string; page: number; pageSize: number }) {
  const where = filter.search
    ? ilike(accounts.name, `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
    : undefined;
  const [items, [total]] = await Promise.all([
    db
      .select(columns)
      .from(accounts)
      .where(where)
      .orderBy(asc(accounts.name), asc(accounts.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ n: count() }).from(accounts).where(where),
  ]);
  return { items: items as PlatformAccountRow[], total: total?.n ?? 0 };
}

export async function findPlatformAccount(
  db: Db,
  accountId: number,
): Promise<PlatformAccountRow | undefined> {
  const [row] = await db.select(columns).from(accounts).where(eq(accounts.id, accountId)).limit(1);
  return row as PlatformAccountRow | undefined;
}

/** Renames an account or changes its currency, language and time zone. */
export async function updatePlatformAccountRow(
  db: Db,
  accountId: number,
  changes: Partial<Pick<typeof accounts.$inferInsert, 'name' | 'currency' | 'defaultLanguage' | 'timezone'>>,
): Promise<void> {
  await db.update(accounts).set(changes).where(eq(accounts.id, accountId));
}

/** Opens a new account and returns its id. */
export async function insertAccount(
  db: Db,
  values: Pick<typeof accounts.$inferInsert, 'name' | 'currency' | 'defaultLanguage' | 'timezone'>,
): Promise<number> {
  const [row] = await db.insert(accounts).values(values).returning({ id: accounts.id });
  return row!.id;
}

/** A new account's first group, whose members must set up two-factor sign-in. */
export async function insertAdministratorsGroup(db: Db, accountId: number): Promise<number> {
  const [row] = await db
    .insert(userGroups)
    .values({ accountId, name: 'Administrators', require2fa: true })
    .returning({ id: userGroups.id });
  return row!.id;
}

/** Switches an account's features on or off. */
export async function updateAccountFeatures(
  db: Db,
  accountId: number,
  values: Pick<
    typeof accounts.$inferInsert,
    | 'advancedReportingEnabled'
    | 'seasonTicketsEnabled'
    | 'ticketTransferEnabled'
    | 'nimbusEnabled'
    | 'showEventPlans'
    | 'showGroupSalesModule'
  >,
): Promise<void> {
  await db.update(accounts).set(values).where(eq(accounts.id, accountId));
}
