import type { Writable } from 'node:stream';
import type { NightlyExportTable } from '@tessera/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';
import { drained } from '@/platform/drained';

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

/** Rows fetched from the cursor at a time: the file's memory is one batch, whatever the table's size. */
const BATCH = 2_000;

/**
 * Writes one table of the account as a CSV file (UTF-8 with a byte-order mark, a heading line)
 * into `out`, read through a cursor a batch at a time and written as the upload takes it
 * (decisions/0106): a year of orders never sits whole in the server's memory. Ends `out`.
 */
export async function writeTableCsv(
  db: Db,
  accountId: number,
  table: NightlyExportTable,
  out: Writable,
): Promise<void> {
  const heading = headings[table];
  const cursor = sql.raw(`nightly_export_${table}`);
  await db.transaction(async (tx) => {
    await tx.execute(sql`DECLARE ${cursor} NO SCROLL CURSOR FOR ${queries[table](accountId)}`);
    if (!out.write(`\uFEFF${heading.join(',')}\r\n`)) await drained(out);
    for (;;) {
      const batch = await rows<Record<string, unknown>>(
        tx,
        sql`FETCH ${sql.raw(String(BATCH))} FROM ${cursor}`,
      );
      if (batch.length === 0) break;
      const text = batch.map((r) => `${heading.map((k) => cell(r[k])).join(',')}\r\n`).join('');
      if (out.destroyed) throw new Error('the upload stopped reading the export');
      if (!out.write(text)) await drained(out);
    }
  });
  out.end();
}
