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

/** What staff type for a customer. */
export interface CustomerValues {
  title: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  organization: string;
}

/** Adds a customer and returns the id (a taken email breaks the unique index). */
export async function insertCustomer(
  db: Db,
  accountId: number,
  v: CustomerValues,
  now: Date,
): Promise<number> {
  const [row] = await rows<{ id: number }>(
    db,
    sql`INSERT INTO customers (account_id, title, first_name, last_name, email, phone, organization, created_at, updated_at)
      VALUES (${accountId}, ${v.title}, ${v.firstName}, ${v.lastName}, ${v.email}, ${v.phone},
        ${v.organization}, ${now}, ${now}) RETURNING id`,
  );
  return row!.id;
}

/** Changes a customer who is not anonymized; false when there is none. */
export async function updateCustomerRow(
  db: Db,
  accountId: number,
  id: number,
  v: CustomerValues,
  now: Date,
): Promise<boolean> {
  const updated = await rows<{ id: number }>(
    db,
    sql`UPDATE customers SET title = ${v.title}, first_name = ${v.firstName}, last_name = ${v.lastName},
      email = ${v.email}, phone = ${v.phone}, organization = ${v.organization}, updated_at = ${now}
      WHERE account_id = ${accountId} AND id = ${id} AND anonymized_at IS NULL RETURNING id`,
  );
  return updated.length > 0;
}

/** Replaces the tags of a customer who is not anonymized; false when there is none. */
export async function setCustomerTags(
  db: Db,
  accountId: number,
  id: number,
  names: string[],
  now: Date,
): Promise<boolean> {
  const updated = await rows<{ id: number }>(
    db,
    sql`UPDATE customers SET tags = ${sql.param(names)}::text[], updated_at = ${now}
      WHERE account_id = ${accountId} AND id = ${id} AND anonymized_at IS NULL RETURNING id`,
  );
  return updated.length > 0;
}

/**
 * Blanks a customer's personal data: the row, their notes, the buyer copied onto their orders
 * and onto the gift certificates they bought.
 */
export async function anonymizeCustomerRows(
  tx: Db,
  accountId: number,
  id: number,
  email: string,
  now: Date,
): Promise<void> {
  await tx.execute(
    sql`UPDATE customers SET title = NULL, first_name = '', last_name = '', email = ${email},
      phone = '', organization = '', billing_address = NULL, shipping_address = NULL, member_id = NULL,
      audience_rewards_number = NULL, access_card_number = NULL, tags = '{}', password_hash = NULL,
      anonymized_at = ${now}, updated_at = ${now}
      WHERE account_id = ${accountId} AND id = ${id}`,
  );
  await tx.execute(sql`DELETE FROM customer_notes WHERE account_id = ${accountId} AND customer_id = ${id}`);
  await tx.execute(
    sql`UPDATE orders SET buyer = jsonb_build_object('title', NULL, 'firstName', '', 'lastName', '', 'email', '', 'phone', '')
      WHERE account_id = ${accountId} AND customer_id = ${id}`,
  );
  await tx.execute(
    sql`UPDATE gift_certificates SET buyer_name = '', buyer_email = ''
      WHERE account_id = ${accountId} AND buyer_customer_id = ${id}`,
  );
}
