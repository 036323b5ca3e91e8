import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { accountHostnames, hostnameImages } from '@/db/schema';

export type HostnameRow = typeof accountHostnames.$inferSelect;
export type HostnameImageRow = typeof hostnameImages.$inferSelect;

export function listHostnameRows(db: Db, accountId: number) {
  return db
    .select()
    .from(accountHostnames)
    .where(eq(accountHostnames.accountId, accountId))
    .orderBy(asc(accountHostnames.id));
}

export function listImageRows(db: Db, accountId: number) {
  return db.select().from(hostnameImages).where(eq(hostnameImages.accountId, accountId));
}

export async function findHostname(db: Db, accountId: number, hostnameId: number) {
  const [row] = await db
    .select()
    .from(accountHostnames)
    .where(and(eq(accountHostnames.id, hostnameId), eq(accountHostnames.accountId, accountId)))
    .limit(1);
  return row;
}

/** Host names are unique across accounts (decisions/0004). */
export async function hostNameTaken(db: Db, hostName: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: accountHostnames.id })
    .from(accountHostnames)
    .where(
      and(eq(accountHostnames.hostName, hostName), exceptId ? ne(accountHostnames.id, exceptId) : sql`true`),
    )
    .limit(1);
  return Boolean(row);
}

/** Clears the default flag of the account's other host names (one default per account). */
export async function clearOtherDefaults(db: Db, accountId: number, keepId: number | null) {
  await db
    .update(accountHostnames)
    .set({ isDefault: false })
    .where(
      and(eq(accountHostnames.accountId, accountId), keepId ? ne(accountHostnames.id, keepId) : sql`true`),
    );
}

export async function upsertImage(db: Db, values: typeof hostnameImages.$inferInsert) {
  await db
    .insert(hostnameImages)
    .values(values)
    .onConflictDoUpdate({
      target: [hostnameImages.hostnameId, hostnameImages.kind],
      set: {
        contentType: values.contentType,
        width: values.width,
        height: values.height,
        data: values.data,
        createdAt: values.createdAt,
      },
    });
}

export async function deleteImage(db: Db, accountId: number, hostnameId: number, kind: string) {
  await db
    .delete(hostnameImages)
    .where(
      and(
        eq(hostnameImages.accountId, accountId),
        eq(hostnameImages.hostnameId, hostnameId),
        eq(hostnameImages.kind, kind),
      ),
    );
}

/** Adds a host name and returns its id. */
export async function insertHostname(db: Db, values: typeof accountHostnames.$inferInsert): Promise<number> {
  const [row] = await db.insert(accountHostnames).values(values).returning({ id: accountHostnames.id });
  return row!.id;
}

export async function updateHostname(
  db: Db,
  accountId: number,
  hostnameId: number,
  values: Pick<
    typeof accountHostnames.$inferInsert,
    'hostName' | 'isDefault' | 'redirectToDefault' | 'customCss'
  >,
): Promise<void> {
  await db
    .update(accountHostnames)
    .set(values)
    .where(and(eq(accountHostnames.id, hostnameId), eq(accountHostnames.accountId, accountId)));
}

export async function deleteHostname(db: Db, accountId: number, hostnameId: number): Promise<void> {
  await db
    .delete(accountHostnames)
    .where(and(eq(accountHostnames.id, hostnameId), eq(accountHostnames.accountId, accountId)));
}
