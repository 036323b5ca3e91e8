import { type InvoiceTerms, invoiceNumber } from '@tessera/domain';
import type { Db } from '@/db/client';
import type { Jobs } from '@/platform/jobs/jobs';
import { recordOrderActivity } from './order-activity.store';
import { queueInvoiceJobs } from './order-invoices.jobs';
import { insertOrderInvoice } from './order-invoices.store';

/** A checkout on invoice: the account's terms and who the invoice goes to (decisions/0109). */
export interface InvoiceOnCheckout {
  terms: InvoiceTerms;
  email: string;
  recipientName: string;
  locale: string;
}

/**
 * Holds the order just written on an invoice, inside its transaction: the invoice row, its mail,
 * reminder and release queued with it (they exist only if the order does), and the activity line.
 */
export async function issueInvoice(
  tx: Db,
  jobs: Jobs | undefined,
  accountId: number,
  orderId: number,
  v: InvoiceOnCheckout & { amount: number; dueAt: Date; remindAt: Date | null },
  now: Date,
): Promise<void> {
  const { id } = await insertOrderInvoice(tx, accountId, orderId, v, now);
  if (jobs) await queueInvoiceJobs(tx, jobs, accountId, id, { now, remindAt: v.remindAt, dueAt: v.dueAt });
  await recordOrderActivity(
    tx,
    accountId,
    orderId,
    {
      kind: 'invoice.issued',
      userId: null,
      actor: 'customer',
      details: {
        number: invoiceNumber(orderId),
        amount: v.amount,
        email: v.email,
        dueAt: v.dueAt.toISOString(),
      },
    },
    now,
  );
}
