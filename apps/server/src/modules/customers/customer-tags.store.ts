import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';

export interface TagRow {
  id: number;
  name: string;
  customers: number;
}

const tagColumns = (accountId: number) => sql`t.id, t.name,
  (SELECT count(*)::int FROM customers c WHERE c.account_id = ${accountId} AND t.name = ANY(c.tags)) AS customers`;

/** The account's customer tags with how many customers carry each. */
export const customerTagRows = (db: Db, accountId: number) =>
  rows<TagRow>(
    db,
    sql`SELECT ${tagColumns(accountId)} FROM customer_tags t WHERE t.account_id = ${accountId} ORDER BY lower(t.name)`,
  );

export async function insertCustomerTag(db: Db, accountId: number, name: string, now: Date) {
  const [row] = await rows<{ id: number; name: string }>(
    db,
    sql`INSERT INTO customer_tags (account_id, name, created_at) VALUES (${accountId}, ${name}, ${now})
      RETURNING id, name`,
  );
  return row!;
}

/** Deletes a tag and takes it off every customer; false when there is no such tag. */
export async function deleteCustomerTagRow(tx: Db, accountId: number, tagId: number): Promise<boolean> {
  const [row] = await rows<{ name: string }>(
    tx,
    sql`DELETE FROM customer_tags WHERE account_id = ${accountId} AND id = ${tagId} RETURNING name`,
  );
  if (!row) return false;
  await tx.execute(
    sql`UPDATE customers SET tags = array_remove(tags, ${row.name}) WHERE account_id = ${accountId} AND ${row.name} = ANY(tags)`,
  );
  return true;
}

/** The names of the account's customer tags. */
export const customerTagNames = (db: Db, accountId: number) =>
  rows<{ name: string }>(db, sql`SELECT name FROM customer_tags WHERE account_id = ${accountId}`);
