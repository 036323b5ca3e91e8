import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { paymentCommissions } from '@/db/schema';

export type CommissionValues = Pick<
  typeof paymentCommissions.$inferInsert,
  'cardType' | 'fundingType' | 'basisPoints' | 'flatAmount' | 'minAmount' | 'maxAmount'
>;

export async function templateCommissionRows(db: Db, accountId: number, templateId: number) {
  return db
    .select()
    .from(paymentCommissions)
    .where(and(eq(paymentCommissions.accountId, accountId), eq(paymentCommissions.templateId, templateId)))
    .orderBy(asc(paymentCommissions.id));
}

/** Replaces a template's commission rows with these, whole. */
export async function replaceCommissionRows(
  db: Db,
  accountId: number,
  templateId: number,
  rows: readonly CommissionValues[],
) {
  await db
    .delete(paymentCommissions)
    .where(and(eq(paymentCommissions.accountId, accountId), eq(paymentCommissions.templateId, templateId)));
  if (rows.length === 0) return;
  await db.insert(paymentCommissions).values(rows.map((row) => ({ ...row, accountId, templateId })));
}
