import type { Db } from '@/db/client';
import type { Clock } from '@/platform/clock';
import type { Jobs } from '@/platform/jobs/jobs';
import { postWebhook, type SendResult, signWebhook } from './webhook-sender.adapter';
import { retryDelaySeconds, WEBHOOK_ATTEMPTS } from './webhooks.service';
import { claimAttempt, dispatchEvents, recordAttempt, reopenDelivery } from './webhooks.store';

/** Turns outbox events into deliveries; one waits and one runs across all server processes. */
export const WEBHOOK_DISPATCH_JOB = 'webhook-dispatch';
/** Sends one attempt of one delivery. */
export const WEBHOOK_DELIVER_JOB = 'webhook-deliver';

export interface DeliverPayload {
  accountId: number;
  deliveryId: number;
  /** The attempt this job makes (1 for the first); a job for an attempt already made does nothing. */
  attempt: number;
}

export interface WebhookJobDeps {
  db: Db;
  clock: Clock;
  config: { webhooks: { allowLocal: boolean; dispatchEveryMs: number; timeoutMs: number } };
}

const BATCH = 100;

/**
 * Registers the dispatcher and the sender (decisions/0049). The dispatcher runs every
 * `dispatchEveryMs`, each run first queueing the next; it moves outbox events into deliveries and
 * queues each delivery's first attempt in the same transaction. The sender claims the attempt
 * (so a repeated job or a second process sends nothing), posts it signed, and on a failure
 * queues the next attempt after a delay that doubles, until the delivery's attempts are used.
 */
export function registerWebhookJobs(jobs: Jobs, deps: WebhookJobDeps): void {
  jobs.register(
    WEBHOOK_DISPATCH_JOB,
    async () => {
      const now = deps.clock.now();
      await jobs.schedule(
        WEBHOOK_DISPATCH_JOB,
        {},
        { runAt: new Date(now.getTime() + deps.config.webhooks.dispatchEveryMs) },
      );
      await dispatchWebhookEvents(jobs, deps);
    },
    { policy: 'single', retry: { limit: 2, delaySeconds: 5, backoff: true } },
  );
  jobs.register<DeliverPayload>(WEBHOOK_DELIVER_JOB, (payload) => deliverAttempt(jobs, deps, payload), {
    // Only a crash between claim and record repeats a job; the claim makes the repeat a no-op.
    retry: { limit: 2, delaySeconds: 30, backoff: true },
    expireSeconds: 120,
  });
}

/** Moves every waiting outbox event into deliveries now (the dispatcher's run). */
export async function dispatchWebhookEvents(jobs: Jobs, deps: WebhookJobDeps): Promise<number> {
  let total = 0;
  for (;;) {
    const now = deps.clock.now();
    const made = await deps.db.transaction(async (tx) => {
      const deliveries = await dispatchEvents(tx, BATCH, WEBHOOK_ATTEMPTS, now);
      for (const d of deliveries) {
        await jobs.schedule<DeliverPayload>(
          WEBHOOK_DELIVER_JOB,
          { accountId: d.account_id, deliveryId: d.id, attempt: 1 },
          { tx },
        );
      }
      return deliveries.length;
    });
    total += made;
    if (made === 0) break;
    jobs.wake(WEBHOOK_DELIVER_JOB);
    // A batch of events with no subscribers left makes no deliveries yet may leave more events.
    if (made < BATCH) break;
  }
  return total;
}

async function deliverAttempt(jobs: Jobs, deps: WebhookJobDeps, payload: DeliverPayload): Promise<void> {
  const { accountId, deliveryId, attempt } = payload;
  const claimed = await claimAttempt(deps.db, accountId, deliveryId, attempt);
  if (!claimed) return;
  const now = deps.clock.now();
  const body = JSON.stringify({
    id: `evt_${claimed.event_id}`,
    type: claimed.event_type,
    createdAt: new Date(claimed.event_created_at).toISOString(),
    accountId: claimed.account_id,
    data: claimed.event_data,
  });
  let result: SendResult;
  if (!claimed.enabled) {
    result = { status: null, error: 'the endpoint is switched off' };
  } else {
    const timestamp = Math.floor(now.getTime() / 1000);
    result = await postWebhook(
      claimed.url,
      {
        'content-type': 'application/json',
        'user-agent': 'Tessera-Webhooks/1',
        'tessera-event': claimed.event_type,
        'tessera-delivery': String(claimed.id),
        'tessera-signature': signWebhook(claimed.secret, timestamp, body),
      },
      body,
      deps.config.webhooks,
    );
  }
  const after = deps.clock.now();
  if (result.error === null) {
    await recordAttempt(
      deps.db,
      deliveryId,
      { status: 'delivered', responseCode: result.status, error: null, nextAttemptAt: null },
      after,
    );
    return;
  }
  const last = claimed.attempts >= claimed.attempt_limit || !claimed.enabled;
  const nextAttemptAt = last ? null : new Date(after.getTime() + retryDelaySeconds(claimed.attempts) * 1000);
  await deps.db.transaction(async (tx) => {
    await recordAttempt(
      tx,
      deliveryId,
      {
        status: last ? 'failed' : 'pending',
        responseCode: result.status,
        error: result.error,
        nextAttemptAt,
      },
      after,
    );
    if (nextAttemptAt) {
      await jobs.schedule<DeliverPayload>(
        WEBHOOK_DELIVER_JOB,
        { accountId, deliveryId, attempt: claimed.attempts + 1 },
        { tx, runAt: nextAttemptAt },
      );
    }
  });
}

/** Sends a delivery again now, with a fresh round of attempts (the log's redeliver button). */
export async function redeliver(
  jobs: Jobs,
  deps: WebhookJobDeps,
  accountId: number,
  deliveryId: number,
): Promise<boolean> {
  const queued = await deps.db.transaction(async (tx) => {
    const attempt = await reopenDelivery(tx, accountId, deliveryId, WEBHOOK_ATTEMPTS, deps.clock.now());
    if (attempt === undefined) return false;
    await jobs.schedule<DeliverPayload>(WEBHOOK_DELIVER_JOB, { accountId, deliveryId, attempt }, { tx });
    return true;
  });
  if (queued) jobs.wake(WEBHOOK_DELIVER_JOB);
  return queued;
}

/** Starts the dispatcher's series (a run now), unless one already waits (another process). */
export async function scheduleWebhookDispatch(jobs: Jobs): Promise<void> {
  await jobs.schedule(WEBHOOK_DISPATCH_JOB, {});
  jobs.wake(WEBHOOK_DISPATCH_JOB);
}
