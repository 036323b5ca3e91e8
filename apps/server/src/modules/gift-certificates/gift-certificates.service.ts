import { randomInt } from 'node:crypto';
import type { sellGiftCertificate } from '@tessera/contract';
import {
  canVoidGiftCertificate,
  formatMoney,
  giftCertificateNumberFrom,
  giftCertificateNumberValid,
  redemptionProblem,
} from '@tessera/domain';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import { isUniqueViolation } from '@/db/sql';
import { customerRow } from '@/modules/customers/customers.store';
import { AppError } from '@/platform/http/app-error';
import {
  type GiftCertificateRow,
  giftCertificateById,
  giftCertificateByNumber,
  insertGiftCertificate,
  insertGiftCertificateIfFree,
  insertRedemption,
  type NewGiftCertificate,
  spendGiftCertificate,
  voidUnspentGiftCertificate,
} from './gift-certificates.store';

type SaleInput = z.output<(typeof sellGiftCertificate)['body']>;

/** A new certificate number: 12 random digits. */
const drawNumber = () => giftCertificateNumberFrom(() => randomInt(0, 10), 12);

/**
 * Issues a certificate under a new number inside the caller's transaction (the shop's sale,
 * decisions/0067; an exchange's difference given back as a certificate, decisions/0066): a
 * number already taken is skipped without aborting the transaction, and another drawn. The
 * certificate commits or rolls back with the caller's work.
 */
export async function issueGiftCertificate(
  tx: Db,
  accountId: number,
  c: Omit<NewGiftCertificate, 'number'>,
): Promise<{ id: number; number: string }> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const number = drawNumber();
    const id = await insertGiftCertificateIfFree(tx, accountId, { ...c, number });
    if (id !== undefined) return { id, number };
  }
  throw new AppError('admin.gift_certificate_number_taken', 'number');
}

/** Sells a certificate; a generated number is retried on the rare clash, an entered one is refused. */
export async function sell(
  db: Db,
  accountId: number,
  input: SaleInput,
  userId: number,
  now: Date,
): Promise<number> {
  if (input.number !== undefined && input.number !== '' && !giftCertificateNumberValid(input.number)) {
    throw new AppError('admin.gift_certificate_number_invalid', 'number');
  }
  let buyerName = input.buyerName;
  let buyerEmail = input.buyerEmail;
  if (input.buyerCustomerId !== null) {
    const customer = await customerRow(db, accountId, input.buyerCustomerId);
    if (!customer || customer.anonymized_at)
      throw new AppError('admin.customer_not_found', 'buyerCustomerId');
    buyerName ||= `${customer.first_name} ${customer.last_name}`.trim();
    buyerEmail ||= customer.email;
  }
  const fields = {
    amount: input.amount,
    buyerCustomerId: input.buyerCustomerId,
    buyerName,
    buyerEmail,
    recipientName: input.recipientName,
    recipientEmail: input.recipientEmail,
    expiresAt: input.expiresAt,
    paymentType: input.paymentType,
    paymentReference: input.paymentReference,
    soldByUserId: userId,
    now,
  };
  if (!input.number) return (await issueGiftCertificate(db, accountId, fields)).id;
  try {
    return await insertGiftCertificate(db, accountId, { ...fields, number: input.number });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new AppError('admin.gift_certificate_number_taken', 'number');
  }
}

/** Cancels an unredeemed certificate, guarded so a concurrent spend cannot slip in between. */
export async function voidCertificate(db: Db, accountId: number, id: number, now: Date): Promise<void> {
  const cert = await giftCertificateById(db, accountId, id);
  if (!cert) throw new AppError('admin.gift_certificate_not_found');
  if (cert.voided_at) return;
  const state = { amount: cert.amount, balance: cert.balance, voided: false, expiresAt: null };
  if (!canVoidGiftCertificate(state)) throw new AppError('admin.gift_certificate_redeemed');
  if (!(await voidUnspentGiftCertificate(db, accountId, id, now)))
    throw new AppError('admin.gift_certificate_redeemed');
}

const problemOf = (cert: GiftCertificateRow, amount: number, now: Date) =>
  redemptionProblem(
    {
      amount: cert.amount,
      balance: cert.balance,
      voided: cert.voided_at !== null,
      expiresAt: cert.expires_at ? new Date(cert.expires_at) : null,
    },
    amount,
    now,
  );

function redemptionError(
  cert: GiftCertificateRow | undefined,
  amount: number,
  now: Date,
  field: string,
): AppError {
  if (!cert) return new AppError('purchase.gift_certificate_not_found', field);
  switch (problemOf(cert, amount, now)) {
    case 'voided':
      return new AppError('purchase.gift_certificate_voided', field);
    case 'expired':
      return new AppError('purchase.gift_certificate_expired', field);
    default:
      return new AppError('purchase.gift_certificate_insufficient_balance', field, {
        balance: formatMoney(cert.balance, cert.currency ?? 'USD'),
      });
  }
}

/** Checks a certificate can pay `amount` now (before the checkout transaction). */
export async function checkRedeemable(
  db: Db,
  accountId: number,
  number: string,
  amount: number,
  now: Date,
  field: string,
) {
  const cert = await giftCertificateByNumber(db, accountId, number);
  if (!cert || problemOf(cert, amount, now) !== null) throw redemptionError(cert, amount, now, field);
}

/**
 * Inside the checkout transaction: spends the certificate with the guarded UPDATE and records
 * what this order took. When the guard fails (a concurrent checkout spent it), the reason is
 * read again and the whole checkout rolls back.
 */
export async function redeem(
  tx: Db,
  accountId: number,
  orderId: number,
  number: string,
  amount: number,
  now: Date,
  field: string,
): Promise<void> {
  const spent = await spendGiftCertificate(tx, accountId, number, amount, now);
  if (!spent) throw redemptionError(await giftCertificateByNumber(tx, accountId, number), amount, now, field);
  await insertRedemption(tx, accountId, spent.id, orderId, amount, now);
}
