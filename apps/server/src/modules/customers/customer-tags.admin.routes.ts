import { createCustomerTag, deleteCustomerTag, listCustomerTags } from '@tessera/contract';
import { uniquely } from '@/db/sql';
import { AppError } from '@/platform/http/app-error';
import { implement } from '@/platform/http/implement';
import { customerTagRows, deleteCustomerTagRow, insertCustomerTag } from './customer-tags.store';

export const customerTagRoutes = [
  implement(listCustomerTags, ({ deps, accountId }) => customerTagRows(deps.db, accountId)),
  implement(createCustomerTag, async ({ deps, accountId, body }) => {
    const row = await uniquely(
      () => insertCustomerTag(deps.db, accountId, body.name, deps.now()),
      () => new AppError('admin.customer_tag_duplicate', 'name'),
    );
    return { id: row.id, name: row.name, customers: 0 };
  }),
  implement(deleteCustomerTag, ({ deps, accountId, params }) =>
    deps.db.transaction(async (tx) => {
      if (!(await deleteCustomerTagRow(tx, accountId, params.tagId))) {
        throw new AppError('admin.customer_tag_not_found');
      }
      return { ok: true as const };
    }),
  ),
];
