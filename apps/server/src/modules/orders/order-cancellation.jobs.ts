import type { Jobs } from '@/platform/jobs/jobs';

/** The job that mails the buyer of an order staff cancelled (OrderCancellation, decisions/0069); tickets/order-cancellation-mail.jobs.ts runs it. */
export const ORDER_CANCELLATION_MAIL_JOB = 'order-cancellation-mail';

export interface OrderCancellationPayload {
  accountId: number;
  orderId: number;
}

/** Queues the buyer's OrderCancellation once the cancel has committed, and wakes the queue. */
export async function queueOrderCancellationMail(
  jobs: Jobs,
  accountId: number,
  orderId: number,
): Promise<void> {
  await jobs.schedule<OrderCancellationPayload>(ORDER_CANCELLATION_MAIL_JOB, { accountId, orderId });
  jobs.wake(ORDER_CANCELLATION_MAIL_JOB);
}
