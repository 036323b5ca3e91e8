import type { giftCertificate } from '@tessera/contract';
import { giftCertificateStatus } from '@tessera/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';

export interface GiftCertificateRow {
  id: number;
  number: string;
  amount: number;
  balance: number;
  buyer_customer_id: number | null;
  buyer_name: string;
  buyer_email: string;
  recipient_name: string;
  recipient_email: string;
  expires_at: string | Date | null;
  payment_type: string;
  voided_at: string | Date | null;
  created_at: string | Date;
  order_id: number | string | null;
  bundle_code: string | null;
  message: string;
  /** The account's currency, for messages. */
  currency?: string;
}

export function giftCertificateOf(r: GiftCertificateRow): z.output<typeof giftCertificate> {
  return {
    id: r.id,
    number: r.number,
    amount: r.amount,
    balance: r.balance,
    status: giftCertificateStatus({
      amount: r.amount,
      balance: r.balance,
      voided: r.voided_at !== null,
      expiresAt: null,
    }),
    buyerCustomerId: r.buyer_customer_id,
    buyerName: r.buyer_name,
    buyerEmail: r.buyer_email,
    recipientName: r.recipient_name,
    recipientEmail: r.recipient_email,
    expiresAt: r.expires_at ? new Date(r.expires_at).toISOString() : null,
    paymentType: r.payment_type,
    createdAt: new Date(r.created_at).toISOString(),
  };
}

async function select(db: Db, accountId: number, where: SQL): Promise<GiftCertificateRow[]> {
  return rows<GiftCertificateRow>(
    db,
    sql`SELECT id, number, amount, balance, buyer_customer_id, buyer_name, buyer_email, recipient_name,
      recipient_email, expires_at, payment_type, voided_at, created_at, order_id, bundle_code, message,
      (SELECT currency FROM accounts a WHERE a.id = gift_certificates.account_id) AS currency
      FROM gift_certificates WHERE account_id = ${accountId} AND ${where} ORDER BY created_at DESC, id DESC`,
  );
}

export async function giftCertificateById(db: Db, accountId: number, id: number) {
  return (await select(db, accountId, sql`id = ${id}`))[0];
}

export async function giftCertificateByNumber(db: Db, accountId: number, number: string) {
  return (await select(db, accountId, sql`number = ${number}`))[0];
}

/** A certificate bought in the shop, by the link mailed to its recipient: both must match. */
export async function giftCertificateByLink(db: Db, accountId: number, bundleCode: string, number: string) {
  return (await select(db, accountId, sql`bundle_code = ${bundleCode} AND number = ${number}`))[0];
}

/** The certificate an order bought in the shop (a retried purchase answers it). */
export async function giftCertificateOfOrder(db: Db, accountId: number, orderId: number) {
  return (await select(db, accountId, sql`order_id = ${orderId}`))[0];
}

export async function giftCertificatesOfCustomer(db: Db, accountId: number, customerId: number) {
  return select(db, accountId, sql`buyer_customer_id = ${customerId}`);
}

/**
 * Spends `amount` of a certificate in one guarded UPDATE: only when it is not voided, not
 * expired and its balance covers the amount. Concurrent spends serialize on the row, and the
 * loser's condition is re-checked against the new balance, so it can never be overspent.
 */
export async function spendGiftCertificate(
  tx: Db,
  accountId: number,
  number: string,
  amount: number,
  now: Date,
): Promise<{ id: number } | undefined> {
  const [row] = await rows<{ id: number }>(
    tx,
    sql`UPDATE gift_certificates SET balance = balance - ${amount}
      WHERE account_id = ${accountId} AND number = ${number} AND voided_at IS NULL
        AND (expires_at IS NULL OR expires_at > ${now}) AND balance >= ${amount}
      RETURNING id`,
  );
  return row;
}

/** A certificate as sold: its full amount is its balance. */
export interface NewGiftCertificate {
  number: string;
  amount: number;
  buyerCustomerId: number | null;
  buyerName: string;
  buyerEmail: string;
  recipientName: string;
  recipientEmail: string;
  expiresAt: string | null;
  paymentType: string;
  paymentReference: string;
  soldByUserId: number | null;
  /** The order refund it is issued for (an exchange's difference); absent for a sale. */
  issuedForRefundId?: number | null;
  now: Date;
  /** Bought in the shop (decisions/0067). */
  orderId?: number | null;
  bundleCode?: string | null;
  message?: string;
}

const insertSql = (accountId: number, c: NewGiftCertificate) =>
  sql`INSERT INTO gift_certificates (account_id, number, amount, balance, buyer_customer_id, buyer_name, buyer_email,
        recipient_name, recipient_email, expires_at, payment_type, payment_reference, sold_by_user_id, created_at,
        order_id, bundle_code, message, issued_for_refund_id)
      VALUES (${accountId}, ${c.number}, ${c.amount}, ${c.amount}, ${c.buyerCustomerId}, ${c.buyerName},
        ${c.buyerEmail}, ${c.recipientName}, ${c.recipientEmail}, ${c.expiresAt}, ${c.paymentType},
        ${c.paymentReference}, ${c.soldByUserId}, ${c.now}, ${c.orderId ?? null}, ${c.bundleCode ?? null},
        ${c.message ?? ''}, ${c.issuedForRefundId ?? null})`;

/** Adds a certificate and returns its id (a taken number breaks the unique index). */
export async function insertGiftCertificate(
  db: Db,
  accountId: number,
  c: NewGiftCertificate,
): Promise<number> {
  const [row] = await rows<{ id: number }>(db, sql`${insertSql(accountId, c)} RETURNING id`);
  return row!.id;
}

/**
 * Adds a certificate unless its number (or bundle code) is taken, answering undefined then:
 * inside a transaction a clash must not abort it, so the caller can draw another number.
 */
export async function insertGiftCertificateIfFree(
  tx: Db,
  accountId: number,
  c: NewGiftCertificate,
): Promise<number | undefined> {
  const [row] = await rows<{ id: number }>(
    tx,
    sql`${insertSql(accountId, c)} ON CONFLICT DO NOTHING RETURNING id`,
  );
  return row?.id;
}

/** Voids a certificate nothing has been spent from, in the statement that checks it; false when it was. */
export async function voidUnspentGiftCertificate(
  db: Db,
  accountId: number,
  id: number,
  now: Date,
): Promise<boolean> {
  const done = await rows<{ id: number }>(
    db,
    sql`UPDATE gift_certificates SET voided_at = ${now}
      WHERE account_id = ${accountId} AND id = ${id} AND voided_at IS NULL AND balance = amount RETURNING id`,
  );
  return done.length > 0;
}

/** Records what an order took from a certificate. */
export async function insertRedemption(
  tx: Db,
  accountId: number,
  giftCertificateId: number,
  orderId: number,
  amount: number,
  now: Date,
): Promise<void> {
  await tx.execute(
    sql`INSERT INTO gift_certificate_redemptions (account_id, gift_certificate_id, order_id, amount, created_at)
      VALUES (${accountId}, ${giftCertificateId}, ${orderId}, ${amount}, ${now})`,
  );
}

export interface AccountTerms {
  name: string;
  currency: string;
  timeZone: string;
}

export async function accountTerms(db: Db, accountId: number): Promise<AccountTerms> {
  const [row] = await rows<{ name: string; currency: string; timezone: string }>(
    db,
    sql`SELECT name, currency, timezone FROM accounts WHERE id = ${accountId}`,
  );
  return { name: row?.name ?? '', currency: row?.currency ?? 'USD', timeZone: row?.timezone ?? 'UTC' };
}

/** The live templates whose money tab sells gift certificates in the shop (decisions/0067). */
export async function sellingTemplateIds(db: Db, accountId: number): Promise<{ id: number }[]> {
  return rows<{ id: number }>(
    db,
    sql`SELECT id FROM event_templates WHERE account_id = ${accountId} AND archived_at IS NULL
      AND (money -> 'giftCertificates' ->> 'sellable') = 'true' ORDER BY name, id`,
  );
}
