import { paymentFullyRefunded } from '@tessera/domain';
import type { Db } from '@/db/client';
import type { ProcessorIo } from '@/modules/payments/payment-processor.port';
import { heldBy } from '@/modules/payments/processors.service';
import { AppError } from '@/platform/http/app-error';
import type { Jobs, RetryPolicy } from '@/platform/jobs/jobs';
import { recordOrderActivity } from './order-activity.store';
import {
  markPaymentRefunded,
  notePendingRefund,
  paymentRefunds,
  type RefundToExecute,
  refundToExecute,
  requestAgain,
  settleRefund,
  UNANSWERED_REFUND,
} from './order-refunds.store';

/** The job that carries out one card refund through the payment port (decisions/0040). */
export const REFUND_JOB = 'order-refund';

/** Eight attempts while the processor does not answer: 30 s after the first, doubling, at most an hour. */
export const refundRetry: RetryPolicy = { limit: 7, delaySeconds: 30, backoff: true, maxDelaySeconds: 3600 };

interface RefundPayload {
  accountId: number;
  refundId: number;
}

/**
 * Queues the refund's job inside the order change's transaction: it exists only if the change
 * commits, and it runs after the order's lock is released.
 */
export async function queueRefund(tx: Db, jobs: Jobs, accountId: number, refundId: number): Promise<void> {
  await jobs.schedule<RefundPayload>(REFUND_JOB, { accountId, refundId }, { tx });
}

/** The processor's idempotency key of one attempt of a refund: a repeat of the attempt refunds once. */
export const refundKey = (refund: { id: number; attempt: number }) => `refund-${refund.id}-${refund.attempt}`;

/** Writes the processor's answer on the refund, its payment and the order's activity, in one transaction. */
async function settle(
  db: Db,
  accountId: number,
  refund: RefundToExecute,
  outcome: { state: 'succeeded' | 'failed'; processorRef: string | null; failureCode: string | null },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await settleRefund(tx, accountId, refund, outcome, now))) return;
    if (
      outcome.state === 'succeeded' &&
      paymentFullyRefunded(refund.paymentAmount, await paymentRefunds(tx, refund.paymentId))
    ) {
      await markPaymentRefunded(tx, refund.paymentId);
    }
    await recordOrderActivity(
      tx,
      accountId,
      refund.orderId,
      {
        kind: outcome.state === 'succeeded' ? 'payment.refunded' : 'payment.refund_failed',
        userId: null,
        actor: 'system',
        details: {
          paymentId: refund.paymentId,
          refundId: refund.id,
          type: refund.paymentType,
          amount: refund.amount,
          ...(outcome.failureCode ? { code: outcome.failureCode } : {}),
        },
      },
      now,
    );
  });
}

/**
 * Carries out one requested refund through the payment port, outside any lock, under the
 * attempt's idempotency key, and settles it with the answer. Without an answer it throws, and
 * the job asks again with the same key; after the last attempt the refund is marked failed
 * (unanswered), for staff to retry. A refund no longer requested is left alone.
 */
export async function executeRefund(
  io: ProcessorIo,
  accountId: number,
  refundId: number,
  lastAttempt: boolean,
): Promise<void> {
  const refund = await refundToExecute(io.db, accountId, refundId);
  if (refund?.state !== 'requested' || !refund.providerId) return;
  const chargeId = refund.providerId;
  try {
    // The capture after the order's commit is not confirmed yet: wait for it (the job asks again).
    if (refund.paymentStatus === 'authorized') throw new Error('the payment’s capture is not confirmed yet');
    const { processor, merchant } = heldBy(io, { accountId, ...refund });
    const outcome = await processor.refund(merchant, {
      chargeId,
      amount: refund.amount,
      idempotencyKey: refundKey(refund),
    });
    if (outcome.status === 'pending') {
      await notePendingRefund(io.db, accountId, refund.id, outcome.refundId);
      return;
    }
    await settle(
      io.db,
      accountId,
      refund,
      outcome.status === 'succeeded'
        ? { state: 'succeeded', processorRef: outcome.refundId, failureCode: null }
        : { state: 'failed', processorRef: outcome.refundId, failureCode: outcome.code },
      io.now(),
    );
  } catch (error) {
    if (lastAttempt) {
      await settle(
        io.db,
        accountId,
        refund,
        { state: 'failed', processorRef: null, failureCode: UNANSWERED_REFUND },
        io.now(),
      );
    }
    throw error;
  }
}

/** Registers the refund job: each queued refund is carried out once its order change committed. */
export function registerRefundExecutor(jobs: Jobs, io: ProcessorIo): void {
  jobs.register<RefundPayload>(
    REFUND_JOB,
    ({ accountId, refundId }, job) =>
      executeRefund(io, accountId, refundId, job.retryCount >= refundRetry.limit),
    { retry: refundRetry, expireSeconds: 120 },
  );
}

/**
 * Staff ask again for a failed refund: it becomes requested (a new attempt, unless the processor
 * never answered the last one) and its job is queued. Two staff at once: one wins, the other is
 * told it is no longer waiting for a retry.
 */
export async function retryRefund(
  db: Db,
  jobs: Jobs,
  accountId: number,
  orderId: number,
  refundId: number,
  userId: number,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const result = await requestAgain(tx, accountId, orderId, refundId);
    if (result === 'not_found') throw new AppError('admin.order_refund_not_found');
    if (result === 'not_failed') throw new AppError('admin.order_refund_not_failed');
    await recordOrderActivity(
      tx,
      accountId,
      orderId,
      {
        kind: 'payment.refund_retried',
        userId,
        actor: 'staff',
        details: { refundId, amount: result.amount },
      },
      now,
    );
    await queueRefund(tx, jobs, accountId, refundId);
  });
}
