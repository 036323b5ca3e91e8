import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';
import { sellableHolds } from '@/modules/inventory/inventory.service';
import type { BasketRow } from './baskets.store';

/**
 * Locks the basket for the rest of the transaction and, when it is open and in time, starts
 * its timer if it has none (`until`), in one statement. Answers the row as it now is, and
 * whether the basket holds product lines (a basket of tickets only needs no product read); the
 * caller refuses a closed or lapsed basket (its transaction rolls the touch back). Product
 * lines are written under this same lock, so the answer stays true until the commit.
 */
export async function lockAndStartTimer(
  tx: Db,
  accountId: number,
  basketId: string,
  until: Date,
  now: Date,
): Promise<(BasketRow & { has_products: boolean }) | undefined> {
  const [row] = await rows<BasketRow & { has_products: boolean }>(
    tx,
    sql`UPDATE baskets SET updated_at = ${now},
        expires_at = CASE WHEN status = 'open' AND (expires_at IS NULL OR expires_at > ${now})
          THEN coalesce(expires_at, ${until}) ELSE expires_at END
      WHERE account_id = ${accountId} AND id = ${basketId}::uuid
      RETURNING id, channel, status, user_id, customer_id, promo_code, expires_at,
        EXISTS (SELECT 1 FROM basket_products p WHERE p.basket_id = baskets.id) AS has_products`,
  );
  return row;
}

/**
 * The basket row with the holds its channel and this seller's group may sell, in one
 * statement that also starts the basket's timer (`until`) when it is open and has none: every
 * take is then reserved until the basket's own expiry, even one whose lines never get written.
 */
export async function basketWithHolds(
  db: Db,
  accountId: number,
  basketId: string,
  userGroupId: number | null,
  until: Date,
): Promise<(BasketRow & { hold_ids: number[] }) | undefined> {
  // Only a basket without a timer is written to; otherwise this is a plain read.
  const [row] = await rows<BasketRow & { hold_ids: (number | string)[] }>(
    db,
    sql`WITH started AS (
        UPDATE baskets b SET expires_at = ${until}
        WHERE b.account_id = ${accountId} AND b.id = ${basketId}::uuid AND b.status = 'open' AND b.expires_at IS NULL
        RETURNING b.id, b.channel, b.status, b.user_id, b.customer_id, b.promo_code, b.expires_at
      ), basket AS (
        SELECT * FROM started
        UNION ALL
        SELECT b.id, b.channel, b.status, b.user_id, b.customer_id, b.promo_code, b.expires_at FROM baskets b
        WHERE b.account_id = ${accountId} AND b.id = ${basketId}::uuid AND NOT EXISTS (SELECT 1 FROM started)
      )
      SELECT basket.*, ARRAY(${sellableHolds(accountId, sql`basket.channel`, userGroupId)}) AS hold_ids FROM basket`,
  );
  return row && { ...row, hold_ids: row.hold_ids.map(Number) };
}

/** Stops the timer of a basket left with no line (ticket or product) and no reservation. */
export async function stopTimerIfEmpty(db: Db, accountId: number, basketId: string): Promise<void> {
  await db.execute(
    sql`UPDATE baskets b SET expires_at = NULL
      WHERE b.account_id = ${accountId} AND b.id = ${basketId}::uuid AND b.status = 'open'
        AND NOT EXISTS (SELECT 1 FROM basket_items i WHERE i.basket_id = b.id)
        AND NOT EXISTS (SELECT 1 FROM basket_products p WHERE p.basket_id = b.id)
        AND NOT EXISTS (SELECT 1 FROM event_seats s WHERE s.basket_id = b.id AND s.status = 'reserved')
        AND NOT EXISTS (SELECT 1 FROM ga_reservations g WHERE g.basket_id = b.id AND g.status = 'reserved')`,
  );
}
