import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { accountHostnames, accounts } from '@/db/schema';

export type AccountRow = typeof accounts.$inferSelect;

export async function findAccount(db: Db, accountId: number): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId)).limit(1);
  return row;
}

export function listHostnames(db: Db, accountId: number) {
  return db
    .select({
      id: accountHostnames.id,
      hostName: accountHostnames.hostName,
      isDefault: accountHostnames.isDefault,
    })
    .from(accountHostnames)
    .where(eq(accountHostnames.accountId, accountId))
    .orderBy(asc(accountHostnames.id));
}

export async function defaultHostname(db: Db, accountId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ hostName: accountHostnames.hostName })
    .from(accountHostnames)
    .where(and(eq(accountHostnames.accountId, accountId), eq(accountHostnames.isDefault, true)))
    .limit(1);
  return row?.hostName;
}

/** Writes the account's general settings (the service has sanitised the HTML). */
export async function updateAccountSettings(
  db: Db,
  accountId: number,
  values: Partial<Omit<typeof accounts.$inferInsert, 'id'>>,
): Promise<void> {
  await db.update(accounts).set(values).where(eq(accounts.id, accountId));
}
