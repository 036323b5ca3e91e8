import type { customerDetail, customerInput, customerSummary } from '@tessera/contract';
import { anonymizedEmail, customerValue } from '@tessera/domain';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import { uniquely } from '@/db/sql';
import { recordAudit } from '@/modules/audit/audit.store';
import { recordWebhookEvent } from '@/modules/webhooks/webhook-outbox.store';
import { AppError } from '@/platform/http/app-error';
import { customerTagNames } from './customer-tags.store';
import {
  anonymizeCustomerRows,
  type CustomerRow,
  type CustomerValues,
  customerOrders,
  customerRow,
  insertCustomer,
  setCustomerTags,
  updateCustomerRow,
} from './customers.store';

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

function valuesOf(input: Input): CustomerValues {
  const { title, firstName, lastName, email, phone, organization } = input;
  return { title, firstName, lastName, email, phone, organization };
}

const emailTaken = () => new AppError('admin.customer_email_taken', 'email');

/** The customer.changed webhook event, in the change's transaction (decisions/0049). */
export function customerChanged(tx: Db, accountId: number, customerId: number, change: string, now: Date) {
  return recordWebhookEvent(tx, accountId, 'customer.changed', { customerId, change }, now);
}

export async function createCustomer(db: Db, accountId: number, input: Input, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const id = await uniquely(() => insertCustomer(tx, accountId, valuesOf(input), now), emailTaken);
    await customerChanged(tx, accountId, id, 'created', now);
    return id;
  });
}

export async function updateCustomer(db: Db, accountId: number, id: number, input: Input, now: Date) {
  await db.transaction(async (tx) => {
    const updated = await uniquely(
      () => updateCustomerRow(tx, accountId, id, valuesOf(input), now),
      emailTaken,
    );
    if (!updated) throw new AppError('admin.customer_not_found');
    await customerChanged(tx, accountId, id, 'updated', now);
  });
}

/** Replaces the tags; each must be defined in the account settings. */
export async function setTags(db: Db, accountId: number, id: number, tags: readonly string[], now: Date) {
  const wanted = [...new Set(tags.map((t) => t.trim()))];
  const defined = await customerTagNames(db, accountId);
  const byLower = new Map(defined.map((d) => [d.name.toLowerCase(), d.name]));
  const names = wanted.map((t) => {
    const name = byLower.get(t.toLowerCase());
    if (!name) throw new AppError('admin.customer_tag_unknown', 'tags');
    return name;
  });
  await db.transaction(async (tx) => {
    if (!(await setCustomerTags(tx, accountId, id, names, now)))
      throw new AppError('admin.customer_not_found');
    await customerChanged(tx, accountId, id, 'tags', now);
  });
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
    await anonymizeCustomerRows(tx, accountId, id, anonymizedEmail(id), now);
    await recordAudit(
      tx,
      { accountId, action: 'customer_anonymized', actorUserId, detail: { customerId: id } },
      now,
    );
    await customerChanged(tx, accountId, id, 'anonymized', now);
  });
}
