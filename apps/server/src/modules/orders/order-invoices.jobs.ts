import type { Db } from '@/db/client';
import type { Jobs } from '@/platform/jobs/jobs';

/** The invoice's jobs (decisions/0109); `invoices/` runs them. */
export const INVOICE_ISSUED_JOB = 'invoice-issued';
export const INVOICE_REMINDER_JOB = 'invoice-reminder';
export const INVOICE_RELEASE_JOB = 'invoice-release';

export interface InvoicePayload {
  accountId: number;
  invoiceId: number;
}

const retry = { limit: 5, delaySeconds: 60, backoff: true, maxDelaySeconds: 3600 };

/** Queues the invoice's mail now, its reminder and its release, inside the order's transaction. */
export async function queueInvoiceJobs(
  tx: Db,
  jobs: Jobs,
  accountId: number,
  invoiceId: number,
  at: { now: Date; remindAt: Date | null; dueAt: Date },
): Promise<void> {
  const payload: InvoicePayload = { accountId, invoiceId };
  await jobs.schedule(INVOICE_ISSUED_JOB, payload, { tx, runAt: at.now, retry });
  if (at.remindAt) await jobs.schedule(INVOICE_REMINDER_JOB, payload, { tx, runAt: at.remindAt, retry });
  await jobs.schedule(INVOICE_RELEASE_JOB, payload, { tx, runAt: at.dueAt, retry, expireSeconds: 300 });
}
