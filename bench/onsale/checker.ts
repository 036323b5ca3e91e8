import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';

export interface CheckerCounts {
  seatsSoldOrHeldTwice: number;
  gaBeyondCapacity: number;
  chargesWithoutOrder: number;
  ordersWithoutPayment: number;
  duplicateOrders: number;
  duplicateBarcodes: number;
  /**
   * Captured payments minus refunds (each refund row, whatever its state, decisions/0040) minus
   * live order items, minor units (must be exactly 0).
   */
  moneyDifference: number;
  /** Captured sandbox charges minus captured card payments, minor units (must be exactly 0). */
  ledgerDifference: number;
  /**
   * Card payments of orders whose capture was never settled (still `authorized`, or refused by
   * the processor) after the product's reconciliation: the capture follows the order's commit.
   */
  paymentsNotCaptured: number;
  /**
   * Exchanges not made whole: a ticket given back that is still live, or not as many new
   * tickets as old ones (an exchange is all or nothing, decisions/0046).
   */
  exchangesNotWhole: number;
  /**
   * Transfers not settled cleanly: a ticket still waiting on a transfer that was claimed or
   * canceled, or a ticket whose barcodes were reissued more often than its retired barcodes say
   * (a claim carried out twice).
   */
  transfersNotClean: number;
}

const one = async (db: Db, query: ReturnType<typeof sql>) =>
  Number((await rows<{ n: number | string | null }>(db, query))[0]?.n ?? 0);

/** A charge as the processor holds it, for a processor whose ledger is not in our database (Stripe). */
export interface ProcessorCharge {
  id: string;
  amount: number;
  /** Held (authorized), captured, or neither (declined, canceled, waiting for the bank). */
  status: 'authorized' | 'captured' | 'none';
}

/**
 * Reads only committed data, after the run, and counts what must never happen. Scoped to the
 * rehearsal's event and to what was written since the run began. `processorCharges`: the
 * processor's own charges of the run (the local Stripe server's intents) instead of the sandbox's
 * ledger table.
 */
export async function check(
  db: Db,
  eventId: number,
  areaId: number,
  since: Date,
  processorCharges?: () => ProcessorCharge[],
): Promise<CheckerCounts> {
  const orderScope = sql`o.created_at >= ${since} AND EXISTS (SELECT 1 FROM order_tickets t WHERE t.order_id = o.id AND t.event_id = ${eventId})`;
  // A seat taken while the previous line of its history left it sold, or reserved by another
  // basket whose timer had not run out; two live tickets for one seat; a sold seat without one.
  // A claimed transfer's line (sold to sold, decisions/0079) changes the holder, not the seat.
  const twiceInHistory = await one(
    db,
    sql`SELECT count(*)::int AS n FROM (
        SELECT h.to_status, h.basket_id, h.created_at,
          lag(h.to_status) OVER w AS before, lag(h.basket_id) OVER w AS before_basket
        FROM seat_history h WHERE h.event_id = ${eventId} AND h.event_seat_id IS NOT NULL
          AND h.reason_code IS DISTINCT FROM 'transfer'
        WINDOW w AS (PARTITION BY h.event_seat_id ORDER BY h.id)
      ) t LEFT JOIN baskets b ON b.id = t.before_basket
      WHERE t.to_status IN ('reserved', 'sold', 'comp') AND (
        t.before IN ('sold', 'comp')
        OR (t.before = 'reserved' AND t.before_basket IS DISTINCT FROM t.basket_id
            AND b.expires_at IS NOT NULL AND t.created_at < b.expires_at))`,
  );
  const twiceInTickets = await one(
    db,
    sql`SELECT count(*)::int AS n FROM (SELECT event_seat_id FROM order_tickets
        WHERE event_id = ${eventId} AND event_seat_id IS NOT NULL AND status <> 'voided'
        GROUP BY event_seat_id HAVING count(*) > 1) d`,
  );
  const soldSeatsWithoutTicket = await one(
    db,
    sql`SELECT count(*)::int AS n FROM event_seats s WHERE s.event_id = ${eventId} AND s.status IN ('sold', 'comp')
        AND NOT EXISTS (SELECT 1 FROM order_tickets t WHERE t.event_seat_id = s.id AND t.status <> 'voided')`,
  );
  const gaBeyondCapacity = await one(
    db,
    sql`SELECT greatest(0,
          (SELECT coalesce(sum(quantity), 0) FROM ga_reservations r WHERE r.area_id = a.id
             AND (r.status IN ('sold', 'comp') OR (r.status = 'reserved' AND r.reserved_until > now())))
          - a.capacity)::int AS n
        FROM event_ga_areas a WHERE a.id = ${areaId}`,
  );
  const chargesWithoutOrder = await one(
    db,
    sql`SELECT count(*)::int AS n FROM sandbox_charges c WHERE c.created_at >= ${since}
        AND c.status IN ('authorized', 'captured')
        AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.provider_id = c.id::text)`,
  );
  // An order's books (decisions/0046): payments less refunds equal its live items — its live
  // tickets and products, and its own charges while anything is live. Without an exchange or a
  // void that is its total against its payments; an exchange adds the new tickets to the total,
  // voids the old ones and pays or refunds the difference.
  const ordersWithoutPayment = await one(
    db,
    sql`SELECT count(*)::int AS n FROM orders o WHERE ${orderScope}
        AND (SELECT coalesce(sum(p.amount), 0) FROM payments p WHERE p.order_id = o.id)
          - (SELECT coalesce(sum(r.amount), 0) FROM order_refunds r WHERE r.order_id = o.id)
        <> (SELECT coalesce(sum(t.total), 0) FROM order_tickets t WHERE t.order_id = o.id AND t.status <> 'voided')
          + (SELECT coalesce(sum(p.total), 0) FROM order_products p WHERE p.order_id = o.id AND p.status <> 'voided')
          + CASE WHEN EXISTS (SELECT 1 FROM order_tickets t WHERE t.order_id = o.id AND t.status <> 'voided')
                   OR EXISTS (SELECT 1 FROM order_products p WHERE p.order_id = o.id AND p.status <> 'voided')
              THEN o.total - (SELECT coalesce(sum(t.total), 0) FROM order_tickets t WHERE t.order_id = o.id)
                - (SELECT coalesce(sum(p.total), 0) FROM order_products p WHERE p.order_id = o.id)
              ELSE 0 END`,
  );
  const duplicateOrders = await one(
    db,
    sql`SELECT coalesce(sum(c - 1), 0)::int AS n FROM (
        SELECT count(*) AS c FROM orders o WHERE ${orderScope} GROUP BY o.buyer->>'email' HAVING count(*) > 1
        UNION ALL SELECT count(*) AS c FROM orders o WHERE ${orderScope} GROUP BY o.basket_id HAVING count(*) > 1) d`,
  );
  const duplicateBarcodes = await one(
    db,
    sql`SELECT count(*)::int AS n FROM (SELECT barcode FROM order_tickets GROUP BY account_id, barcode HAVING count(*) > 1) d`,
  );
  // Money taken (captured, and refunded since: a refund is its own row) less every refund.
  const paid = await one(
    db,
    sql`SELECT (SELECT coalesce(sum(p.amount), 0) FROM payments p JOIN orders o ON o.id = p.order_id
                WHERE ${orderScope} AND p.status IN ('captured', 'refunded'))
          - (SELECT coalesce(sum(r.amount), 0) FROM order_refunds r JOIN orders o ON o.id = r.order_id
             WHERE ${orderScope}) AS n`,
  );
  const items = await one(
    db,
    // Live tickets + live product items + each order's own charges (its total less all its items).
    sql`SELECT coalesce((SELECT sum(t.total) FROM order_tickets t JOIN orders o ON o.id = t.order_id
                       WHERE ${orderScope} AND t.status <> 'voided'), 0)
          + coalesce((SELECT sum(op.total) FROM order_products op JOIN orders o ON o.id = op.order_id
                      WHERE ${orderScope} AND op.status <> 'voided'), 0)
          + coalesce((SELECT sum(o.total - (SELECT coalesce(sum(t2.total), 0) FROM order_tickets t2 WHERE t2.order_id = o.id)
                                 - (SELECT coalesce(sum(p2.total), 0) FROM order_products p2 WHERE p2.order_id = o.id))
                      FROM orders o WHERE ${orderScope}), 0) AS n`,
  );
  const paymentsNotCaptured = await one(
    db,
    sql`SELECT count(*)::int AS n FROM payments p JOIN orders o ON o.id = p.order_id
        WHERE ${orderScope} AND p.status IN ('authorized', 'capture_failed')`,
  );
  const ledger = await one(
    db,
    sql`SELECT (SELECT coalesce(sum(amount), 0) FROM sandbox_charges c WHERE c.created_at >= ${since} AND c.status = 'captured')
        - (SELECT coalesce(sum(p.amount), 0) FROM payments p JOIN orders o ON o.id = p.order_id
           WHERE o.created_at >= ${since} AND p.type = 'CreditCard' AND p.status = 'captured') AS n`,
  );
  const exchangesNotWhole = await one(
    db,
    sql`SELECT count(*)::int AS n FROM order_exchanges x JOIN orders o ON o.id = x.order_id
        WHERE ${orderScope} AND (cardinality(x.old_ticket_ids) <> cardinality(x.new_ticket_ids)
          OR EXISTS (SELECT 1 FROM order_tickets t WHERE t.id = ANY(x.old_ticket_ids) AND t.status <> 'voided'))`,
  );
  const transfersNotClean = await one(
    db,
    sql`SELECT count(*)::int AS n FROM order_tickets t JOIN orders o ON o.id = t.order_id
        WHERE ${orderScope} AND (
          EXISTS (SELECT 1 FROM ticket_transfers x WHERE x.id = t.pending_transfer_id AND x.state <> 'initiated')
          OR t.barcodes_issued - 1 <> (SELECT count(*) FROM retired_barcodes r WHERE r.ticket_id = t.id))`,
  );
  if (processorCharges) {
    const paidBy = new Set(
      (
        await rows<{ provider_id: string }>(
          db,
          sql`SELECT p.provider_id FROM payments p JOIN orders o ON o.id = p.order_id
            WHERE o.created_at >= ${since} AND p.provider_id IS NOT NULL`,
        )
      ).map((r) => r.provider_id),
    );
    const charges = processorCharges();
    const capturedCards = await one(
      db,
      sql`SELECT coalesce(sum(p.amount), 0) AS n FROM payments p JOIN orders o ON o.id = p.order_id
        WHERE o.created_at >= ${since} AND p.type = 'CreditCard' AND p.status = 'captured'`,
    );
    const chargesLeft = charges.filter((c) => c.status !== 'none' && !paidBy.has(c.id)).length;
    const captured = charges.filter((c) => c.status === 'captured').reduce((sum, c) => sum + c.amount, 0);
    return {
      ...(await check(db, eventId, areaId, since)),
      chargesWithoutOrder: chargesLeft,
      ledgerDifference: captured - capturedCards,
    };
  }
  return {
    seatsSoldOrHeldTwice: twiceInHistory + twiceInTickets + soldSeatsWithoutTicket,
    gaBeyondCapacity,
    chargesWithoutOrder,
    ordersWithoutPayment,
    duplicateOrders,
    duplicateBarcodes,
    moneyDifference: paid - items,
    ledgerDifference: ledger,
    paymentsNotCaptured,
    exchangesNotWhole,
    transfersNotClean,
  };
}
