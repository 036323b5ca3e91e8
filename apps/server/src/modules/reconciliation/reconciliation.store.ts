import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';

export type ReconciliationKind =
  | 'charge_voided'
  | 'charge_refunded'
  | 'charge_captured'
  | 'capture_failed'
  | 'basket_released';

export interface ReconciliationRow {
  id: number;
  kind: ReconciliationKind;
  charge_id: string | null;
  basket_id: string | null;
  order_id: number | null;
  amount: number;
  details: Record<string, unknown>;
  created_at: Date;
}

export async function insertAction(
  tx: Db,
  accountId: number,
  action: {
    kind: ReconciliationKind;
    chargeId?: string | null;
    basketId?: string | null;
    orderId?: number | null;
    amount?: number;
    details?: Record<string, unknown>;
  },
  now: Date,
): Promise<void> {
  await tx.execute(
    sql`INSERT INTO reconciliation_actions (account_id, kind, charge_id, basket_id, order_id, amount, details, created_at)
      VALUES (${accountId}, ${action.kind}, ${action.chargeId ?? null}, ${action.basketId ?? null}::uuid,
        ${action.orderId ?? null}, ${action.amount ?? 0}, ${JSON.stringify(action.details ?? {})}::jsonb, ${now})`,
  );
}

/** One page of an account's reconciliation actions, newest first. */
export async function pageActions(
  db: Db,
  accountId: number,
  page: { page: number; pageSize: number },
): Promise<{ items: ReconciliationRow[]; total: number }> {
  const items = await rows<ReconciliationRow>(
    db,
    sql`SELECT id, kind, charge_id, basket_id, order_id, amount, details, created_at FROM reconciliation_actions
      WHERE account_id = ${accountId} ORDER BY created_at DESC, id DESC
      LIMIT ${page.pageSize} OFFSET ${(page.page - 1) * page.pageSize}`,
  );
  const [count] = await rows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM reconciliation_actions WHERE account_id = ${accountId}`,
  );
  return {
    items: items.map((r) => ({
      ...r,
      id: Number(r.id),
      order_id: r.order_id === null ? null : Number(r.order_id),
      created_at: new Date(r.created_at),
    })),
    total: count?.n ?? 0,
  };
}

/** A card payment of an order whose capture is not confirmed (the order committed, the capture did not follow). */
export interface UncapturedPayment {
  id: number;
  account_id: number;
  order_id: number;
  provider_id: string;
  processor: string | null;
  payment_account_id: number | null;
  amount: number;
}

const uncapturedColumns = sql`id, account_id, order_id, provider_id, processor, payment_account_id, amount`;

/** The payment that took a charge, if any (whatever its state). */
export async function paymentOfCharge(
  db: Db,
  chargeId: string,
): Promise<(UncapturedPayment & { status: string; created_at: Date | string }) | undefined> {
  const [row] = await rows<UncapturedPayment & { status: string; created_at: Date | string }>(
    db,
    sql`SELECT ${uncapturedColumns}, status, created_at FROM payments WHERE provider_id = ${chargeId}`,
  );
  return row;
}

/** Card payments still `authorized` that were written before `cutoff`, oldest first. */
export async function uncapturedPayments(db: Db, cutoff: Date, batch: number): Promise<UncapturedPayment[]> {
  return rows<UncapturedPayment>(
    db,
    sql`SELECT ${uncapturedColumns} FROM payments
      WHERE status = 'authorized' AND created_at <= ${cutoff} ORDER BY created_at, id LIMIT ${batch}`,
  );
}

/** Settles a payment's capture as the processor answered; false when it was settled already. */
export async function settleCapture(
  tx: Db,
  paymentId: number,
  status: 'captured' | 'capture_failed',
): Promise<boolean> {
  const done = await rows<{ id: number }>(
    tx,
    sql`UPDATE payments SET status = ${status} WHERE id = ${paymentId} AND status = 'authorized' RETURNING id`,
  );
  return done.length === 1;
}

/**
 * Open baskets whose timer ran out before `cutoff` after a card checkout that made no order:
 * reconciliation voided the authorization that checkout left behind.
 */
export async function stuckBaskets(
  db: Db,
  cutoff: Date,
  batch: number,
): Promise<{ id: string; account_id: number }[]> {
  return rows(
    db,
    sql`SELECT b.id, b.account_id FROM baskets b
      WHERE b.status = 'open' AND b.expires_at <= ${cutoff}
        AND EXISTS (SELECT 1 FROM reconciliation_actions a WHERE a.basket_id = b.id AND a.kind = 'charge_voided')
        AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.basket_id = b.id)
      ORDER BY b.expires_at LIMIT ${batch}`,
  );
}

/** The order a basket became, if any. */
export async function orderOfBasket(
  db: Db,
  accountId: number,
  basketId: string | null,
): Promise<number | null> {
  if (!basketId) return null;
  const [row] = await rows<{ id: number }>(
    db,
    sql`SELECT id FROM orders WHERE account_id = ${accountId} AND basket_id = ${basketId}::uuid`,
  );
  return row ? Number(row.id) : null;
}
