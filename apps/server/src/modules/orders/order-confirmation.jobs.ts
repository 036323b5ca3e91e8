import type { Db } from '@/db/client';
import type { Jobs } from '@/platform/jobs/jobs';
import { confirmationDue } from './confirmations-due.store';

/** The job that sends one order's confirmation (decisions/0029, 0039); tickets/confirmation-sender.ts runs it. */
export const CONFIRMATION_JOB = 'order-confirmation';

export interface ConfirmationPayload {
  accountId: number;
  orderId: number;
  userId: number | null;
}

/**
 * Queues the order's confirmation in the checkout's transaction: the due row (what the on-sale
 * checker counts) and the job that sends it exist only if the order does.
 */
export async function queueOrderConfirmation(
  tx: Db,
  jobs: Jobs,
  accountId: number,
  orderId: number,
  userId: number | null,
  now: Date,
): Promise<void> {
  await confirmationDue(tx, accountId, orderId, userId, now);
  await jobs.schedule<ConfirmationPayload>(CONFIRMATION_JOB, { accountId, orderId, userId }, { tx });
}

/** Sends the confirmations queued by this process's checkouts now, without waiting for a poll. */
export function wakeConfirmationSender(jobs: Jobs): void {
  jobs.wake(CONFIRMATION_JOB);
}
