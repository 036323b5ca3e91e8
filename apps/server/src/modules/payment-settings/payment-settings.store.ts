import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';

export interface PaymentAccountRow {
  id: number;
  name: string;
  processor: string;
  is_live: boolean;
  onboarding_complete: boolean;
  has_credentials: boolean;
  credentials_encrypted: string | null;
}

export interface PaymentAccountFields {
  name: string;
  processor: string;
  isLive: boolean;
  onboardingComplete: boolean;
}

const accountColumns = sql`id, name, processor, is_live, onboarding_complete, credentials_encrypted IS NOT NULL AS has_credentials, credentials_encrypted`;

export const listPaymentAccountRows = (db: Db, accountId: number) =>
  rows<PaymentAccountRow>(
    db,
    sql`SELECT ${accountColumns} FROM payment_accounts WHERE account_id = ${accountId} ORDER BY lower(name), id`,
  );

export async function insertPaymentAccount(
  db: Db,
  accountId: number,
  fields: PaymentAccountFields,
  secret: string | null,
  now: Date,
): Promise<PaymentAccountRow> {
  const [row] = await rows<PaymentAccountRow>(
    db,
    sql`INSERT INTO payment_accounts (account_id, name, processor, is_live, onboarding_complete, credentials_encrypted, created_at, updated_at)
      VALUES (${accountId}, ${fields.name}, ${fields.processor}, ${fields.isLive}, ${fields.onboardingComplete}, ${secret}, ${now}, ${now})
      RETURNING ${accountColumns}`,
  );
  return row!;
}

/** Updates a payment account; credentials stay as they were when `secret` is null. */
export async function updatePaymentAccountRow(
  db: Db,
  accountId: number,
  id: number,
  fields: PaymentAccountFields,
  secret: string | null,
  now: Date,
): Promise<PaymentAccountRow | undefined> {
  const [row] = await rows<PaymentAccountRow>(
    db,
    sql`UPDATE payment_accounts SET name = ${fields.name}, processor = ${fields.processor}, is_live = ${fields.isLive},
      onboarding_complete = ${fields.onboardingComplete},
      credentials_encrypted = COALESCE(${secret}, credentials_encrypted), updated_at = ${now}
      WHERE account_id = ${accountId} AND id = ${id} RETURNING ${accountColumns}`,
  );
  return row;
}

export const listPaymentMethodRows = (db: Db, accountId: number) =>
  rows<{ id: number; name: string; partner_required: boolean }>(
    db,
    sql`SELECT id, name, partner_required FROM payment_methods WHERE account_id = ${accountId} ORDER BY lower(name)`,
  );

export async function findPaymentMethod(db: Db, accountId: number, id: number) {
  const [row] = await rows<{ partner_required: boolean }>(
    db,
    sql`SELECT partner_required FROM payment_methods WHERE account_id = ${accountId} AND id = ${id}`,
  );
  return row;
}

export async function insertPaymentMethod(
  db: Db,
  accountId: number,
  method: { name: string; partnerRequired: boolean },
  now: Date,
): Promise<number> {
  const [row] = await rows<{ id: number }>(
    db,
    sql`INSERT INTO payment_methods (account_id, name, partner_required, created_at)
      VALUES (${accountId}, ${method.name}, ${method.partnerRequired}, ${now}) RETURNING id`,
  );
  return row!.id;
}

/** Renames a payment method; false when there is none of that id. */
export async function updatePaymentMethodRow(
  db: Db,
  accountId: number,
  id: number,
  method: { name: string; partnerRequired: boolean },
): Promise<boolean> {
  const found = await rows<{ id: number }>(
    db,
    sql`UPDATE payment_methods SET name = ${method.name}, partner_required = ${method.partnerRequired}
      WHERE account_id = ${accountId} AND id = ${id} RETURNING id`,
  );
  return found.length > 0;
}

export const listCompTypeRows = (db: Db, accountId: number) =>
  rows<{ id: number; name: string }>(
    db,
    sql`SELECT id, name FROM comp_types WHERE account_id = ${accountId} ORDER BY lower(name)`,
  );

export async function insertCompType(db: Db, accountId: number, name: string, now: Date) {
  const [row] = await rows<{ id: number; name: string }>(
    db,
    sql`INSERT INTO comp_types (account_id, name, created_at) VALUES (${accountId}, ${name}, ${now})
      RETURNING id, name`,
  );
  return row!;
}

/** Deletes a comp type; false when there is none of that id. */
export async function deleteCompTypeRow(db: Db, accountId: number, id: number): Promise<boolean> {
  const gone = await rows<{ id: number }>(
    db,
    sql`DELETE FROM comp_types WHERE account_id = ${accountId} AND id = ${id} RETURNING id`,
  );
  return gone.length > 0;
}

export interface CustomTypeRow {
  id: number;
  name: string;
  payment_method_id: number | null;
  partner_required: boolean | null;
}

export const listCustomTypeRows = (db: Db, accountId: number) =>
  rows<CustomTypeRow>(
    db,
    sql`SELECT t.id, t.name, t.payment_method_id, m.partner_required FROM custom_payment_types t
      LEFT JOIN payment_methods m ON m.id = t.payment_method_id AND m.account_id = t.account_id
      WHERE t.account_id = ${accountId} ORDER BY lower(t.name)`,
  );

export async function insertCustomType(
  db: Db,
  accountId: number,
  type: { name: string; paymentMethodId: number | null },
  now: Date,
): Promise<number> {
  const [row] = await rows<{ id: number }>(
    db,
    sql`INSERT INTO custom_payment_types (account_id, name, payment_method_id, created_at)
      VALUES (${accountId}, ${type.name}, ${type.paymentMethodId}, ${now}) RETURNING id`,
  );
  return row!.id;
}

/** Deletes a custom payment type; false when there is none of that id. */
export async function deleteCustomTypeRow(db: Db, accountId: number, id: number): Promise<boolean> {
  const gone = await rows<{ id: number }>(
    db,
    sql`DELETE FROM custom_payment_types WHERE account_id = ${accountId} AND id = ${id} RETURNING id`,
  );
  return gone.length > 0;
}

/** A comp type a sale names, by id. */
export async function compTypeOfSale(
  db: Db,
  accountId: number,
  id: number,
): Promise<{ name: string } | undefined> {
  const [row] = await rows<{ name: string }>(
    db,
    sql`SELECT name FROM comp_types WHERE account_id = ${accountId} AND id = ${id}`,
  );
  return row;
}

/** A custom payment type a sale names, with whether its payment method needs a partner. */
export async function customTypeOfSale(
  db: Db,
  accountId: number,
  id: number,
): Promise<{ name: string; partnerRequired: boolean } | undefined> {
  const [row] = await rows<{ name: string; partner_required: boolean | null }>(
    db,
    sql`SELECT t.name, m.partner_required FROM custom_payment_types t
      LEFT JOIN payment_methods m ON m.id = t.payment_method_id AND m.account_id = t.account_id
      WHERE t.account_id = ${accountId} AND t.id = ${id}`,
  );
  return row ? { name: row.name, partnerRequired: row.partner_required === true } : undefined;
}
