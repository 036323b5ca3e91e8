import { addFee, createFeeSet, listFeeSets, renameFee } from '@tessera/contract';
import { allowsItem } from '@tessera/domain';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { feeClasses, feeSets, fees } from '@/db/schema';
import { requireEditableTemplate, requireTemplate } from '@/modules/templates/templates.service';
import { policyFor } from '@/modules/user-groups/policy';
import { AppError } from '@/platform/http/app-error';
import { implement } from '@/platform/http/implement';
import { renameVenueName } from './venue-name-rename';

type FeeRow = typeof fees.$inferSelect;
type FeeSetRow = typeof feeSets.$inferSelect;

const feeOutput = (row: FeeRow) => ({
  id: row.id,
  name: row.name,
  nameTranslations: row.nameTranslations,
  category: row.category as never,
  type: row.type,
  amountKind: row.amountKind,
  amount: row.amount,
  min: row.min,
  max: row.max,
  glCode: row.glCode,
  reverseCalculation: row.reverseCalculation,
  includeInFaceValue: row.includeInFaceValue,
  taxable: row.taxable,
  commissionable: row.commissionable,
  feeClassId: row.feeClassId,
  archived: row.archivedAt !== null,
});

const setOutput = (set: FeeSetRow, rows: FeeRow[]) => ({
  id: set.id,
  name: set.name,
  archived: set.archivedAt !== null,
  fees: rows.filter((f) => f.feeSetId === set.id).map(feeOutput),
});

async function requireFeeSet(db: Db, accountId: number, id: number): Promise<FeeSetRow> {
  const [row] = await db
    .select()
    .from(feeSets)
    .where(and(eq(feeSets.accountId, accountId), eq(feeSets.id, id)))
    .limit(1);
  if (!row) throw new AppError('admin.fee_set_not_found');
  return row;
}

export const feeSetRoutes = [
  implement(listFeeSets, async ({ deps, accountId, params }) => {
    await requireTemplate(deps.db, accountId, params.id);
    const sets = await deps.db
      .select()
      .from(feeSets)
      .where(and(eq(feeSets.accountId, accountId), eq(feeSets.templateId, params.id)))
      .orderBy(asc(feeSets.id));
    const rows = sets.length
      ? await deps.db
          .select()
          .from(fees)
          .where(
            and(
              eq(fees.accountId, accountId),
              inArray(
                fees.feeSetId,
                sets.map((s) => s.id),
              ),
            ),
          )
          .orderBy(asc(fees.id))
      : [];
    return sets.map((s) => setOutput(s, rows));
  }),
  implement(createFeeSet, async ({ deps, accountId, params, body }) => {
    await requireEditableTemplate(deps.db, accountId, params.id);
    const [set] = await deps.db
      .insert(feeSets)
      .values({ accountId, templateId: params.id, name: body.name })
      .returning();
    return setOutput(set!, []);
  }),
  implement(addFee, async ({ deps, accountId, staff, params, body }) => {
    const set = await requireFeeSet(deps.db, accountId, params.id);
    await requireEditableTemplate(deps.db, accountId, set.templateId);
    if (body.min !== null && body.max !== null && body.min > body.max)
      throw new AppError('admin.fee_min_above_max', 'min');
    if (body.feeClassId !== null) {
      const [feeClass] = await deps.db
        .select({ id: feeClasses.id, name: feeClasses.name })
        .from(feeClasses)
        .where(
          and(
            eq(feeClasses.accountId, accountId),
            eq(feeClasses.id, body.feeClassId),
            isNull(feeClasses.archivedAt),
          ),
        )
        .limit(1);
      if (!feeClass) throw new AppError('admin.fee_class_not_found', 'feeClassId');
      // Applying a fee class is limited by the user group's fee classes (spec §3).
      if (!allowsItem(await policyFor(deps.db, staff), 'feeClasses', feeClass)) {
        throw new AppError('sale.fee_class_not_allowed', 'feeClassId');
      }
    }
    const [row] = await deps.db
      .insert(fees)
      .values({ accountId, feeSetId: set.id, ...body })
      .returning();
    return feeOutput(row!);
  }),
  implement(renameFee, async ({ deps, accountId, params, body }) => {
    await renameVenueName(deps.db, accountId, 'fees', params.id, body, 'admin.fee_not_found');
    const [row] = await deps.db
      .select()
      .from(fees)
      .where(and(eq(fees.accountId, accountId), eq(fees.id, params.id)));
    return feeOutput(row!);
  }),
];
