import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';

export type ReconciliationKind = 'charge_voided' | 'charge_refunded' | 'basket_released';

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
      VALUES (${accountId}, ${action.kind}, ${action.chargeId ?? null}::uuid, ${action.basketId ?? null}::uuid,
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

export interface OrphanCharge {
  id: string;
  account_id: number;
  amount: number;
  basket_id: string | null;
  idempotency_key: string;
  status: 'authorized' | 'captured';
}

/** How far back captured charges are looked at (every pass would otherwise read them all). */
const CAPTURED_WINDOW_MS = 24 * 60 * 60_000;

/**
 * Charges the processor holds that no payment took, last touched before `cutoff`: authorized
 * ones (a checkout that failed, crashed or lost its answer) and captured ones of the last day.
 */
export async function orphanCharges(db: Db, cutoff: Date, batch: number): Promise<OrphanCharge[]> {
  const since = new Date(cutoff.getTime() - CAPTURED_WINDOW_MS);
  return rows<OrphanCharge>(
    db,
    sql`SELECT c.id, c.account_id, c.amount, c.basket_id, c.idempotency_key, c.status FROM sandbox_charges c
      WHERE c.updated_at <= ${cutoff}
        AND (c.status = 'authorized' OR (c.status = 'captured' AND c.updated_at > ${since}))
        AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.provider_id = c.id::text)
      ORDER BY c.updated_at LIMIT ${batch}`,
  );
}

/** Open baskets whose timer ran out before `cutoff` after a card checkout that made no order. */
export async function stuckBaskets(
  db: Db,
  cutoff: Date,
  batch: number,
): Promise<{ id: string; account_id: number }[]> {
  return rows(
    db,
    sql`SELECT b.id, b.account_id FROM baskets b
      WHERE b.status = 'open' AND b.expires_at <= ${cutoff}
        AND EXISTS (SELECT 1 FROM sandbox_charges c WHERE c.basket_id = b.id AND c.status = 'voided')
        AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.basket_id = b.id)
      ORDER BY b.expires_at LIMIT ${batch}`,
  );
}
