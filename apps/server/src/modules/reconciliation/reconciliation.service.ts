import type { Db } from '@/db/client';
import { releaseBasketProducts } from '@/modules/baskets/basket-products.store';
import { basketRow, updateBasket } from '@/modules/baskets/baskets.store';
import { releaseBasket } from '@/modules/inventory/reservations.store';
import { recordOrderActivity } from '@/modules/orders/order-activity.store';
import type {
  Charge,
  PaymentProcessor,
  ProcessorConfig,
  ProcessorIo,
} from '@/modules/payments/payment-processor.port';
import { everyPaymentProcessor, heldBy } from '@/modules/payments/processors.service';
import type { Jobs } from '@/platform/jobs/jobs';
import {
  insertAction,
  orderOfBasket,
  paymentOfCharge,
  settleCapture,
  stuckBaskets,
  type UncapturedPayment,
  uncapturedPayments,
} from './reconciliation.store';

/**
 * How long a charge or basket must have been left alone before the job touches it. A checkout
 * slower than this is still never undone under it: an orphan charge whose basket is open with
 * its timer running is left alone, and one whose basket timed out is voided only after the
 * basket is closed under its lock (`claimOrphan`). Voiding and capturing are also guarded at
 * the processor, and a capture it refuses after the order was written is recorded and shown
 * (decisions/0040).
 */
export const DEFAULT_RECONCILE_GRACE_MS = 5 * 60_000;

export interface ReconcileResult {
  chargesVoided: number;
  capturesFinished: number;
  capturesFailed: number;
  basketsReleased: number;
}

/**
 * Voids an authorization no payment took, through the port. When the basket it paid for has
 * an order (another attempt won), that order's activity says so.
 */
async function voidOrphan(io: ProcessorIo, processor: PaymentProcessor, charge: Charge): Promise<boolean> {
  if (!(await processor.void(charge.merchant, charge.chargeId))) return false;
  const now = io.now();
  const { accountId } = charge.merchant;
  await io.db.transaction(async (tx) => {
    const orderId = await orderOfBasket(tx, accountId, charge.basketId);
    await insertAction(
      tx,
      accountId,
      {
        kind: 'charge_voided',
        chargeId: charge.chargeId,
        basketId: charge.basketId,
        orderId,
        amount: charge.amount,
        details: { idempotencyKey: charge.idempotencyKey, was: charge.status },
      },
      now,
    );
    if (orderId !== null) {
      await recordOrderActivity(
        tx,
        accountId,
        orderId,
        {
          kind: 'reconciliation.charge_voided',
          userId: null,
          actor: 'system',
          details: { chargeId: charge.chargeId, amount: charge.amount },
        },
        now,
      );
    }
  });
  return true;
}

/**
 * Finishes the capture of an order's card payment that a crash (or a lost answer) left
 * `authorized`: the processor is asked how the charge stands; a charge still authorized is
 * captured. One it will not capture (voided, unknown) marks the payment `capture_failed`,
 * recorded and shown on the order for staff.
 */
async function finishCapture(
  io: ProcessorIo,
  payment: UncapturedPayment,
): Promise<'captured' | 'failed' | null> {
  const { processor, merchant } = heldBy(io, {
    accountId: payment.account_id,
    ...payment,
    paymentAccountId: payment.payment_account_id,
  });
  const charge = await processor.charge(merchant, payment.provider_id);
  const captured =
    charge?.status === 'authorized'
      ? await processor.capture(merchant, payment.provider_id)
      : charge?.status === 'captured' || charge?.status === 'refunded';
  const kind = captured ? 'charge_captured' : 'capture_failed';
  const now = io.now();
  const settled = await io.db.transaction(async (tx) => {
    if (!(await settleCapture(tx, Number(payment.id), captured ? 'captured' : 'capture_failed')))
      return false;
    const orderId = Number(payment.order_id);
    await insertAction(
      tx,
      payment.account_id,
      {
        kind,
        chargeId: payment.provider_id,
        orderId,
        amount: payment.amount,
        details: { was: charge?.status ?? null },
      },
      now,
    );
    await recordOrderActivity(
      tx,
      payment.account_id,
      orderId,
      {
        kind: `reconciliation.${kind}`,
        userId: null,
        actor: 'system',
        details: { chargeId: payment.provider_id, amount: payment.amount },
      },
      now,
    );
    return true;
  });
  return settled ? (captured ? 'captured' : 'failed') : null;
}

/** Gives back a basket's seats and products and closes it, recorded as reconciliation's act. */
async function abandonBasket(tx: Db, accountId: number, basketId: string, now: Date): Promise<void> {
  const released = await releaseBasket(tx, accountId, basketId, now, { reason: 'reconciliation' });
  const products = await releaseBasketProducts(tx, accountId, basketId);
  await updateBasket(tx, accountId, basketId, { status: 'abandoned' }, now);
  await insertAction(
    tx,
    accountId,
    { kind: 'basket_released', basketId, details: products ? { ...released, products } : released },
    now,
  );
}

/** Gives back the seats of a basket whose card checkout failed and whose timer ran out. */
async function releaseStuckBasket(
  db: Db,
  accountId: number,
  basketId: string,
  cutoff: Date,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const basket = await basketRow(tx, accountId, basketId, true);
    if (basket?.status !== 'open' || !basket.expires_at) return false;
    if (new Date(basket.expires_at).getTime() > cutoff.getTime()) return false;
    await abandonBasket(tx, accountId, basketId, now);
    return true;
  });
}

/**
 * Decides, under the lock of the basket an orphan authorization paid for, whether it may be
 * voided. A checkout authorizes first and writes its order later under that same lock, and a
 * slow one (a loaded database, a slow processor) can outlive any grace period; so while the
 * basket is open and its timer runs, the checkout may still write its order and the charge is
 * left alone. Once the timer has run out the basket is closed here (its seats were already
 * free to others), so a checkout that comes back finds it closed and writes nothing; a basket
 * already closed by another attempt's order cannot take this charge either. A basket with no
 * timer (a staff basket) keeps the grace period alone.
 */
async function claimOrphan(
  db: Db,
  charge: Charge,
  now: Date,
): Promise<{ voidable: boolean; released: boolean }> {
  const { accountId } = charge.merchant;
  const basketId = charge.basketId;
  if (!basketId) return { voidable: true, released: false };
  return db.transaction(async (tx) => {
    const basket = await basketRow(tx, accountId, basketId, true);
    if (await paymentOfCharge(tx, charge.chargeId)) return { voidable: false, released: false };
    if (basket?.status !== 'open' || !basket.expires_at) return { voidable: true, released: false };
    if (new Date(basket.expires_at).getTime() > now.getTime()) return { voidable: false, released: false };
    await abandonBasket(tx, accountId, basketId, now);
    return { voidable: true, released: true };
  });
}

/**
 * One pass of reconciliation over every account, through the payment port: authorizations no
 * order took are voided, order payments whose capture a crash left undone are captured (or
 * marked refused), and baskets a failed or crashed checkout left open are released. Each action
 * is recorded.
 */
export async function reconcile(
  db: Db,
  now: Date,
  graceMs = DEFAULT_RECONCILE_GRACE_MS,
  batch = 500,
  /** What network processors need; without it only the sandbox's charges are looked at. */
  config?: ProcessorConfig,
): Promise<ReconcileResult> {
  const io: ProcessorIo = { db, now: () => now, config };
  const cutoff = new Date(now.getTime() - graceMs);
  const result: ReconcileResult = {
    chargesVoided: 0,
    capturesFinished: 0,
    capturesFailed: 0,
    basketsReleased: 0,
  };
  const count = (outcome: 'captured' | 'failed' | null) => {
    if (outcome === 'captured') result.capturesFinished++;
    if (outcome === 'failed') result.capturesFailed++;
    return outcome !== null;
  };
  for (const processor of everyPaymentProcessor(io)) {
    for (;;) {
      const charges = await processor.openCharges({ before: cutoff, limit: batch });
      let progress = 0;
      for (const charge of charges) {
        const payment = await paymentOfCharge(db, charge.chargeId);
        if (!payment) {
          const claim = await claimOrphan(db, charge, now);
          if (claim.released) result.basketsReleased++;
          if (claim.voidable && (await voidOrphan(io, processor, charge))) {
            progress++;
            result.chargesVoided++;
          }
        } else if (payment.status === 'authorized' && new Date(payment.created_at) <= cutoff) {
          if (count(await finishCapture(io, payment))) progress++;
        }
      }
      if (charges.length < batch || progress === 0) break;
    }
  }
  for (;;) {
    const payments = await uncapturedPayments(db, cutoff, batch);
    let progress = 0;
    for (const payment of payments) if (count(await finishCapture(io, payment))) progress++;
    if (payments.length < batch || progress === 0) break;
  }
  for (;;) {
    const baskets = await stuckBaskets(db, cutoff, batch);
    let progress = 0;
    for (const basket of baskets) {
      if (await releaseStuckBasket(db, basket.account_id, basket.id, cutoff, now)) progress++;
    }
    result.basketsReleased += progress;
    if (baskets.length < batch || progress === 0) break;
  }
  return result;
}

/** The reconciliation job (decisions/0021, 0037). */
export const RECONCILIATION_JOB = 'reconciliation';

/**
 * Registers the job that runs one pass of reconciliation every `everyMs` (a pass that acted is
 * logged). At most one pass waits and one runs across all server processes; each pass first
 * queues the next, so a pass that fails (and is tried again) does not end the series.
 */
export function registerReconciliation(
  jobs: Jobs,
  deps: { db: Db; now: () => Date; config?: ProcessorConfig },
  done: (result: ReconcileResult) => void,
  options: { graceMs: number; everyMs: number },
): void {
  jobs.register(
    RECONCILIATION_JOB,
    async () => {
      const now = deps.now();
      await jobs.schedule(RECONCILIATION_JOB, {}, { runAt: new Date(now.getTime() + options.everyMs) });
      const result = await reconcile(deps.db, now, options.graceMs, undefined, deps.config);
      if (Object.values(result).some((n) => n > 0)) done(result);
    },
    // A pass whose server was killed stays active until it expires, and 'single' lets no other
    // run meanwhile: a short expiry lets the next pass go within a minute or two. A slow pass that
    // outlives it may overlap the next one, which is safe: each action is one guarded transaction.
    { policy: 'single', expireSeconds: 60, retry: { limit: 2, delaySeconds: 10, backoff: true } },
  );
}

/**
 * Starts the series: a pass now (it puts right what a crash left), unless one is already waiting
 * (another server process started it; it runs within `everyMs`).
 */
export async function scheduleReconciliation(jobs: Jobs): Promise<void> {
  await jobs.schedule(RECONCILIATION_JOB, {});
  jobs.wake(RECONCILIATION_JOB);
}

/**
 * Staff retry of an order payment whose capture was not confirmed (Tools → Payment processing,
 * decisions/0090): the same step as reconciliation's, so the two racing capture at most once and
 * only one of them records it. Null when it was settled already (by reconciliation, a webhook, or
 * another retry).
 */
export async function retryCapture(
  io: ProcessorIo,
  accountId: number,
  chargeId: string,
): Promise<'captured' | 'failed' | null> {
  const payment = await paymentOfCharge(io.db, chargeId);
  if (payment?.account_id !== accountId || payment.status !== 'authorized') return null;
  return finishCapture(io, payment);
}

/**
 * Staff release of an authorization no order took, under reconciliation's rules: never while its
 * basket is open with its timer running (the checkout may still write the order), and the basket
 * is closed first when its timer has run out. `in_checkout` when it must wait, `gone` when it is
 * not open any more.
 */
export async function voidUntakenCharge(
  io: ProcessorIo,
  processor: PaymentProcessor,
  charge: Charge,
): Promise<'voided' | 'in_checkout' | 'gone'> {
  const claim = await claimOrphan(io.db, charge, io.now());
  if (!claim.voidable) return (await paymentOfCharge(io.db, charge.chargeId)) ? 'gone' : 'in_checkout';
  return (await voidOrphan(io, processor, charge)) ? 'voided' : 'gone';
}
