import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { textOverrides } from '@/db/schema';

/** The account's overrides of a locale, by key. */
export async function overridesOf(db: Db, accountId: number, locale: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ key: textOverrides.key, text: textOverrides.text })
    .from(textOverrides)
    .where(and(eq(textOverrides.accountId, accountId), eq(textOverrides.locale, locale)));
  return new Map(rows.map((row) => [row.key, row.text]));
}

export async function upsertOverride(
  db: Db,
  row: { accountId: number; locale: string; key: string; text: string; updatedBy: number },
  at: Date,
): Promise<void> {
  await db
    .insert(textOverrides)
    .values({ ...row, updatedAt: at })
    .onConflictDoUpdate({
      target: [textOverrides.accountId, textOverrides.locale, textOverrides.key],
      set: { text: row.text, updatedBy: row.updatedBy, updatedAt: at },
    });
}

/** Removes the account's override of a text; answers whether there was one. */
export async function deleteOverride(
  db: Db,
  accountId: number,
  locale: string,
  key: string,
): Promise<boolean> {
  const removed = await db
    .delete(textOverrides)
    .where(
      and(
        eq(textOverrides.accountId, accountId),
        eq(textOverrides.locale, locale),
        eq(textOverrides.key, key),
      ),
    )
    .returning({ key: textOverrides.key });
  return removed.length > 0;
}
