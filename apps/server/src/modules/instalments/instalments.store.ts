import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';

/** How long one runner holds an instalment it is charging before another may take it over. */
export const CLAIM_MS = 5 * 60_000;

export interface ClaimedInstalment {
  id: number;
  orderPlanId: number;
  orderId: number;
  number: number;
  amount: number;
  declines: number;
  cardToken: string;
  processor: string;
  paymentAccountId: number | null;
  email: string;
  firstName: string;
  /** The order's language, else the account's: the failure mail's. */
  locale: string;
}

/**
 * Takes one instalment of an active plan for charging: one runner at a time wins (the update is
 * conditional, so of two runners at once one gets the row and the other nothing). A claim whose
 * runner died lapses after `CLAIM_MS` and may be taken over; the processor's idempotency key does
 * not change with the claim, so the runner taking over asks for the same charge.
 */
export async function claimInstalment(
  db: Db,
  accountId: number,
  instalmentId: number,
  options: { includeFailed: boolean; now: Date },
): Promise<ClaimedInstalment | null> {
  const { now } = options;
  const takeable = options.includeFailed ? sql`i.status IN ('due', 'failed')` : sql`i.status = 'due'`;
  const [r] = await rows<{
    id: number | string;
    order_plan_id: number | string;
    order_id: number | string;
    number: number;
    amount: number;
    declines: number;
    card_token: string;
    processor: string;
    payment_account_id: number | null;
    email: string;
    first_name: string | null;
    locale: string;
  }>(
    db,
    sql`UPDATE order_instalments i SET status = 'charging', claimed_until = ${new Date(now.getTime() + CLAIM_MS)},
        updated_at = ${now}
      FROM order_payment_plans op JOIN orders o ON o.id = op.order_id JOIN accounts a ON a.id = o.account_id
      WHERE i.account_id = ${accountId} AND i.id = ${instalmentId} AND op.id = i.order_plan_id
        AND op.status = 'active'
        AND (${takeable} OR (i.status = 'charging' AND i.claimed_until < ${now}))
      RETURNING i.id, i.order_plan_id, i.order_id, i.number, i.amount, i.declines, op.card_token, op.processor,
        op.payment_account_id, op.email, o.buyer->>'firstName' AS first_name,
        coalesce(o.buyer->>'locale', a.default_language) AS locale`,
  );
  if (!r) return null;
  return {
    id: Number(r.id),
    orderPlanId: Number(r.order_plan_id),
    orderId: Number(r.order_id),
    number: r.number,
    amount: r.amount,
    declines: r.declines,
    cardToken: r.card_token,
    processor: r.processor,
    paymentAccountId: r.payment_account_id,
    email: r.email,
    firstName: r.first_name ?? '',
    locale: r.locale,
  };
}

/** Marks a claimed instalment paid with its payment; false when it is no longer being charged. */
export async function markInstalmentPaid(
  tx: Db,
  accountId: number,
  instalmentId: number,
  paymentId: number,
  now: Date,
): Promise<boolean> {
  const done = await rows<{ id: number }>(
    tx,
    sql`UPDATE order_instalments SET status = 'paid', payment_id = ${paymentId}, paid_at = ${now},
        claimed_until = NULL, failure_code = NULL, updated_at = ${now}
      WHERE account_id = ${accountId} AND id = ${instalmentId} AND status = 'charging' RETURNING id`,
  );
  return done.length === 1;
}

/** Takes the instalment out of charging: failed (with the processor's reason) or due again. */
export async function releaseInstalment(
  tx: Db,
  accountId: number,
  instalmentId: number,
  outcome: { status: 'failed'; code: string; declined: boolean } | { status: 'due' },
  now: Date,
): Promise<boolean> {
  const failed = outcome.status === 'failed';
  const done = await rows<{ id: number }>(
    tx,
    sql`UPDATE order_instalments SET status = ${outcome.status}, claimed_until = NULL,
        failure_code = ${failed ? outcome.code : null},
        declines = declines + ${failed && outcome.declined ? 1 : 0}, updated_at = ${now}
      WHERE account_id = ${accountId} AND id = ${instalmentId} AND status = 'charging' RETURNING id`,
  );
  return done.length === 1;
}

/** Marks the plan completed once none of its instalments is left unpaid. */
export async function completePlanIfPaid(tx: Db, orderPlanId: number, now: Date): Promise<boolean> {
  const done = await rows<{ id: number }>(
    tx,
    sql`UPDATE order_payment_plans SET status = 'completed', updated_at = ${now}
      WHERE id = ${orderPlanId} AND status = 'active'
        AND NOT EXISTS (SELECT 1 FROM order_instalments WHERE order_plan_id = ${orderPlanId} AND status <> 'paid')
      RETURNING id`,
  );
  return done.length === 1;
}

export interface OrderPlanRow {
  id: number;
  orderId: number;
  status: 'active' | 'completed' | 'cancelled';
  cardToken: string;
  processor: string;
  paymentAccountId: number | null;
}

export async function orderPlanRow(
  db: Db,
  accountId: number,
  id: number,
  lock = false,
): Promise<OrderPlanRow | null> {
  const [r] = await rows<{
    id: number | string;
    order_id: number | string;
    status: OrderPlanRow['status'];
    card_token: string;
    processor: string;
    payment_account_id: number | null;
  }>(
    db,
    sql`SELECT id, order_id, status, card_token, processor, payment_account_id FROM order_payment_plans
      WHERE account_id = ${accountId} AND id = ${id} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return r
    ? {
        id: Number(r.id),
        orderId: Number(r.order_id),
        status: r.status,
        cardToken: r.card_token,
        processor: r.processor,
        paymentAccountId: r.payment_account_id,
      }
    : null;
}

/** Cancels an active plan and its unpaid instalments; false when it was not active. */
export async function cancelPlanRows(tx: Db, accountId: number, id: number, now: Date): Promise<boolean> {
  const done = await rows<{ id: number }>(
    tx,
    sql`UPDATE order_payment_plans SET status = 'cancelled', updated_at = ${now}
      WHERE account_id = ${accountId} AND id = ${id} AND status = 'active' RETURNING id`,
  );
  if (done.length === 0) return false;
  await tx.execute(
    sql`UPDATE order_instalments SET status = 'cancelled', claimed_until = NULL, updated_at = ${now}
      WHERE order_plan_id = ${id} AND status IN ('due', 'failed')`,
  );
  return true;
}

export async function replaceCard(
  tx: Db,
  accountId: number,
  id: number,
  card: { token: string; brand: string; last4: string },
  now: Date,
): Promise<boolean> {
  const done = await rows<{ id: number }>(
    tx,
    sql`UPDATE order_payment_plans SET card_token = ${card.token}, card_brand = ${card.brand},
        card_last4 = ${card.last4}, updated_at = ${now}
      WHERE account_id = ${accountId} AND id = ${id} AND status = 'active' RETURNING id`,
  );
  return done.length === 1;
}

/** The next instalment of the plan not paid (due or failed), earliest first. */
export async function nextUnpaidInstalment(
  db: Db,
  accountId: number,
  orderPlanId: number,
): Promise<number | null> {
  const [r] = await rows<{ id: number | string }>(
    db,
    sql`SELECT id FROM order_instalments WHERE account_id = ${accountId} AND order_plan_id = ${orderPlanId}
        AND status IN ('due', 'failed') ORDER BY number LIMIT 1`,
  );
  return r ? Number(r.id) : null;
}

/** The customer's order plans (their shop account). */
export async function customerPlanIds(db: Db, accountId: number, customerId: number): Promise<number[]> {
  const found = await rows<{ id: number | string }>(
    db,
    sql`SELECT op.id FROM order_payment_plans op JOIN orders o ON o.id = op.order_id
      WHERE op.account_id = ${accountId} AND o.customer_id = ${customerId} ORDER BY op.created_at DESC, op.id DESC`,
  );
  return found.map((r) => Number(r.id));
}

/**
 * Whether a kept card's token still pays something (decisions/0110): an active plan (other than
 * `exceptPlanId`) charges it, or the customer keeps it in their account. Such a card is not
 * forgotten with the processor when one of its uses ends (a stored card removed from the list,
 * a plan given another card), or the other would stop being paid.
 */
export async function cardTokenInUse(
  db: Db,
  accountId: number,
  token: string,
  exceptPlanId: number | null = null,
): Promise<boolean> {
  const found = await rows<{ n: number | string }>(
    db,
    sql`SELECT (SELECT count(*) FROM order_payment_plans WHERE account_id = ${accountId}
          AND card_token = ${token} AND status = 'active' AND id <> ${exceptPlanId ?? 0})
        + (SELECT count(*) FROM customer_payment_methods WHERE account_id = ${accountId}
          AND token = ${token}) AS n`,
  );
  return Number(found[0]?.n ?? 0) > 0;
}
