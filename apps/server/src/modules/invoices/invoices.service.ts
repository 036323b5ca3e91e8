import type { InvoiceSettings, OrderInvoice, ShopInvoice } from '@tessera/contract';
import { type CardInput, type InvoiceTerms, invoiceNumber, invoiceTermsValid } from '@tessera/domain';
import type { Db } from '@/db/client';
import { accountName } from '@/modules/auth/auth.store';
import { recordOrderActivity } from '@/modules/orders/order-activity.store';
import { queueOrderConfirmation, wakeConfirmationSender } from '@/modules/orders/order-confirmation.jobs';
import { insertPayments, orderRow } from '@/modules/orders/orders.store';
import {
  authorizeSalePayments,
  captureAfterCommit,
  paymentRowsOf,
  voidAuthorizations,
} from '@/modules/orders/sale-payments.service';
import { accountMoney } from '@/modules/payment-settings/payment-options.store';
import { cardMerchantForAccount, cardMerchantForEvents } from '@/modules/payments/processors.service';
import type { AppDeps } from '@/platform/deps';
import { AppError } from '@/platform/http/app-error';
import { invoicePath, invoiceTokenValid } from './invoice-links.rules';
import {
  type InvoiceRow,
  invoiceLines,
  invoiceTerms,
  invoiceWhere,
  orderEventIds,
  paymentOfCharge,
  saveInvoiceTerms,
  settleInvoice,
} from './invoices.store';

export async function putTerms(db: Db, accountId: number, terms: InvoiceSettings, now: Date) {
  if (!invoiceTermsValid(terms)) throw new AppError('admin.invoice_terms_invalid', 'reminderDays');
  await saveInvoiceTerms(db, accountId, terms, now);
  return invoiceTerms(db, accountId);
}

/** The terms a shop checkout on invoice is held to; refused when the account does not offer it. */
export async function requireInvoiceTerms(db: Db, accountId: number): Promise<InvoiceTerms> {
  const terms = await invoiceTerms(db, accountId);
  if (!terms.enabled) throw new AppError('purchase.invoice_unavailable');
  return terms;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function orderInvoiceOf(row: InvoiceRow): OrderInvoice {
  return {
    number: invoiceNumber(row.orderId),
    status: row.status,
    amount: row.amount,
    email: row.email,
    dueAt: row.dueAt.toISOString(),
    remindAt: iso(row.remindAt),
    remindedAt: iso(row.remindedAt),
    paidAt: iso(row.paidAt),
    cancelledAt: iso(row.cancelledAt),
  };
}

export async function adminOrderInvoice(db: Db, accountId: number, orderId: number) {
  if (!(await orderRow(db, accountId, orderId))) throw new AppError('purchase.order_not_found');
  const row = await invoiceWhere(db, accountId, { orderId });
  return row ? orderInvoiceOf(row) : null;
}

/** The invoice a link names when its token is the one this account signed; anything else is "invalid". */
export async function requireLink(deps: AppDeps, accountId: number, publicId: string, token: string) {
  const row = invoiceTokenValid(deps.config.serverSecret, accountId, publicId, token)
    ? await invoiceWhere(deps.db, accountId, { publicId })
    : null;
  if (!row) throw new AppError('purchase.invoice_link_invalid');
  return row;
}

export async function shopInvoiceOf(db: Db, accountId: number, row: InvoiceRow): Promise<ShopInvoice> {
  const money = await accountMoney(db, accountId);
  const { tickets, orderTotal } = await invoiceLines(db, accountId, row.orderId);
  const ticketSum = tickets.reduce((a, t) => a + t.total, 0);
  const lines: ShopInvoice['lines'] = tickets.map((t) => ({
    description: `${t.event_name} · ${t.seat_key}`,
    amount: t.total,
  }));
  if (orderTotal > ticketSum) lines.push({ description: null, amount: orderTotal - ticketSum });
  return {
    invoiceId: row.publicId,
    number: invoiceNumber(row.orderId),
    orderId: row.orderId,
    status: row.status,
    amount: row.amount,
    amountText: money(row.amount),
    dueAt: row.dueAt.toISOString(),
    recipientName: row.recipientName,
    email: row.email,
    accountName: (await accountName(db, accountId)) ?? '',
    lines,
    paidAt: iso(row.paidAt),
  };
}

/**
 * Settles a locked open invoice with its payment: the payment row, the invoice paid, the activity
 * line and the order's confirmation queued. False when it was no longer open (paid or released).
 */
async function settlePaid(
  deps: AppDeps,
  accountId: number,
  invoiceId: number,
  payment: Parameters<typeof insertPayments>[3][number],
  actor: { userId: number | null },
): Promise<boolean> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const locked = await invoiceWhere(tx, accountId, { id: invoiceId }, true);
    if (locked?.status !== 'open') return false;
    const [paymentId] = await insertPayments(tx, accountId, locked.orderId, [payment], now);
    await settleInvoice(tx, locked.id, { status: 'paid', paymentId: paymentId! }, now);
    await recordOrderActivity(
      tx,
      accountId,
      locked.orderId,
      {
        kind: 'invoice.paid',
        userId: actor.userId,
        actor: actor.userId ? 'staff' : 'customer',
        details: { number: invoiceNumber(locked.orderId), amount: locked.amount, type: payment.type },
      },
      now,
    );
    await queueOrderConfirmation(tx, deps.jobs, accountId, locked.orderId, actor.userId, now);
    return true;
  });
}

/**
 * The recipient pays by card through the payment port (the sandbox, or the account's
 * processor): authorized outside every lock, then the invoice is locked and settled; captured
 * after the commit. Of two payments at once only the first to lock finds the invoice open: the
 * other's authorization is voided, so the card is captured once.
 */
export async function payByLink(
  deps: AppDeps,
  accountId: number,
  publicId: string,
  body: { token: string; idempotencyKey: string; card: CardInput },
): Promise<ShopInvoice> {
  const row = await requireLink(deps, accountId, publicId, body.token);
  if (row.status === 'paid') return shopInvoiceOf(deps.db, accountId, row);
  if (row.status !== 'open') throw new AppError('purchase.invoice_not_payable');
  const io = { db: deps.db, now: deps.now, config: deps.config };
  const events = await orderEventIds(deps.db, accountId, row.orderId);
  const cards =
    events.length > 0
      ? await cardMerchantForEvents(io, accountId, events, 'card')
      : await cardMerchantForAccount(io, accountId, 'card');
  const payments = [{ type: 'CreditCard' as const, amount: row.amount, card: body.card }];
  const authorizations = await authorizeSalePayments(cards, payments, {
    idempotencyKey: `invoice-${row.id}:${body.idempotencyKey}`,
  }).catch((error: unknown) => {
    if (error instanceof AppError && error.field?.startsWith('payments.0')) {
      throw error.withField(error.field.replace(/^payments\.0\.?/, '') || 'card');
    }
    throw error;
  });
  const [payment] = paymentRowsOf(payments, { total: row.amount, authorizations, labels: [], cards });
  const won = await settlePaid(deps, accountId, row.id, payment!, { userId: null }).catch(async (error) => {
    await voidAuthorizations(cards, authorizations);
    throw error;
  });
  if (won) {
    await captureAfterCommit(deps.db, accountId, cards, authorizations);
    wakeConfirmationSender(deps.jobs);
  } else {
    // A retry of the same payment was answered the charge the winner holds: that one stays.
    const charge = authorizations[0]?.chargeId;
    if (!charge || !(await paymentOfCharge(deps.db, accountId, charge))) {
      await voidAuthorizations(cards, authorizations);
    }
  }
  const after = (await invoiceWhere(deps.db, accountId, { id: row.id }))!;
  if (after.status !== 'paid') throw new AppError('purchase.invoice_not_payable');
  return shopInvoiceOf(deps.db, accountId, after);
}

/** Staff take the invoice's amount at the box office by cash or check: the order is paid and confirmed. */
export async function payAtBoxOffice(
  deps: AppDeps,
  accountId: number,
  orderId: number,
  type: 'Cash' | 'Check',
  userId: number,
): Promise<OrderInvoice> {
  if (!(await orderRow(deps.db, accountId, orderId))) throw new AppError('purchase.order_not_found');
  const row = await invoiceWhere(deps.db, accountId, { orderId });
  if (!row) throw new AppError('admin.invoice_not_found');
  const payment = {
    type,
    amount: row.amount,
    method: null,
    last4: null,
    providerId: null,
    processor: null,
    paymentAccountId: null,
    status: 'captured' as const,
  };
  if (!(await settlePaid(deps, accountId, row.id, payment, { userId }))) {
    throw new AppError('admin.invoice_not_open');
  }
  wakeConfirmationSender(deps.jobs);
  return orderInvoiceOf((await invoiceWhere(deps.db, accountId, { id: row.id }))!);
}

/** The invoice page of an order on invoice (its signed link), or null. */
export async function invoicePathOfOrder(db: Db, secret: Buffer, accountId: number, orderId: number) {
  const row = await invoiceWhere(db, accountId, { orderId });
  return row ? invoicePath(secret, accountId, row.publicId) : null;
}
