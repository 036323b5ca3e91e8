import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { posSettings } from '@/db/schema';

/** The account's saved POS payment types, or null when it keeps the defaults. */
export async function findPosPaymentTypes(db: Db, accountId: number): Promise<string[] | null> {
  const [row] = await db
    .select({ paymentTypes: posSettings.paymentTypes })
    .from(posSettings)
    .where(eq(posSettings.accountId, accountId));
  return row?.paymentTypes ?? null;
}

export async function upsertPosSettings(
  db: Db,
  row: { accountId: number; paymentTypes: string[]; updatedBy: number },
  at: Date,
): Promise<void> {
  await db
    .insert(posSettings)
    .values({ ...row, updatedAt: at })
    .onConflictDoUpdate({
      target: posSettings.accountId,
      set: { paymentTypes: row.paymentTypes, updatedBy: row.updatedBy, updatedAt: at },
    });
}

export async function deletePosSettings(db: Db, accountId: number): Promise<void> {
  await db.delete(posSettings).where(eq(posSettings.accountId, accountId));
}
