import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';

/**
 * The events of a basket of the account (its seats, places and products); null when the account
 * has no such basket.
 */
export async function basketEventIds(db: Db, accountId: number, basketId: string): Promise<number[] | null> {
  const found = await rows<{ event_id: number | null }>(
    db,
    sql`SELECT e.event_id FROM baskets b
      LEFT JOIN LATERAL (
        SELECT i.event_id FROM basket_items i WHERE i.account_id = b.account_id AND i.basket_id = b.id
        UNION SELECT p.event_id FROM basket_products p WHERE p.account_id = b.account_id AND p.basket_id = b.id
      ) e ON true
      WHERE b.account_id = ${accountId} AND b.id = ${basketId}::uuid`,
  );
  if (found.length === 0) return null;
  return found.flatMap((r) => (r.event_id === null ? [] : [r.event_id]));
}
