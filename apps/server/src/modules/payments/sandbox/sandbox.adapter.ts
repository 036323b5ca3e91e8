import { randomUUID } from 'node:crypto';
import {
  type CardInput,
  cardBrand,
  cardProblems,
  type ErrorCode,
  normaliseCardNumber,
  sandboxOutcome,
  sandboxRefundFails,
} from '@tessera/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';
import { AppError } from '@/platform/http/app-error';

export interface Authorization {
  chargeId: string;
  brand: string;
  last4: string;
  funding: string;
}

const problemCodes: Record<string, ErrorCode> = {
  'number:invalid': 'purchase.card_number_invalid',
  'expiry:expired': 'purchase.card_expired',
  'expiry:invalid': 'purchase.card_expiry_invalid',
  'cvc:invalid': 'purchase.card_cvc_invalid',
};

/**
 * Faults the sandbox processor can inject, for rehearsals (`npm run bench -- onsale`). Read
 * once at start from `TESSERA_SANDBOX_FAULTS`, e.g. `slow=800,slow-rate=0.2,fail-after-charge=0.1`:
 * a `slow-rate` share of authorizations (all without it) answers `slow` ms late, and a `fail-after-charge` share of them records the
 * authorization and then answers an error, as a processor that charged but whose answer was
 * lost. Off by default; the reconciliation job puts right what the second one leaves behind.
 */
export interface SandboxFaults {
  slowMs: number;
  /** Share of authorizations answered late (1 = all of them). */
  slowRate?: number;
  failAfterChargeRate: number;
}

export function parseSandboxFaults(text: string | undefined): SandboxFaults {
  const faults: SandboxFaults = { slowMs: 0, failAfterChargeRate: 0 };
  for (const part of (text ?? '').split(',')) {
    const [name, value] = part.split('=').map((s) => s.trim());
    const n = Number(value);
    if (!Number.isFinite(n) || n < 0) continue;
    if (name === 'slow') faults.slowMs = n;
    if (name === 'slow-rate') faults.slowRate = Math.min(1, n);
    if (name === 'fail-after-charge') faults.failAfterChargeRate = Math.min(1, n);
  }
  return faults;
}

let faults = parseSandboxFaults(process.env.TESSERA_SANDBOX_FAULTS);

/** Replaces the injected faults (tests); answers the previous ones. */
export function setSandboxFaults(next: SandboxFaults): SandboxFaults {
  const previous = faults;
  faults = next;
  return previous;
}

/**
 * The built-in sandbox card processor. It behaves like a card network's test mode: documented
 * test numbers approve, decline or fail; one charge per idempotency key, so a retried payment
 * finds its authorization instead of making another. Card numbers are never stored: only the
 * brand, the last four digits and the charge id.
 */
export async function authorizeCard(
  db: Db,
  accountId: number,
  request: { idempotencyKey: string; amount: number; card: CardInput; field: string; basketId?: string },
  now: Date,
): Promise<Authorization> {
  const [problem] = cardProblems(request.card, now);
  if (problem) {
    const field = problem.field === 'expiry' ? 'expMonth' : problem.field;
    throw new AppError(problemCodes[`${problem.field}:${problem.reason}`]!, `${request.field}.card.${field}`);
  }
  const digits = normaliseCardNumber(request.card.number);
  const outcome = sandboxOutcome(digits);
  if (outcome.kind === 'declined') {
    throw new AppError(
      outcome.reason === 'insufficient_funds' ? 'purchase.card_insufficient_funds' : 'purchase.card_declined',
      `${request.field}.card.number`,
    );
  }
  if (outcome.kind === 'processing_error') throw new AppError('purchase.payment_failed');
  const brand = cardBrand(digits);
  const last4 = digits.slice(-4);
  if (faults.slowMs > 0 && Math.random() < (faults.slowRate ?? 1))
    await new Promise((resolve) => setTimeout(resolve, faults.slowMs));
  await db.execute(
    sql`INSERT INTO sandbox_charges (id, account_id, idempotency_key, amount, brand, funding, last4, basket_id, status, created_at, updated_at)
      VALUES (${randomUUID()}::uuid, ${accountId}, ${request.idempotencyKey}, ${request.amount}, ${brand}, ${outcome.funding},
        ${last4}, ${request.basketId ?? null}::uuid, 'authorized', ${now}, ${now})
      ON CONFLICT (account_id, idempotency_key) DO NOTHING`,
  );
  const [charge] = await rows<{ id: string; amount: number; status: string; last4: string }>(
    db,
    sql`SELECT id, amount, status, last4 FROM sandbox_charges
      WHERE account_id = ${accountId} AND idempotency_key = ${request.idempotencyKey}`,
  );
  if (!charge || charge.amount !== request.amount || charge.last4 !== last4) {
    throw new AppError('purchase.idempotency_key_reused');
  }
  if (charge.status === 'voided') {
    // A retry after an order that could not be written: authorize the same charge again.
    await db.execute(
      sql`UPDATE sandbox_charges SET status = 'authorized', updated_at = ${now}
        WHERE id = ${charge.id}::uuid AND status = 'voided'`,
    );
  }
  if (faults.failAfterChargeRate > 0 && Math.random() < faults.failAfterChargeRate) {
    throw new AppError('purchase.payment_failed');
  }
  return { chargeId: charge.id, brand, last4, funding: outcome.funding };
}

/** Captures an authorization inside the order's transaction; false if it is not capturable. */
export async function captureCharge(
  tx: Db,
  accountId: number,
  chargeId: string,
  now: Date,
): Promise<boolean> {
  const done = await rows<{ id: string }>(
    tx,
    sql`UPDATE sandbox_charges SET status = 'captured', updated_at = ${now}
      WHERE account_id = ${accountId} AND id = ${chargeId}::uuid AND status = 'authorized' RETURNING id`,
  );
  return done.length === 1;
}

/** Releases an authorization no order took (only while it is still just authorized). */
export async function voidCharge(db: Db, accountId: number, chargeId: string, now: Date): Promise<void> {
  await db.execute(
    sql`UPDATE sandbox_charges SET status = 'voided', updated_at = ${now}
      WHERE account_id = ${accountId} AND id = ${chargeId}::uuid AND status = 'authorized'`,
  );
}

/**
 * Refunds part or all of a captured charge, inside the caller's transaction. The processor
 * refuses a refund of the documented failing card, or more than the charge still holds:
 * admin.order_refund_failed ("There was an error processing the refund.").
 */
export async function refundCharge(
  tx: Db,
  accountId: number,
  chargeId: string,
  amount: number,
  now: Date,
): Promise<void> {
  const [charge] = await rows<{ last4: string }>(
    tx,
    sql`SELECT last4 FROM sandbox_charges WHERE account_id = ${accountId} AND id = ${chargeId}::uuid FOR UPDATE`,
  );
  if (!charge || sandboxRefundFails(charge.last4)) throw new AppError('admin.order_refund_failed');
  const done = await rows<{ id: string }>(
    tx,
    sql`UPDATE sandbox_charges SET refunded_amount = refunded_amount + ${amount},
        status = CASE WHEN refunded_amount + ${amount} = amount THEN 'refunded' ELSE status END, updated_at = ${now}
      WHERE id = ${chargeId}::uuid AND status = 'captured' AND refunded_amount + ${amount} <= amount RETURNING id`,
  );
  if (done.length !== 1) throw new AppError('admin.order_refund_failed');
}
