import { pickLocale, ticketTexts, transferProblem } from '@tessera/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '@/db/client';
import {
  accountName,
  customerByEmail,
  insertCustomer,
  updateCustomer,
} from '@/modules/customer-accounts/customer-accounts.store';
import { customerChanged } from '@/modules/customers/customers.service';
import { recordTransferInSeatHistory } from '@/modules/inventory/seat-history.store';
import { recordOrderActivity } from '@/modules/orders/order-activity.store';
import { orderRow } from '@/modules/orders/orders.store';
import { newBarcodesFor } from '@/modules/tickets/tickets.service';
import { orderHead } from '@/modules/tickets/tickets.store';
import { requireEventsInScope } from '@/modules/user-groups/group-policy.service';
import { hashPassword } from '@/platform/auth/passwords';
import type { StaffPrincipal } from '@/platform/auth/principal';
import { hashToken, newSessionToken } from '@/platform/auth/tokens';
import type { AppDeps } from '@/platform/deps';
import { AppError } from '@/platform/http/app-error';
import { shopHostName, shopLinkOrigin } from '@/platform/tenancy';
import { transferMail } from './transfers.mail';
import {
  holderEmail,
  insertTransfer,
  orderTransfer,
  settleTransfer,
  type TransferRow,
  ticketsOfOrderForTransfer,
  transferByTokenHash,
  transfersEnabled,
  transferTickets,
} from './transfers.store';

/** Every transfer call answers "not available" while the account's feature switch is off. */
export async function requireTransfers(db: Db, accountId: number): Promise<void> {
  if (!(await transfersEnabled(db, accountId))) throw new AppError('purchase.transfers_disabled');
}

export interface TransferInput {
  ticketIds: readonly number[];
  recipientName: string;
  recipientEmail: string;
}

/** Staff are judged by their user group's events scope (spec §3); a customer by what they hold. */
export type TransferBy =
  | { actor: 'staff'; userId: number; staff: StaffPrincipal }
  | { actor: 'customer'; customerId: number };

/**
 * Starts a transfer (spec §4 "initiated"): under the order's lock, the tickets must be live, not
 * scanned and not already on their way; the recipient needs a name and an email and is never the
 * customer holding them (domain `transferProblem`). A customer may transfer only tickets they
 * hold. The recipient's mail with the claim link goes in the same transaction: when it cannot be
 * sent, nothing is transferred ("Transfer failed. Error sending e-mail.").
 */
export async function startTransfer(
  deps: AppDeps,
  request: FastifyRequest,
  accountId: number,
  orderId: number,
  input: TransferInput,
  by: TransferBy,
): Promise<void> {
  await requireTransfers(deps.db, accountId);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const order = await orderRow(tx, accountId, orderId, true);
    if (!order) throw new AppError('purchase.order_not_found');
    const ids = [...new Set(input.ticketIds)];
    const tickets = await ticketsOfOrderForTransfer(tx, accountId, orderId, ids);
    if (tickets.length !== ids.length) throw new AppError('purchase.ticket_not_found', 'ticketIds');
    if (by.actor === 'staff') {
      await requireEventsInScope(
        tx,
        by.staff,
        tickets.map((t) => t.eventId),
      );
    }
    const holders = new Set(tickets.map((t) => t.holderCustomerId));
    if (by.actor === 'customer' && (holders.size !== 1 || !holders.has(by.customerId))) {
      throw new AppError('purchase.ticket_not_found', 'ticketIds');
    }
    const holder = holders.size === 1 ? [...holders][0]! : null;
    const problem = transferProblem({
      recipient: { name: input.recipientName, email: input.recipientEmail },
      holderEmail: await holderEmail(tx, accountId, orderId, holder),
      tickets,
    });
    if (problem) {
      const field =
        problem.code === 'purchase.transfer_recipient_required'
          ? problem.field === 'name'
            ? 'recipientName'
            : 'recipientEmail'
          : problem.code === 'purchase.transfer_same_customer'
            ? 'recipientEmail'
            : 'ticketIds';
      throw new AppError(problem.code, field);
    }
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.recipientEmail.trim())) {
      throw new AppError('common.validation_failed', 'recipientEmail');
    }
    const token = newSessionToken();
    const transferId = await insertTransfer(
      tx,
      accountId,
      {
        orderId,
        ticketIds: ids,
        recipientName: input.recipientName.trim(),
        recipientEmail: input.recipientEmail.trim().toLowerCase(),
        claimTokenHash: hashToken(token),
        fromCustomerId: holder,
        userId: by.actor === 'staff' ? by.userId : null,
        actor: by.actor,
      },
      now,
    );
    await recordOrderActivity(
      tx,
      accountId,
      orderId,
      {
        kind: 'tickets.transfer_initiated',
        userId: by.actor === 'staff' ? by.userId : null,
        actor: by.actor,
        details: {
          transferId,
          tickets: tickets.map((t) => t.seatKey),
          recipientName: input.recipientName.trim(),
        },
      },
      now,
    );
    const origin = await shopLinkOrigin(tx, deps.config, accountId, shopHostName(request));
    const head = await orderHead(tx, accountId, orderId);
    const locale = pickLocale([head?.buyer.locale ?? head?.default_language ?? '']);
    const sent = await deps.mailer.send(
      tx,
      accountId,
      transferMail(ticketTexts[locale], {
        to: input.recipientEmail.trim(),
        lang: locale,
        recipientName: input.recipientName.trim(),
        accountName: await accountName(tx, accountId),
        tickets: (await transferTickets(tx, accountId, ids)).map((t) => ({
          eventName: t.event_name,
          seatKey: t.seat_hidden ? null : t.seat_key,
        })),
        link: `${origin}/shop/account/claim-tickets?token=${token}`,
        token,
      }),
      now,
    );
    if (sent.status === 'failed') throw new AppError('admin.mail_send_failed');
  });
}

/** Cancels a transfer not yet claimed (spec §4: canceling is allowed only before acceptance). */
export async function cancelTransfer(
  deps: AppDeps,
  accountId: number,
  orderId: number,
  transferId: number,
  userId: number,
): Promise<void> {
  await requireTransfers(deps.db, accountId);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const order = await orderRow(tx, accountId, orderId, true);
    if (!order) throw new AppError('purchase.order_not_found');
    const transfer = await orderTransfer(tx, accountId, orderId, transferId);
    if (!transfer) throw new AppError('purchase.transfer_not_found');
    if (!(await settleTransfer(tx, accountId, transferId, 'canceled', null, now))) {
      throw new AppError('purchase.transfer_not_pending');
    }
    await recordOrderActivity(
      tx,
      accountId,
      orderId,
      {
        kind: 'tickets.transfer_canceled',
        userId,
        actor: 'staff',
        details: { transferId, recipientName: transfer.recipient_name },
      },
      now,
    );
  });
}

/** A claim link's transfer while it waits to be claimed. */
export async function pendingTransfer(db: Db, accountId: number, token: string): Promise<TransferRow> {
  await requireTransfers(db, accountId);
  const transfer = await transferByTokenHash(db, accountId, hashToken(token));
  if (!transfer) throw new AppError('purchase.transfer_not_found');
  if (transfer.state !== 'initiated') throw new AppError('purchase.transfer_not_pending');
  return transfer;
}

/**
 * The recipient claims (spec §4 "complete (claimed)"): under the transfer's lock, once; the
 * tickets get new barcodes (the old ones are retired and refused at the door as reissued) and
 * become the claimer's. A second claim of the same link finds it complete.
 */
export async function claimTransferFor(
  tx: Db,
  accountId: number,
  token: string,
  customerId: number,
  now: Date,
): Promise<number> {
  const transfer = await transferByTokenHash(tx, accountId, hashToken(token), true);
  if (!transfer) throw new AppError('purchase.transfer_not_found');
  if (transfer.state !== 'initiated') throw new AppError('purchase.transfer_not_pending');
  if (transfer.fromCustomerId === customerId) throw new AppError('purchase.transfer_same_customer');
  const tickets = await transferTickets(tx, accountId, transfer.ticketIds);
  if (!(await settleTransfer(tx, accountId, transfer.id, 'complete', customerId, now))) {
    throw new AppError('purchase.transfer_not_pending');
  }
  const changes = await newBarcodesFor(
    tx,
    accountId,
    tickets.map((t) => ({ id: Number(t.id), barcode: t.barcode, issued_at: t.issued_at })),
    null,
    now,
  );
  await recordTransferInSeatHistory(
    tx,
    accountId,
    transfer.orderId,
    tickets.map((t) => Number(t.id)),
    now,
  );
  await recordOrderActivity(
    tx,
    accountId,
    transfer.orderId,
    {
      kind: 'tickets.transfer_claimed',
      userId: null,
      actor: 'customer',
      details: {
        transferId: transfer.id,
        tickets: tickets.map((t) => t.seat_key),
        recipientName: transfer.recipientName,
        barcodesReissued: changes.length,
      },
    },
    now,
  );
  return tickets.length;
}

/** The signed-in customer claims a transfer. */
export async function claimAsCustomer(deps: AppDeps, accountId: number, token: string, customerId: number) {
  await requireTransfers(deps.db, accountId);
  const now = deps.now();
  return deps.db.transaction((tx) => claimTransferFor(tx, accountId, token, customerId, now));
}

/**
 * A recipient without a shop account claims and creates it at once: the claim link reached the
 * recipient's mailbox, so the address counts as verified. An address that already has a
 * password signs in instead (`auth.customer_email_registered`).
 */
export async function claimWithNewAccount(
  deps: AppDeps,
  accountId: number,
  input: { token: string; firstName: string; lastName: string; password: string },
): Promise<{ ticketCount: number; customerId: number }> {
  await requireTransfers(deps.db, accountId);
  const passwordHash = await hashPassword(input.password);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const transfer = await transferByTokenHash(tx, accountId, hashToken(input.token), true);
    if (!transfer) throw new AppError('purchase.transfer_not_found');
    if (transfer.state !== 'initiated') throw new AppError('purchase.transfer_not_pending');
    const existing = await customerByEmail(tx, accountId, transfer.recipientEmail);
    if (existing?.passwordHash) throw new AppError('auth.customer_email_registered', 'email');
    const names = { firstName: input.firstName, lastName: input.lastName };
    let customer = existing;
    if (!customer) {
      customer = await insertCustomer(tx, accountId, { ...names, email: transfer.recipientEmail }, now);
      await customerChanged(tx, accountId, customer.id, 'created', now);
    }
    await updateCustomer(tx, accountId, customer.id, { ...names, passwordHash, emailVerifiedAt: now });
    const ticketCount = await claimTransferFor(tx, accountId, input.token, customer.id, now);
    return { ticketCount, customerId: customer.id };
  });
}
