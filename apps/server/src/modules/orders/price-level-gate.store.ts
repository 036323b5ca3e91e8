import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';

/** The tags of these price levels of the account (levels without tags left out). */
export const taggedPriceLevels = (db: Db, accountId: number, ids: readonly number[]) =>
  rows<{ id: number; customer_tags: string[]; membership_tags: string[] }>(
    db,
    sql`SELECT id, customer_tags, membership_tags FROM price_levels
      WHERE account_id = ${accountId} AND id = ANY(${sql.param([...ids])}::int[])
        AND (cardinality(customer_tags) > 0 OR cardinality(membership_tags) > 0)`,
  );

/**
 * A buyer's tags: those staff put on the customer, and those of the customer's memberships that
 * run at `now` (decisions/0050).
 */
export async function buyerTags(db: Db, accountId: number, customerId: number, now: Date) {
  const [row] = await rows<{ customer_tags: string[] | null; membership_tags: string[] | null }>(
    db,
    sql`SELECT c.tags AS customer_tags,
        (SELECT array_agg(DISTINCT t) FROM customer_memberships m, unnest(m.tags) AS t
          WHERE m.account_id = ${accountId} AND m.customer_id = c.id AND m.status = 'active'
            AND m.expires_at > ${now}) AS membership_tags
      FROM customers c WHERE c.account_id = ${accountId} AND c.id = ${customerId} AND c.anonymized_at IS NULL`,
  );
  return row ? { customerTags: row.customer_tags ?? [], membershipTags: row.membership_tags ?? [] } : null;
}
