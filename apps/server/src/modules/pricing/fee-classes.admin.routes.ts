import { archiveFeeClass, createFeeClass, listFeeClasses, reactivateFeeClass } from '@tessera/contract';
import type { Db } from '@/db/client';
import { AppError } from '@/platform/http/app-error';
import { implement } from '@/platform/http/implement';
import {
  type FeeClassRow,
  feeClassNameTaken,
  feeClassRows,
  insertFeeClass,
  setFeeClassArchived,
} from './fee-classes.store';

const output = (row: FeeClassRow) => ({ id: row.id, name: row.name, archived: row.archivedAt !== null });

async function setArchived(db: Db, accountId: number, id: number, archivedAt: Date | null) {
  const row = await setFeeClassArchived(db, accountId, id, archivedAt);
  if (!row) throw new AppError('admin.fee_class_not_found');
  return row;
}

export const feeClassRoutes = [
  implement(listFeeClasses, async ({ deps, accountId, query }) =>
    (await feeClassRows(deps.db, accountId, query.archived === 'true')).map(output),
  ),
  implement(createFeeClass, async ({ deps, accountId, body }) => {
    // Names are unique per account, archived ones included (a unique index backs this up).
    if (await feeClassNameTaken(deps.db, accountId, body.name))
      throw new AppError('admin.fee_class_duplicate', 'name');
    const row = await insertFeeClass(deps.db, accountId, body.name);
    if (!row) throw new AppError('admin.fee_class_duplicate', 'name');
    return output(row);
  }),
  implement(archiveFeeClass, async ({ deps, accountId, params }) =>
    output(await setArchived(deps.db, accountId, params.id, deps.now())),
  ),
  implement(reactivateFeeClass, async ({ deps, accountId, params }) =>
    output(await setArchived(deps.db, accountId, params.id, null)),
  ),
];
