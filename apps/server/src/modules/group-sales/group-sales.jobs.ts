import type { Db } from '@/db/client';
import { chargeNextDueInstalment, type InstalmentIo } from '@/modules/instalments/instalments.service';
import { instalmentRetry } from '@/modules/payment-plans/payment-plans.jobs';
import type { Jobs } from '@/platform/jobs/jobs';
import { moveRequest, orderMoney, requestRow } from './group-sales.store';

/** The job that charges a group's balance on its due date (decisions/0091). */
export const GROUP_BALANCE_JOB = 'group-balance-charge';

export interface GroupBalancePayload {
  accountId: number;
  requestId: number;
}

/** Queues the balance charge for its due date, inside the transaction that confirmed the group. */
export async function queueBalanceCharge(
  tx: Db,
  jobs: Jobs,
  accountId: number,
  requestId: number,
  dueAt: Date,
) {
  await jobs.schedule<GroupBalancePayload>(
    GROUP_BALANCE_JOB,
    { accountId, requestId },
    { tx, runAt: dueAt, retry: instalmentRetry, expireSeconds: 300 },
  );
}

/**
 * Charges a confirmed group's balance to the card kept at the deposit, when the buyer agreed
 * to it: the order's schedule's next instalment through the payment port's stored-card charge
 * (the payment plans' charge: its claim, its idempotency key, a refused card failed at once and
 * the buyer mailed, a processor that does not answer tried again by the queue). Paid in full,
 * the group becomes `paid`. A group paid, declined or taken by hand meanwhile is left alone.
 */
export async function chargeGroupBalance(
  io: InstalmentIo,
  p: GroupBalancePayload,
  options: { lastAttempt: boolean },
): Promise<void> {
  // The job works for the account, not for a staff member: every request of the account.
  const row = await requestRow(io.db, p.accountId, { partnerId: null }, p.requestId);
  if (row?.status !== 'confirmed' || !row.autoChargeBalance || row.orderId === null) return;
  const orderId = row.orderId;
  const order = (await orderMoney(io.db, p.accountId, [orderId])).get(orderId);
  if (order?.planId == null) return;
  if (order.owed > 0) {
    const outcome = await chargeNextDueInstalment(io, p.accountId, order.planId, options);
    if (outcome?.status === 'failed') return;
  }
  const after = (await orderMoney(io.db, p.accountId, [orderId])).get(orderId);
  if (after && after.owed === 0) {
    await moveRequest(io.db, p.accountId, p.requestId, 'confirmed', { status: 'paid', paidAt: io.now() });
  }
}

/** Registers the balance charge of groups whose buyer agreed to it. */
export function registerGroupSaleJobs(jobs: Jobs, io: InstalmentIo): void {
  jobs.register<GroupBalancePayload>(
    GROUP_BALANCE_JOB,
    async (payload, job) => {
      await chargeGroupBalance(io, payload, { lastAttempt: job.retryCount >= instalmentRetry.limit });
    },
    { retry: instalmentRetry, expireSeconds: 300 },
  );
}
