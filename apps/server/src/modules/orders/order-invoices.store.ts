import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';

/** Writes the invoice an order is held on (decisions/0109), inside the order's transaction. */
export async function insertOrderInvoice(
  tx: Db,
  accountId: number,
  orderId: number,
  v: {
    email: string;
    recipientName: string;
    locale: string;
    amount: number;
    dueAt: Date;
    remindAt: Date | null;
  },
  now: Date,
): Promise<{ id: number; publicId: string }> {
  const publicId = randomUUID();
  const [row] = await rows<{ id: number | string }>(
    tx,
    sql`INSERT INTO order_invoices (account_id, order_id, public_id, email, recipient_name, locale, amount,
        status, due_at, remind_at, created_at)
      VALUES (${accountId}, ${orderId}, ${publicId}, ${v.email}, ${v.recipientName}, ${v.locale}, ${v.amount},
        'open', ${v.dueAt}, ${v.remindAt}, ${now})
      RETURNING id`,
  );
  return { id: Number(row!.id), publicId };
}

/** What the buyer still owes on the order's open invoice: counted as paid in the books (decisions/0109). */
export async function openInvoiceAmounts(db: Db, accountId: number, orderId: number) {
  return rows<{ amount: number }>(
    db,
    sql`SELECT amount FROM order_invoices WHERE account_id = ${accountId} AND order_id = ${orderId} AND status = 'open'`,
  );
}
