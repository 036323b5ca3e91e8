import { addFee, createFeeSet, listFeeSets, renameFee } from '@tessera/contract';
import { allowsItem } from '@tessera/domain';
import type { Db } from '@/db/client';
import { requireEditableTemplate, requireTemplate } from '@/modules/templates/templates.service';
import { policyFor } from '@/modules/user-groups/group-policy.service';
import { AppError } from '@/platform/http/app-error';
import { implement } from '@/platform/http/implement';
import {
  activeFeeClass,
  type FeeRow,
  type FeeSetRow,
  feesOfSets,
  findFee,
  findFeeSet,
  insertFee,
  insertFeeSet,
  templateFeeSetRows,
} from './fee-sets.store';
import { renameVenueName } from './venue-name-rename.service';

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
  const row = await findFeeSet(db, accountId, id);
  if (!row) throw new AppError('admin.fee_set_not_found');
  return row;
}

export const feeSetRoutes = [
  implement(listFeeSets, async ({ deps, accountId, params }) => {
    await requireTemplate(deps.db, accountId, params.id);
    const sets = await templateFeeSetRows(deps.db, accountId, params.id);
    const rows = await feesOfSets(
      deps.db,
      accountId,
      sets.map((s) => s.id),
    );
    return sets.map((s) => setOutput(s, rows));
  }),
  implement(createFeeSet, async ({ deps, accountId, params, body }) => {
    await requireEditableTemplate(deps.db, accountId, params.id);
    return setOutput(await insertFeeSet(deps.db, accountId, params.id, body.name), []);
  }),
  implement(addFee, async ({ deps, accountId, staff, params, body }) => {
    const set = await requireFeeSet(deps.db, accountId, params.id);
    await requireEditableTemplate(deps.db, accountId, set.templateId);
    if (body.min !== null && body.max !== null && body.min > body.max)
      throw new AppError('admin.fee_min_above_max', 'min');
    if (body.feeClassId !== null) {
      const feeClass = await activeFeeClass(deps.db, accountId, body.feeClassId);
      if (!feeClass) throw new AppError('admin.fee_class_not_found', 'feeClassId');
      // Applying a fee class is limited by the user group's fee classes (spec §3).
      if (!allowsItem(await policyFor(deps.db, staff), 'feeClasses', feeClass)) {
        throw new AppError('sale.fee_class_not_allowed', 'feeClassId');
      }
    }
    return feeOutput(await insertFee(deps.db, { accountId, feeSetId: set.id, ...body }));
  }),
  implement(renameFee, async ({ deps, accountId, params, body }) => {
    await renameVenueName(deps.db, accountId, 'fees', params.id, body, 'admin.fee_not_found');
    return feeOutput((await findFee(deps.db, accountId, params.id))!);
  }),
];
