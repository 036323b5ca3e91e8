import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';

export interface CustomerRow {
  id: number;
  title: string | null;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  organization: string;
  tags: string[];
  password_hash: string | null;
  anonymized_at: string | Date | null;
  created_at: string | Date;
}

const columns = sql`id, title, first_name, last_name, email, phone, organization, tags, password_hash, anonymized_at, created_at`;

/** Escapes LIKE wildcards so a search for "50%" means those characters. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Where a customer matches a search: name (either order), email or phone; anonymized ones never match. */
export function customerMatch(q: string) {
  const pattern = likePattern(q);
  const digits = q.replace(/\D/g, '');
  return sql`anonymized_at IS NULL AND (
    lower(first_name || ' ' || last_name) LIKE ${pattern}
    OR lower(last_name || ' ' || first_name) LIKE ${pattern}
    OR lower(last_name || ', ' || first_name) LIKE ${pattern}
    OR lower(email) LIKE ${pattern}
    ${digits.length >= 3 ? sql`OR regexp_replace(phone, '\\D', '', 'g') LIKE ${`%${digits}%`}` : sql``})`;
}

export async function pageCustomers(
  db: Db,
  accountId: number,
  q: string,
  page: number,
  pageSize: number,
): Promise<{ items: CustomerRow[]; total: number }> {
  const where = q ? sql`account_id = ${accountId} AND ${customerMatch(q)}` : sql`account_id = ${accountId}`;
  const [count] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM customers WHERE ${where}`);
  const items = await rows<CustomerRow>(
    db,
    sql`SELECT ${columns} FROM customers WHERE ${where}
      ORDER BY lower(last_name), lower(first_name), id LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
  );
  return { items, total: count?.n ?? 0 };
}

export async function customerRow(db: Db, accountId: number, id: number, lock = false) {
  const [row] = await rows<CustomerRow>(
    db,
    sql`SELECT ${columns} FROM customers WHERE account_id = ${accountId} AND id = ${id} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return row;
}

export async function customerOrders(db: Db, accountId: number, customerId: number) {
  return rows<{ id: number; created_at: string | Date; status: string; total: number; channel: string }>(
    db,
    sql`SELECT id::int AS id, created_at, status, total, channel FROM orders
      WHERE account_id = ${accountId} AND customer_id = ${customerId} ORDER BY created_at DESC, id DESC`,
  );
}

/** The order keeps the customer its basket had (inside the checkout transaction). */
export async function attachOrderCustomer(tx: Db, accountId: number, orderId: number, customerId: number) {
  await tx.execute(
    sql`UPDATE orders SET customer_id = ${customerId} WHERE account_id = ${accountId} AND id = ${orderId}`,
  );
}
