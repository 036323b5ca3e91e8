import type { customerDetail, customerInput, customerSummary } from '@tessera/contract';
import { anonymizedEmail, customerValue } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import { rows, uniquely } from '@/db/sql';
import { recordAudit } from '@/modules/audit/audit.store';
import { AppError } from '@/platform/http/app-error';
import { type CustomerRow, customerOrders, customerRow } from './customers.store';

type Input = z.output<typeof customerInput>;
const iso = (value: string | Date) => new Date(value).toISOString();

export function summaryOf(row: CustomerRow): z.output<typeof customerSummary> {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    tags: row.tags,
    anonymized: row.anonymized_at !== null,
  };
}

export async function customerDetailOf(
  db: Db,
  accountId: number,
  id: number,
): Promise<z.output<typeof customerDetail>> {
  const row = await customerRow(db, accountId, id);
  if (!row) throw new AppError('admin.customer_not_found');
  const orders = await customerOrders(db, accountId, id);
  const value = customerValue(orders);
  return {
    ...summaryOf(row),
    title: row.title,
    organization: row.organization,
    createdAt: iso(row.created_at),
    hasShopLogin: row.password_hash !== null,
    ...value,
    orders: orders.map((o) => ({
      id: o.id,
      createdAt: iso(o.created_at),
      status: o.status,
      total: o.total,
      channel: o.channel,
    })),
  };
}

const emailTaken = () => new AppError('admin.customer_email_taken', 'email');

export async function createCustomer(db: Db, accountId: number, input: Input, now: Date): Promise<number> {
  const [row] = await uniquely(
    () =>
      rows<{ id: number }>(
        db,
        sql`INSERT INTO customers (account_id, title, first_name, last_name, email, phone, organization, created_at, updated_at)
          VALUES (${accountId}, ${input.title}, ${input.firstName}, ${input.lastName}, ${input.email}, ${input.phone},
            ${input.organization}, ${now}, ${now}) RETURNING id`,
      ),
    emailTaken,
  );
  return row!.id;
}

export async function updateCustomer(db: Db, accountId: number, id: number, input: Input, now: Date) {
  const updated = await uniquely(
    () =>
      rows<{ id: number }>(
        db,
        sql`UPDATE customers SET title = ${input.title}, first_name = ${input.firstName}, last_name = ${input.lastName},
          email = ${input.email}, phone = ${input.phone}, organization = ${input.organization}, updated_at = ${now}
          WHERE account_id = ${accountId} AND id = ${id} AND anonymized_at IS NULL RETURNING id`,
      ),
    emailTaken,
  );
  if (updated.length === 0) throw new AppError('admin.customer_not_found');
}

/** Replaces the tags; each must be defined in the account settings. */
export async function setTags(db: Db, accountId: number, id: number, tags: readonly string[], now: Date) {
  const wanted = [...new Set(tags.map((t) => t.trim()))];
  const defined = await rows<{ name: string }>(
    db,
    sql`SELECT name FROM customer_tags WHERE account_id = ${accountId}`,
  );
  const byLower = new Map(defined.map((d) => [d.name.toLowerCase(), d.name]));
  const names = wanted.map((t) => {
    const name = byLower.get(t.toLowerCase());
    if (!name) throw new AppError('admin.customer_tag_unknown', 'tags');
    return name;
  });
  const updated = await rows<{ id: number }>(
    db,
    sql`UPDATE customers SET tags = ${sql.param(names)}::text[], updated_at = ${now}
      WHERE account_id = ${accountId} AND id = ${id} AND anonymized_at IS NULL RETURNING id`,
  );
  if (updated.length === 0) throw new AppError('admin.customer_not_found');
}

/**
 * Removes a customer's personal data in one transaction: name, email, phone, organization,
 * addresses, member numbers, tags, notes and shop login. Orders keep their money and lines;
 * the buyer copied onto each order is blanked too. The change is audited.
 */
export async function anonymizeCustomer(
  db: Db,
  accountId: number,
  id: number,
  actorUserId: number,
  now: Date,
) {
  await db.transaction(async (tx) => {
    const row = await customerRow(tx, accountId, id, true);
    if (!row) throw new AppError('admin.customer_not_found');
    if (row.anonymized_at) return;
    await tx.execute(
      sql`UPDATE customers SET title = NULL, first_name = '', last_name = '', email = ${anonymizedEmail(id)},
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
    await recordAudit(
      tx,
      { accountId, action: 'customer_anonymized', actorUserId, detail: { customerId: id } },
      now,
    );
  });
}
