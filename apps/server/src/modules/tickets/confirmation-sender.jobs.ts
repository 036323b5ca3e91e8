import type { Config } from '@/config';
import type { Db } from '@/db/client';
import {
  confirmationDone,
  confirmationFailed,
  dueConfirmation,
} from '@/modules/orders/confirmations-due.store';
import { CONFIRMATION_JOB, type ConfirmationPayload } from '@/modules/orders/order-confirmation.jobs';
import type { Jobs, RetryPolicy } from '@/platform/jobs/jobs';
import type { Mailer } from '@/platform/mail/mailer';
import { sendOrderConfirmation } from './confirmation.service';
import { holdConfirmation, orderTicketsHeldUntil } from './scheduled-delivery.service';

/** Eight attempts: 30 s after the first failure, doubling, at most an hour apart. */
export const confirmationRetry: RetryPolicy = {
  limit: 7,
  delaySeconds: 30,
  backoff: true,
  maxDelaySeconds: 3600,
};

/**
 * The sender of order confirmations, a job per order: renders and sends it
 * (`sendOrderConfirmation`: the tickets PDF, the outbox, the order activity, and the due row
 * removed in that same transaction). A mail server that refused or could not be reached fails
 * the attempt, which the queue tries again later; after the last attempt the due row is removed
 * and the failed message stays in the outbox, where staff may resend it. A due row already gone
 * means it went out (a process that died after sending and before the queue heard): nothing to do.
 * An order whose events deliver their tickets later gets its confirmation at once, without
 * them, and the tickets email on that date (decisions/0071).
 */
export function registerConfirmationSender(
  jobs: Jobs,
  deps: { db: Db; mailer: Mailer; config: Pick<Config, 'publicUrl'>; now: () => Date },
  options: { leaseMs: number; run: boolean },
): void {
  jobs.register<ConfirmationPayload>(
    CONFIRMATION_JOB,
    async ({ accountId, orderId }, job) => {
      const due = await dueConfirmation(deps.db, accountId, orderId);
      if (!due) return;
      const now = deps.now();
      const held = await orderTicketsHeldUntil(deps.db, accountId, orderId, now);
      const confirmed = due.confirmed_at !== null;
      // Tickets held and the buyer already told when they come: wait for that date (again, if it moved).
      if (held && confirmed) {
        const dueAt = new Date(due.due_at);
        await deps.db.transaction((tx) =>
          holdConfirmation(tx, jobs, { accountId, orderId, userId: due.user_id, dueAt }, held),
        );
        return;
      }
      const part = held
        ? ({ kind: 'ahead', ticketsAt: held } as const)
        : ({ kind: confirmed ? 'tickets' : 'whole' } as const);
      let problem: string;
      try {
        const sent = await sendOrderConfirmation(deps, accountId, orderId, {
          now,
          userId: due.user_id,
          settleDue: true,
          part,
        });
        if (sent.status !== 'failed' && held) {
          // The confirmation went out without the tickets: they wait for their date.
          const dueAt = new Date(due.due_at);
          await deps.db.transaction((tx) =>
            holdConfirmation(tx, jobs, { accountId, orderId, userId: due.user_id, dueAt }, held),
          );
        }
        if (sent.status !== 'failed') return;
        problem = 'the mail server refused or was unreachable';
      } catch (error) {
        problem = error instanceof Error ? error.message : String(error);
      }
      if (job.retryCount >= confirmationRetry.limit) await confirmationDone(deps.db, accountId, orderId);
      else await confirmationFailed(deps.db, accountId, orderId, problem, now);
      throw new Error(problem);
    },
    { retry: confirmationRetry, expireSeconds: Math.ceil(options.leaseMs / 1000), run: options.run },
  );
}
