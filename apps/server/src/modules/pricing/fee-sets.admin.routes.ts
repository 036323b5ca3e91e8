import {
  addFee,
  archiveFee,
  archiveFeeSet,
  createFeeSet,
  listFeeSets,
  renameFee,
  updateFee,
  updateFeeSet,
} from '@tessera/contract';
import type { Db } from '@/db/client';
import { requireEditableTemplate, requireTemplate } from '@/modules/templates/templates.service';
import { AppError } from '@/platform/http/app-error';
import { implement } from '@/platform/http/implement';
import { checkFeeSettings, editableFee, editableFeeSet, liveFeeSet } from './fee-sets.service';
import {
  type FeeRow,
  type FeeSetRow,
  feesOfSets,
  findFee,
  findFeeSet,
  insertFee,
  insertFeeSet,
  setFeeArchived,
  setFeeSetArchived,
  templateFeeSetRows,
  updateFeeRow,
  updateFeeSetName,
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

/** A fee set as listed, read again with its fees. */
async function setAnswer(db: Db, accountId: number, id: number) {
  const set = (await findFeeSet(db, accountId, id))!;
  return setOutput(set, await feesOfSets(db, accountId, [set.id]));
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
  implement(updateFeeSet, async ({ deps, accountId, params, body }) => {
    const set = await liveFeeSet(deps.db, accountId, params.id);
    await updateFeeSetName(deps.db, accountId, set.id, body.name);
    return setAnswer(deps.db, accountId, set.id);
  }),
  implement(archiveFeeSet, async ({ deps, accountId, params }) => {
    const set = await editableFeeSet(deps.db, accountId, params.id);
    await setFeeSetArchived(deps.db, accountId, set.id, deps.now());
    return setAnswer(deps.db, accountId, set.id);
  }),
  implement(addFee, async ({ deps, accountId, staff, params, body }) => {
    const set = await liveFeeSet(deps.db, accountId, params.id);
    await checkFeeSettings(deps.db, accountId, staff, body);
    return feeOutput(await insertFee(deps.db, { accountId, feeSetId: set.id, ...body }));
  }),
  implement(renameFee, async ({ deps, accountId, params, body }) => {
    await renameVenueName(deps.db, accountId, 'fees', params.id, body, 'admin.fee_not_found');
    return feeOutput((await findFee(deps.db, accountId, params.id))!);
  }),
  implement(updateFee, async ({ deps, accountId, staff, params, body }) => {
    const { fee, set } = await editableFee(deps.db, accountId, params.id);
    if (set.archivedAt !== null) throw new AppError('admin.fee_set_archived');
    if (fee.archivedAt !== null) throw new AppError('admin.fee_archived');
    await checkFeeSettings(deps.db, accountId, staff, body, fee.feeClassId);
    return feeOutput(await updateFeeRow(deps.db, accountId, fee.id, body));
  }),
  implement(archiveFee, async ({ deps, accountId, params }) => {
    const { fee } = await editableFee(deps.db, accountId, params.id);
    await setFeeArchived(deps.db, accountId, fee.id, deps.now());
    return feeOutput((await findFee(deps.db, accountId, fee.id))!);
  }),
];
