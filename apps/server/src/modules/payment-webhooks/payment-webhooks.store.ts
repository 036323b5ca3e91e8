import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';

/**
 * Notes a processor event as acted on; false when it was already (the same event again). Written
 * in the transaction that acts on it, so an event is acted on once or not at all.
 */
export async function noteWebhookEvent(
  tx: Db,
  event: {
    processor: string;
    eventId: string;
    accountId: number;
    paymentAccountId: number;
    type: string;
    outcome: string;
  },
  now: Date,
): Promise<boolean> {
  const fresh = await rows<{ event_id: string }>(
    tx,
    sql`INSERT INTO payment_webhook_events (processor, event_id, account_id, payment_account_id, type, outcome, received_at)
      VALUES (${event.processor}, ${event.eventId}, ${event.accountId}, ${event.paymentAccountId}, ${event.type}, ${event.outcome}, ${now})
      ON CONFLICT (processor, event_id) DO NOTHING RETURNING event_id`,
  );
  return fresh.length === 1;
}

export async function webhookEventSeen(db: Db, processor: string, eventId: string): Promise<boolean> {
  const found = await rows<{ event_id: string }>(
    db,
    sql`SELECT event_id FROM payment_webhook_events WHERE processor = ${processor} AND event_id = ${eventId}`,
  );
  return found.length > 0;
}

export interface ChargedPayment {
  id: number;
  order_id: number;
  amount: number;
  type: string;
  status: string;
}

/** The order payment a processor's charge paid, locked. */
export async function paymentOfCharge(
  tx: Db,
  accountId: number,
  processor: string,
  chargeId: string,
): Promise<ChargedPayment | undefined> {
  const [row] = await rows<ChargedPayment>(
    tx,
    sql`SELECT id::int AS id, order_id::int AS order_id, amount, type, status FROM payments
      WHERE account_id = ${accountId} AND processor = ${processor} AND provider_id = ${chargeId}
      FOR UPDATE`,
  );
  return row;
}

/** A payment whose capture was not confirmed, now known captured; false when it was already. */
export async function confirmCapture(tx: Db, paymentId: number): Promise<boolean> {
  const done = await rows<{ id: number }>(
    tx,
    sql`UPDATE payments SET status = 'captured' WHERE id = ${paymentId} AND status IN ('authorized', 'capture_failed') RETURNING id`,
  );
  return done.length === 1;
}

export interface ProcessorRefund {
  id: number;
  order_id: number;
  payment_id: number;
  amount: number;
  state: 'requested' | 'succeeded' | 'failed';
  attempt: number;
  payment_type: string;
  payment_amount: number;
}

/** The refund the processor knows by this reference, locked. */
export async function refundOfProcessorRef(
  tx: Db,
  accountId: number,
  processorRef: string,
): Promise<ProcessorRefund | undefined> {
  const [row] = await rows<ProcessorRefund>(
    tx,
    sql`SELECT r.id::int AS id, r.order_id::int AS order_id, r.payment_id::int AS payment_id, r.amount, r.state,
        r.attempt, p.type AS payment_type, p.amount AS payment_amount
      FROM order_refunds r JOIN payments p ON p.id = r.payment_id
      WHERE r.account_id = ${accountId} AND r.processor_ref = ${processorRef}
      FOR UPDATE OF r`,
  );
  return row;
}

/**
 * A refund that had succeeded (or was waiting) and failed at the processor later: failed, with
 * the code staff see; its payment is no longer all given back.
 */
export async function failRefundLater(
  tx: Db,
  refund: ProcessorRefund,
  code: string,
  now: Date,
): Promise<boolean> {
  const done = await rows<{ id: number }>(
    tx,
    sql`UPDATE order_refunds SET state = 'failed', failure_code = ${code}, settled_at = ${now}
      WHERE id = ${refund.id} AND state IN ('requested', 'succeeded') RETURNING id`,
  );
  if (done.length === 0) return false;
  await tx.execute(
    sql`UPDATE payments SET status = 'captured' WHERE id = ${refund.payment_id} AND status = 'refunded'`,
  );
  return true;
}
