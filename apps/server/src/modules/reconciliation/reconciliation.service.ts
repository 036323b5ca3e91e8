import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';
import { basketRow, updateBasket } from '@/modules/baskets/baskets.store';
import { releaseBasket } from '@/modules/inventory/inventory.reservations';
import { recordOrderActivity } from '@/modules/orders/order-activity';
import { releaseBasketProducts } from '@/modules/product-sales/product-sales.store';
import type { Jobs } from '@/platform/jobs/jobs';
import { insertAction, type OrphanCharge, orphanCharges, stuckBaskets } from './reconciliation.store';

/**
 * How long a charge or basket must have been left alone before the job touches it: longer
 * than any checkout takes, so a checkout still running is never undone under it. Even then a
 * race is harmless: voiding and capturing are both guarded updates of the same row, so the
 * checkout that loses it rolls back whole.
 */
export const DEFAULT_RECONCILE_GRACE_MS = 5 * 60_000;

export interface ReconcileResult {
  chargesVoided: number;
  chargesRefunded: number;
  basketsReleased: number;
}

async function orderOfBasket(db: Db, accountId: number, basketId: string | null): Promise<number | null> {
  if (!basketId) return null;
  const [row] = await rows<{ id: number }>(
    db,
    sql`SELECT id FROM orders WHERE account_id = ${accountId} AND basket_id = ${basketId}::uuid`,
  );
  return row ? Number(row.id) : null;
}

/**
 * Reverses one charge no payment took: an authorization is voided, a capture refunded. When
 * the basket it paid for has an order (another attempt won), that order's activity says so.
 */
async function reverseCharge(db: Db, charge: OrphanCharge, cutoff: Date, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const to = charge.status === 'authorized' ? 'voided' : 'refunded';
    const changed = await rows<{ id: string }>(
      tx,
      sql`UPDATE sandbox_charges SET status = ${to}, updated_at = ${now}
        WHERE id = ${charge.id}::uuid AND status = ${charge.status} AND updated_at <= ${cutoff}
          AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.provider_id = ${charge.id})
        RETURNING id`,
    );
    if (changed.length === 0) return false;
    const kind = to === 'voided' ? 'charge_voided' : 'charge_refunded';
    const orderId = await orderOfBasket(tx, charge.account_id, charge.basket_id);
    await insertAction(
      tx,
      charge.account_id,
      {
        kind,
        chargeId: charge.id,
        basketId: charge.basket_id,
        orderId,
        amount: charge.amount,
        details: { idempotencyKey: charge.idempotency_key, was: charge.status },
      },
      now,
    );
    if (orderId !== null) {
      await recordOrderActivity(
        tx,
        charge.account_id,
        orderId,
        {
          kind: `reconciliation.${kind}`,
          userId: null,
          actor: 'system',
          details: { chargeId: charge.id, amount: charge.amount },
        },
        now,
      );
    }
    return true;
  });
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
    const released = await releaseBasket(tx, accountId, basketId, now, { reason: 'reconciliation' });
    const products = await releaseBasketProducts(tx, accountId, basketId);
    await updateBasket(tx, accountId, basketId, { status: 'abandoned' }, now);
    await insertAction(
      tx,
      accountId,
      { kind: 'basket_released', basketId, details: products ? { ...released, products } : released },
      now,
    );
    return true;
  });
}

/**
 * One pass of reconciliation over every account: charges no order took are reversed, and
 * baskets a failed or crashed checkout left open are released. Each action is recorded.
 */
export async function reconcile(
  db: Db,
  now: Date,
  graceMs = DEFAULT_RECONCILE_GRACE_MS,
  batch = 500,
): Promise<ReconcileResult> {
  const cutoff = new Date(now.getTime() - graceMs);
  const result: ReconcileResult = { chargesVoided: 0, chargesRefunded: 0, basketsReleased: 0 };
  for (;;) {
    const charges = await orphanCharges(db, cutoff, batch);
    let progress = 0;
    for (const charge of charges) {
      if (await reverseCharge(db, charge, cutoff, now)) {
        progress++;
        if (charge.status === 'authorized') result.chargesVoided++;
        else result.chargesRefunded++;
      }
    }
    if (charges.length < batch || progress === 0) break;
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
  deps: { db: Db; now: () => Date },
  done: (result: ReconcileResult) => void,
  options: { graceMs: number; everyMs: number },
): void {
  jobs.register(
    RECONCILIATION_JOB,
    async () => {
      const now = deps.now();
      await jobs.schedule(RECONCILIATION_JOB, {}, { runAt: new Date(now.getTime() + options.everyMs) });
      const result = await reconcile(deps.db, now, options.graceMs);
      if (result.chargesVoided + result.chargesRefunded + result.basketsReleased > 0) done(result);
    },
    { policy: 'single', retry: { limit: 2, delaySeconds: 10, backoff: true } },
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
