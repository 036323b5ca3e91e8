import { invoiceMailTexts, invoiceNumber, pickLocale } from '@tessera/domain';
import { accountName } from '@/modules/auth/auth.store';
import { recordOrderActivity } from '@/modules/orders/order-activity.store';
import { type VoidRequest, voidOrderItems } from '@/modules/orders/order-voids.service';
import { accountMoney } from '@/modules/payment-settings/payment-options.store';
import type { AppDeps } from '@/platform/deps';
import { shopLinkOrigin } from '@/platform/tenancy';
import { invoicePath, invoiceToken } from './invoice-links.rules';
import { invoicePdf } from './invoice-pdf.render';
import { invoiceIssuedMail, invoiceReleasedMail, invoiceReminderMail } from './invoices.mail';
import {
  type InvoiceRow,
  invoiceLines,
  invoiceWhere,
  markReminded,
  orderTimeZone,
  settleInvoice,
} from './invoices.store';

type Io = Pick<AppDeps, 'db' | 'config' | 'now' | 'jobs' | 'mailer'>;

function dateText(date: Date, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(date);
}

/**
 * The pay link: PUBLIC_URL's scheme and port on the account's default host name (never the
 * request's headers), the invoice page with its signed token.
 */
async function payLinkOf(io: Io, accountId: number, row: InvoiceRow) {
  const origin = await shopLinkOrigin(io.db, io.config, accountId, '');
  return {
    payLink: `${origin}${invoicePath(io.config.serverSecret, accountId, row.publicId)}`,
    token: invoiceToken(io.config.serverSecret, accountId, row.publicId),
  };
}

/** The invoice's PDF in the order's language, as mailed and downloaded from the invoice page. */
export async function invoicePdfOf(io: Io, accountId: number, row: InvoiceRow): Promise<Buffer> {
  const locale = pickLocale([row.locale]);
  const money = await accountMoney(io.db, accountId);
  const zone = await orderTimeZone(io.db, accountId, row.orderId);
  const { tickets, orderTotal, orderedAt } = await invoiceLines(io.db, accountId, row.orderId);
  const ticketSum = tickets.reduce((a, t) => a + t.total, 0);
  const { payLink } = await payLinkOf(io, accountId, row);
  return invoicePdf(invoiceMailTexts[locale], {
    accountName: (await accountName(io.db, accountId)) ?? '',
    number: invoiceNumber(row.orderId),
    orderId: row.orderId,
    issuedOn: dateText(orderedAt, locale, zone),
    dueOn: dateText(row.dueAt, locale, zone),
    recipientName: row.recipientName,
    email: row.email,
    lines: [
      ...tickets.map((t) => ({ description: `${t.event_name} · ${t.seat_key}`, amount: money(t.total) })),
      ...(orderTotal > ticketSum ? [{ description: null, amount: money(orderTotal - ticketSum) }] : []),
    ],
    total: money(row.amount),
    paid: row.status === 'paid',
    payLink,
  });
}

async function mailOf(io: Io, accountId: number, row: InvoiceRow) {
  const locale = pickLocale([row.locale]);
  const money = await accountMoney(io.db, accountId);
  const zone = await orderTimeZone(io.db, accountId, row.orderId);
  return {
    t: invoiceMailTexts[locale],
    fields: {
      to: row.email,
      lang: locale,
      name: row.recipientName,
      accountName: (await accountName(io.db, accountId)) ?? '',
      number: invoiceNumber(row.orderId),
      orderId: row.orderId,
      amount: money(row.amount),
      dueDate: dateText(row.dueAt, locale, zone),
      ...(await payLinkOf(io, accountId, row)),
    },
  };
}

/** The job queue mails the invoice, with its PDF, once the order is written. */
export async function mailIssuedInvoice(io: Io, accountId: number, invoiceId: number): Promise<void> {
  const row = await invoiceWhere(io.db, accountId, { id: invoiceId });
  if (row?.status !== 'open') return;
  const { t, fields } = await mailOf(io, accountId, row);
  const pdf = await invoicePdfOf(io, accountId, row);
  await io.mailer.send(io.db, accountId, invoiceIssuedMail(t, { ...fields, pdf }), io.now());
}

/** The reminder, once, while the invoice is open. */
export async function remindInvoice(io: Io, accountId: number, invoiceId: number): Promise<void> {
  const row = await invoiceWhere(io.db, accountId, { id: invoiceId });
  if (row?.status !== 'open' || row.remindedAt) return;
  const now = io.now();
  const sent = await io.db.transaction(async (tx) => {
    if (!(await markReminded(tx, invoiceId, now))) return false;
    await recordOrderActivity(
      tx,
      accountId,
      row.orderId,
      { kind: 'invoice.reminded', userId: null, actor: 'system', details: { email: row.email } },
      now,
    );
    return true;
  });
  if (!sent) return;
  const { t, fields } = await mailOf(io, accountId, row);
  await io.mailer.send(io.db, accountId, invoiceReminderMail(t, fields), now);
}

const cancelUnpaid: VoidRequest = { ticketIds: null, productIds: null, returnTo: 'open', unpaid: true };

/**
 * Past its due date an invoice still open is cancelled unpaid: the order's tickets are voided and
 * its seats open again, in one transaction holding the invoice's lock (a payment at the same
 * moment either settles first, and there is nothing to release, or finds it cancelled).
 */
export async function releaseUnpaidInvoice(io: Io, accountId: number, invoiceId: number): Promise<boolean> {
  const now = io.now();
  const released = await io.db.transaction(async (tx) => {
    const row = await invoiceWhere(tx, accountId, { id: invoiceId }, true);
    if (row?.status !== 'open' || now.getTime() < row.dueAt.getTime()) return null;
    await settleInvoice(tx, row.id, { status: 'cancelled' }, now);
    await recordOrderActivity(
      tx,
      accountId,
      row.orderId,
      {
        kind: 'invoice.released',
        userId: null,
        actor: 'system',
        details: { number: invoiceNumber(row.orderId), amount: row.amount, dueAt: row.dueAt.toISOString() },
      },
      now,
    );
    await voidOrderItems(tx, io.jobs, accountId, row.orderId, cancelUnpaid, null, now);
    return row;
  });
  if (!released) return false;
  const { t, fields } = await mailOf(io, accountId, released);
  await io.mailer.send(io.db, accountId, invoiceReleasedMail(t, fields), now);
  return true;
}
