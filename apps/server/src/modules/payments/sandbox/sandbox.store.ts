import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';

/** The sandbox processor's ledger (`sandbox_charges`, `sandbox_refunds`): only its adapter calls this. */

export interface SandboxChargeRow {
  id: string;
  account_id: number;
  payment_account_id: number | null;
  idempotency_key: string;
  amount: number;
  refunded_amount: number;
  last4: string;
  basket_id: string | null;
  status: 'authorized' | 'captured' | 'voided' | 'refunded';
  updated_at: Date | string;
}

const chargeColumns = sql`id, account_id, payment_account_id, idempotency_key, amount, refunded_amount, last4, basket_id, status, updated_at`;

/** Records an authorization unless one exists under the key; answers the charge under the key. */
export async function insertAuthorization(
  db: Db,
  charge: {
    accountId: number;
    paymentAccountId: number | null;
    idempotencyKey: string;
    amount: number;
    brand: string;
    funding: string;
    last4: string;
    basketId: string | null;
  },
  now: Date,
): Promise<SandboxChargeRow | undefined> {
  await db.execute(
    sql`INSERT INTO sandbox_charges (id, account_id, payment_account_id, idempotency_key, amount, brand, funding, last4, basket_id, status, created_at, updated_at)
      VALUES (${randomUUID()}::uuid, ${charge.accountId}, ${charge.paymentAccountId}, ${charge.idempotencyKey}, ${charge.amount},
        ${charge.brand}, ${charge.funding}, ${charge.last4}, ${charge.basketId}::uuid, 'authorized', ${now}, ${now})
      ON CONFLICT (account_id, idempotency_key) DO NOTHING`,
  );
  const [row] = await rows<SandboxChargeRow>(
    db,
    sql`SELECT ${chargeColumns} FROM sandbox_charges
      WHERE account_id = ${charge.accountId} AND idempotency_key = ${charge.idempotencyKey}`,
  );
  return row;
}

/** Moves a charge from one status to another; true when it was in `from`. */
export async function moveCharge(
  db: Db,
  accountId: number,
  chargeId: string,
  from: SandboxChargeRow['status'],
  to: SandboxChargeRow['status'],
  now: Date,
): Promise<boolean> {
  const done = await rows<{ id: string }>(
    db,
    sql`UPDATE sandbox_charges SET status = ${to}, updated_at = ${now}
      WHERE account_id = ${accountId} AND id = ${chargeId}::uuid AND status = ${from} RETURNING id`,
  );
  return done.length === 1;
}

export async function chargeRow(
  db: Db,
  accountId: number,
  chargeId: string,
  lock = false,
): Promise<SandboxChargeRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(chargeId)) return undefined;
  const [row] = await rows<SandboxChargeRow>(
    db,
    sql`SELECT ${chargeColumns} FROM sandbox_charges WHERE account_id = ${accountId} AND id = ${chargeId}::uuid
      ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return row;
}

/** Authorizations of every account last changed before `before`, oldest first. */
export async function authorizedBefore(db: Db, before: Date, limit: number): Promise<SandboxChargeRow[]> {
  return rows<SandboxChargeRow>(
    db,
    sql`SELECT ${chargeColumns} FROM sandbox_charges
      WHERE status = 'authorized' AND updated_at <= ${before} ORDER BY updated_at, id LIMIT ${limit}`,
  );
}

export interface SandboxRefundRow {
  id: string;
  charge_id: string;
  amount: number;
  status: 'succeeded' | 'failed';
}

export async function refundByKey(
  tx: Db,
  accountId: number,
  idempotencyKey: string,
): Promise<SandboxRefundRow | undefined> {
  const [row] = await rows<SandboxRefundRow>(
    tx,
    sql`SELECT id, charge_id, amount, status FROM sandbox_refunds
      WHERE account_id = ${accountId} AND idempotency_key = ${idempotencyKey}`,
  );
  return row;
}

export async function failedRefundCount(tx: Db, chargeId: string): Promise<number> {
  const [row] = await rows<{ n: number }>(
    tx,
    sql`SELECT count(*)::int AS n FROM sandbox_refunds WHERE charge_id = ${chargeId}::uuid AND status = 'failed'`,
  );
  return row?.n ?? 0;
}

/** Records a refund's answer under its key; a succeeded one takes its amount off the charge. */
export async function recordRefund(
  tx: Db,
  charge: SandboxChargeRow,
  refund: { idempotencyKey: string; amount: number; status: SandboxRefundRow['status'] },
  now: Date,
): Promise<string> {
  const id = randomUUID();
  await tx.execute(
    sql`INSERT INTO sandbox_refunds (id, account_id, charge_id, idempotency_key, amount, status, created_at)
      VALUES (${id}::uuid, ${charge.account_id}, ${charge.id}::uuid, ${refund.idempotencyKey}, ${refund.amount}, ${refund.status}, ${now})`,
  );
  if (refund.status === 'succeeded') {
    await tx.execute(
      sql`UPDATE sandbox_charges SET refunded_amount = refunded_amount + ${refund.amount},
          status = CASE WHEN refunded_amount + ${refund.amount} = amount THEN 'refunded' ELSE status END, updated_at = ${now}
        WHERE id = ${charge.id}::uuid`,
    );
  }
  return id;
}
