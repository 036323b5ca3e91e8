import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';

export interface SavedRow {
  id: string;
  name: string | null;
  notes: string | null;
  channel: string;
  saved_at: Date | string;
  saved_by: string | null;
  expires_at: Date | string | null;
  payment_due_at: Date | string | null;
  item_count: number | string;
}

/** The account's open saved baskets (or one of them), those whose hold ends first first. */
export async function savedRows(db: Db, accountId: number, basketId?: string): Promise<SavedRow[]> {
  return rows<SavedRow>(
    db,
    sql`SELECT b.id, b.name, b.notes, b.channel, b.saved_at, b.expires_at, b.payment_due_at,
        u.first_name || ' ' || u.last_name AS saved_by,
        (SELECT coalesce(sum(i.quantity), 0) FROM basket_items i WHERE i.basket_id = b.id) AS item_count
      FROM baskets b LEFT JOIN users u ON u.id = b.user_id
      WHERE b.account_id = ${accountId} AND b.saved_at IS NOT NULL AND b.status = 'open'
        ${basketId ? sql`AND b.id = ${basketId}::uuid` : sql``}
      ORDER BY b.expires_at NULLS LAST, b.saved_at DESC`,
  );
}

/** Names a basket saved, with its notes, payment due date and when its hold ends. */
export async function markBasketSaved(
  tx: Db,
  accountId: number,
  basketId: string,
  saved: { name: string; notes: string; paymentDueAt: Date | null; expiresAt: Date | string | null },
  now: Date,
): Promise<void> {
  await tx.execute(
    sql`UPDATE baskets SET saved_at = ${now}, name = ${saved.name}, notes = ${saved.notes},
        payment_due_at = ${saved.paymentDueAt}, expires_at = ${saved.expiresAt}, updated_at = ${now}
      WHERE account_id = ${accountId} AND id = ${basketId}::uuid`,
  );
}

/** A basket's status, whether it is saved and how many lines it has. */
export async function basketUnsavedState(db: Db, accountId: number, basketId: string) {
  const [current] = await rows<{ status: string; saved_at: Date | null; items: number | string }>(
    db,
    sql`SELECT b.status, b.saved_at, (SELECT count(*) FROM basket_items i WHERE i.basket_id = b.id) AS items
      FROM baskets b WHERE b.account_id = ${accountId} AND b.id = ${basketId}::uuid`,
  );
  return current;
}

export async function lockBasketRow(tx: Db, basketId: string): Promise<void> {
  await tx.execute(sql`SELECT id FROM baskets WHERE id = ${basketId}::uuid FOR UPDATE`);
}

export async function setBasketExpiry(tx: Db, basketId: string, until: Date, now: Date): Promise<void> {
  await tx.execute(
    sql`UPDATE baskets SET expires_at = ${until}, updated_at = ${now} WHERE id = ${basketId}::uuid`,
  );
}

/** Abandons a basket that is still open. */
export async function abandonSavedBasket(
  db: Db,
  accountId: number,
  basketId: string,
  now: Date,
): Promise<void> {
  await db.execute(
    sql`UPDATE baskets SET status = 'abandoned', updated_at = ${now}
      WHERE account_id = ${accountId} AND id = ${basketId}::uuid AND status = 'open'`,
  );
}
