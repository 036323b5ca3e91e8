import {
  INVOICE_ISSUED_JOB,
  INVOICE_RELEASE_JOB,
  INVOICE_REMINDER_JOB,
  type InvoicePayload,
} from '@/modules/orders/order-invoices.jobs';
import type { AppDeps } from '@/platform/deps';
import type { Jobs } from '@/platform/jobs/jobs';
import { mailIssuedInvoice, releaseUnpaidInvoice, remindInvoice } from './invoice-notices.service';

/** The invoice's mail, its reminder and the release of its unpaid seats (decisions/0109). */
export function registerInvoiceJobs(
  jobs: Jobs,
  io: Pick<AppDeps, 'db' | 'config' | 'now' | 'jobs' | 'mailer'>,
) {
  jobs.register<InvoicePayload>(INVOICE_ISSUED_JOB, ({ accountId, invoiceId }) =>
    mailIssuedInvoice(io, accountId, invoiceId),
  );
  jobs.register<InvoicePayload>(INVOICE_REMINDER_JOB, ({ accountId, invoiceId }) =>
    remindInvoice(io, accountId, invoiceId),
  );
  jobs.register<InvoicePayload>(
    INVOICE_RELEASE_JOB,
    async ({ accountId, invoiceId }) => {
      await releaseUnpaidInvoice(io, accountId, invoiceId);
    },
    { expireSeconds: 300 },
  );
}
