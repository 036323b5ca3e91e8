import { allowsItem } from '@tessera/domain';
import type { Db } from '@/db/client';
import { requireEditableTemplate } from '@/modules/templates/templates.service';
import { policyFor } from '@/modules/user-groups/group-policy.service';
import type { StaffPrincipal } from '@/platform/auth/principal';
import { AppError } from '@/platform/http/app-error';
import { activeFeeClass, type FeeRow, type FeeSetRow, findFee, findFeeSet } from './fee-sets.store';

/** A fee set of the account whose template may still be changed. */
export async function editableFeeSet(db: Db, accountId: number, id: number): Promise<FeeSetRow> {
  const set = await findFeeSet(db, accountId, id);
  if (!set) throw new AppError('admin.fee_set_not_found');
  await requireEditableTemplate(db, accountId, set.templateId);
  return set;
}

/** A fee set still charged: archived ones are kept as they were (decisions/0056). */
export async function liveFeeSet(db: Db, accountId: number, id: number): Promise<FeeSetRow> {
  const set = await editableFeeSet(db, accountId, id);
  if (set.archivedAt !== null) throw new AppError('admin.fee_set_archived');
  return set;
}

/** A fee of the account with its set, whose template may still be changed. */
export async function editableFee(
  db: Db,
  accountId: number,
  id: number,
): Promise<{ fee: FeeRow; set: FeeSetRow }> {
  const fee = await findFee(db, accountId, id);
  if (!fee) throw new AppError('admin.fee_not_found');
  const set = await editableFeeSet(db, accountId, fee.feeSetId);
  return { fee, set };
}

/**
 * The settings a fee is added or edited with: limits in order, a live fee class the seller may
 * apply. An edited fee may keep the class it has, even one archived since.
 */
export async function checkFeeSettings(
  db: Db,
  accountId: number,
  staff: StaffPrincipal,
  body: { min: number | null; max: number | null; feeClassId: number | null },
  currentClassId: number | null = null,
) {
  if (body.min !== null && body.max !== null && body.min > body.max)
    throw new AppError('admin.fee_min_above_max', 'min');
  if (body.feeClassId !== null && body.feeClassId !== currentClassId) {
    const feeClass = await activeFeeClass(db, accountId, body.feeClassId);
    if (!feeClass) throw new AppError('admin.fee_class_not_found', 'feeClassId');
    // Applying a fee class is limited by the user group's fee classes (spec §3).
    if (!allowsItem(await policyFor(db, staff), 'feeClasses', feeClass)) {
      throw new AppError('sale.fee_class_not_allowed', 'feeClassId');
    }
  }
}
