import { createCustomerTag, deleteCustomerTag, listCustomerTags } from '@tessera/contract';
import { sql } from 'drizzle-orm';
import { rows, uniquely } from '@/db/sql';
import { AppError } from '@/platform/http/app-error';
import { implement } from '@/platform/http/implement';

interface TagRow {
  id: number;
  name: string;
  customers: number;
}

const tagColumns = (accountId: number) => sql`t.id, t.name,
  (SELECT count(*)::int FROM customers c WHERE c.account_id = ${accountId} AND t.name = ANY(c.tags)) AS customers`;

export const customerTagRoutes = [
  implement(listCustomerTags, async ({ deps, accountId }) =>
    rows<TagRow>(
      deps.db,
      sql`SELECT ${tagColumns(accountId)} FROM customer_tags t WHERE t.account_id = ${accountId} ORDER BY lower(t.name)`,
    ),
  ),
  implement(createCustomerTag, async ({ deps, accountId, body }) => {
    const [row] = await uniquely(
      () =>
        rows<{ id: number; name: string }>(
          deps.db,
          sql`INSERT INTO customer_tags (account_id, name, created_at) VALUES (${accountId}, ${body.name}, ${deps.now()})
            RETURNING id, name`,
        ),
      () => new AppError('admin.customer_tag_duplicate', 'name'),
    );
    return { id: row!.id, name: row!.name, customers: 0 };
  }),
  implement(deleteCustomerTag, async ({ deps, accountId, params }) =>
    deps.db.transaction(async (tx) => {
      const [row] = await rows<{ name: string }>(
        tx,
        sql`DELETE FROM customer_tags WHERE account_id = ${accountId} AND id = ${params.tagId} RETURNING name`,
      );
      if (!row) throw new AppError('admin.customer_tag_not_found');
      await tx.execute(
        sql`UPDATE customers SET tags = array_remove(tags, ${row.name}) WHERE account_id = ${accountId} AND ${row.name} = ANY(tags)`,
      );
      return { ok: true as const };
    }),
  ),
];
