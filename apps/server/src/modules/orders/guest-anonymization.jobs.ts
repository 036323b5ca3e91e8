import type { Db } from '@/db/client';
import {
  GUEST_ANONYMIZATION_EVERY_MS,
  GUEST_ORDER_ANONYMIZATION_JOB,
  type GuestAnonymizationPayload,
} from '@/modules/accounts/guest-anonymization.job';
import type { Jobs } from '@/platform/jobs/jobs';
import { anonymizesGuestOrders, guestOrdersDue } from './guest-anonymization.store';
import { recordOrderActivity } from './order-activity.store';
import { anonymizeOrderRow } from './order-changes.store';
import { orderRow } from './orders.store';

const BATCH = 200;
const anonymousBuyer = { title: null, firstName: 'Anonymous', lastName: 'Buyer', email: '', phone: '' };

/**
 * One run for an account: while its setting is on, queues the next run, then anonymizes its
 * guest orders whose events have ended, each in its own transaction holding the order's lock
 * (as staff's anonymize does), recorded in the order's activity as done by the system. A run
 * that finds the setting off ends the series; saving it on again starts a new one.
 */
export async function anonymizeEndedGuestOrders(
  io: { db: Db; jobs: Jobs; now: () => Date },
  payload: GuestAnonymizationPayload,
): Promise<number> {
  const { db, jobs } = io;
  const { accountId } = payload;
  if (!(await anonymizesGuestOrders(db, accountId))) return 0;
  const now = io.now();
  await jobs.schedule(GUEST_ORDER_ANONYMIZATION_JOB, payload, {
    key: String(accountId),
    runAt: new Date(now.getTime() + GUEST_ANONYMIZATION_EVERY_MS),
  });
  let done = 0;
  for (;;) {
    const due = await guestOrdersDue(db, accountId, now, BATCH);
    for (const orderId of due) {
      await db.transaction(async (tx) => {
        const order = await orderRow(tx, accountId, orderId, true);
        if (!order || order.anonymized_at) return;
        await anonymizeOrderRow(tx, accountId, orderId, anonymousBuyer, now);
        await recordOrderActivity(
          tx,
          accountId,
          orderId,
          {
            kind: 'order.anonymized',
            userId: null,
            actor: 'system',
            details: { reason: 'guest_order_after_event' },
          },
          now,
        );
      });
      done++;
    }
    if (due.length < BATCH) return done;
  }
}

/** Guest orders anonymized after their events (decisions/0062), one series per account. */
export function registerGuestAnonymizationJobs(jobs: Jobs, io: { db: Db; now: () => Date }): void {
  jobs.register<GuestAnonymizationPayload>(
    GUEST_ORDER_ANONYMIZATION_JOB,
    async (payload) => {
      await anonymizeEndedGuestOrders({ ...io, jobs }, payload);
    },
    { policy: 'single', expireSeconds: 600, retry: { limit: 3, delaySeconds: 60, backoff: true } },
  );
}
