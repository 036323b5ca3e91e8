import type { NightlyExportTable } from '@tessera/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';

/**
 * What the nightly full export writes of each table (decisions/0063): every row of the account,
 * oldest first, money in minor units, instants in ISO 8601 (UTC). Secrets (password hashes) and
 * card data beyond the last four digits are never exported.
 */
const queries: Record<NightlyExportTable, (accountId: number) => SQL> = {
  orders: (
    a,
  ) => sql`SELECT id, global_id, status, channel, customer_id, buyer->>'firstName' AS buyer_first_name,
      buyer->>'lastName' AS buyer_last_name, buyer->>'email' AS buyer_email, face_value_total, fee_total,
      discount_total, delivery_total, total, promo_code, user_id, created_at
    FROM orders WHERE account_id = ${a} ORDER BY id`,
  tickets: (a) => sql`SELECT id, order_id, event_id, section, "row", seat, price_level_id, price_type_name,
      face_value, discount, total, status, barcode, issued_at, voided_at
    FROM order_tickets WHERE account_id = ${a} ORDER BY id`,
  payments: (a) => sql`SELECT p.id, p.order_id, p.type, p.amount, p.method, p.last4, p.status, p.created_at,
      coalesce((SELECT sum(r.amount) FROM order_refunds r WHERE r.payment_id = p.id), 0) AS refunded
    FROM payments p WHERE p.account_id = ${a} ORDER BY p.id`,
  customers: (a) => sql`SELECT id, title, first_name, last_name, email, phone, organization, member_id, tags
    FROM customers WHERE account_id = ${a} ORDER BY id`,
};

const cell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  const text =
    value instanceof Date ? value.toISOString() : Array.isArray(value) ? value.join(';') : String(value);
  // A leading =, +, - or @ would be read as a formula by a spreadsheet: quote it as text.
  const safe = /^[=+\-@\t\r]/.test(text) && !/^-?\d/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** Each file's columns, in order: the heading line is written even when the table is empty. */
const headings: Record<NightlyExportTable, string[]> = {
  orders: [
    'id',
    'global_id',
    'status',
    'channel',
    'customer_id',
    'buyer_first_name',
    'buyer_last_name',
    'buyer_email',
    'face_value_total',
    'fee_total',
    'discount_total',
    'delivery_total',
    'total',
    'promo_code',
    'user_id',
    'created_at',
  ],
  tickets: [
    'id',
    'order_id',
    'event_id',
    'section',
    'row',
    'seat',
    'price_level_id',
    'price_type_name',
    'face_value',
    'discount',
    'total',
    'status',
    'barcode',
    'issued_at',
    'voided_at',
  ],
  payments: ['id', 'order_id', 'type', 'amount', 'method', 'last4', 'status', 'created_at', 'refunded'],
  customers: [
    'id',
    'title',
    'first_name',
    'last_name',
    'email',
    'phone',
    'organization',
    'member_id',
    'tags',
  ],
};

/** One table of the account as a CSV file (UTF-8 with a byte-order mark, a heading line). */
export async function exportTableCsv(db: Db, accountId: number, table: NightlyExportTable): Promise<Buffer> {
  const list = await rows<Record<string, unknown>>(db, queries[table](accountId));
  const heading = headings[table];
  const lines = [heading.join(','), ...list.map((r) => heading.map((k) => cell(r[k])).join(','))];
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}
