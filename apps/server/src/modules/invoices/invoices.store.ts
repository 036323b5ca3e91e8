import type { InvoiceStatus, InvoiceTerms } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';

/** The account's invoice terms; off with 14 days and a 3-day reminder until set. */
export async function invoiceTerms(db: Db, accountId: number): Promise<InvoiceTerms> {
  const [row] = await rows<{ enabled: boolean; due_days: number; reminder_days: number }>(
    db,
    sql`SELECT enabled, due_days, reminder_days FROM invoice_settings WHERE account_id = ${accountId}`,
  );
  return row
    ? { enabled: row.enabled, dueDays: row.due_days, reminderDays: row.reminder_days }
    : { enabled: false, dueDays: 14, reminderDays: 3 };
}

export async function saveInvoiceTerms(db: Db, accountId: number, terms: InvoiceTerms, now: Date) {
  await db.execute(
    sql`INSERT INTO invoice_settings (account_id, enabled, due_days, reminder_days, updated_at)
      VALUES (${accountId}, ${terms.enabled}, ${terms.dueDays}, ${terms.reminderDays}, ${now})
      ON CONFLICT (account_id) DO UPDATE SET enabled = EXCLUDED.enabled, due_days = EXCLUDED.due_days,
        reminder_days = EXCLUDED.reminder_days, updated_at = EXCLUDED.updated_at`,
  );
}

export interface InvoiceRow {
  id: number;
  orderId: number;
  publicId: string;
  email: string;
  recipientName: string;
  locale: string;
  amount: number;
  status: InvoiceStatus;
  dueAt: Date;
  remindAt: Date | null;
  remindedAt: Date | null;
  paidAt: Date | null;
  cancelledAt: Date | null;
}

type Raw = {
  id: number | string;
  order_id: number | string;
  public_id: string;
  email: string;
  recipient_name: string;
  locale: string;
  amount: number;
  status: InvoiceStatus;
  due_at: Date | string;
  remind_at: Date | string | null;
  reminded_at: Date | string | null;
  paid_at: Date | string | null;
  cancelled_at: Date | string | null;
};

const when = (v: Date | string | null) => (v === null ? null : new Date(v));
const fromRaw = (r: Raw): InvoiceRow => ({
  id: Number(r.id),
  orderId: Number(r.order_id),
  publicId: r.public_id,
  email: r.email,
  recipientName: r.recipient_name,
  locale: r.locale,
  amount: r.amount,
  status: r.status,
  dueAt: new Date(r.due_at),
  remindAt: when(r.remind_at),
  remindedAt: when(r.reminded_at),
  paidAt: when(r.paid_at),
  cancelledAt: when(r.cancelled_at),
});

const columns = sql`id, order_id, public_id, email, recipient_name, locale, amount, status, due_at, remind_at,
  reminded_at, paid_at, cancelled_at`;

/** One invoice of the account by its id, its public id or its order; `lock` takes it FOR UPDATE. */
export async function invoiceWhere(
  db: Db,
  accountId: number,
  by: { id: number } | { publicId: string } | { orderId: number },
  lock = false,
): Promise<InvoiceRow | null> {
  const match =
    'id' in by
      ? sql`id = ${by.id}`
      : 'publicId' in by
        ? sql`public_id = ${by.publicId}`
        : sql`order_id = ${by.orderId}`;
  const [row] = await rows<Raw>(
    db,
    sql`SELECT ${columns} FROM order_invoices WHERE account_id = ${accountId} AND ${match}
      ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return row ? fromRaw(row) : null;
}

/** Moves a locked open invoice on: paid (with its payment), reminded, or cancelled unpaid. */
export async function settleInvoice(
  tx: Db,
  invoiceId: number,
  change: { status: 'paid'; paymentId: number } | { status: 'cancelled' },
  now: Date,
): Promise<void> {
  await tx.execute(
    change.status === 'paid'
      ? sql`UPDATE order_invoices SET status = 'paid', payment_id = ${change.paymentId}, paid_at = ${now}
          WHERE id = ${invoiceId} AND status = 'open'`
      : sql`UPDATE order_invoices SET status = 'cancelled', cancelled_at = ${now}
          WHERE id = ${invoiceId} AND status = 'open'`,
  );
}

/** Marks the reminder sent, once: true for the one runner that marked it. */
export async function markReminded(db: Db, invoiceId: number, now: Date): Promise<boolean> {
  const done = await rows<{ id: number }>(
    db,
    sql`UPDATE order_invoices SET reminded_at = ${now}
      WHERE id = ${invoiceId} AND status = 'open' AND reminded_at IS NULL RETURNING id`,
  );
  return done.length > 0;
}

/** What the invoice lists: each live ticket (event, place, price) and the order's other charges. */
export async function invoiceLines(db: Db, accountId: number, orderId: number) {
  const tickets = await rows<{
    event_name: string;
    starts_at: Date | string;
    seat_key: string;
    total: number;
  }>(
    db,
    sql`SELECT e.name AS event_name, e.starts_at, t.seat_key, t.total
      FROM order_tickets t JOIN events e ON e.id = t.event_id
      WHERE t.account_id = ${accountId} AND t.order_id = ${orderId} AND t.status <> 'voided'
      ORDER BY t.id`,
  );
  const [order] = await rows<{ total: number; created_at: Date | string }>(
    db,
    sql`SELECT total, created_at FROM orders WHERE account_id = ${accountId} AND id = ${orderId}`,
  );
  return { tickets, orderTotal: order?.total ?? 0, orderedAt: new Date(order?.created_at ?? 0) };
}

/** The order's first event and its venue's time zone, for the event ids a card payment needs. */
export async function orderEventIds(db: Db, accountId: number, orderId: number): Promise<number[]> {
  const list = await rows<{ event_id: number }>(
    db,
    sql`SELECT DISTINCT event_id FROM order_tickets WHERE account_id = ${accountId} AND order_id = ${orderId}`,
  );
  return list.map((r) => r.event_id);
}

/** Whether a payment already holds this processor charge. */
export async function paymentOfCharge(db: Db, accountId: number, chargeId: string): Promise<boolean> {
  const found = await rows<{ id: number }>(
    db,
    sql`SELECT id FROM payments WHERE account_id = ${accountId} AND provider_id = ${chargeId} LIMIT 1`,
  );
  return found.length > 0;
}

/** The time zone of the venue of the order's first event (UTC for an order of products only). */
export async function orderTimeZone(db: Db, accountId: number, orderId: number): Promise<string> {
  const [row] = await rows<{ timezone: string }>(
    db,
    sql`SELECT v.timezone FROM order_tickets t JOIN events e ON e.id = t.event_id JOIN venues v ON v.id = e.venue_id
      WHERE t.account_id = ${accountId} AND t.order_id = ${orderId} ORDER BY t.id LIMIT 1`,
  );
  return row?.timezone ?? 'UTC';
}
