import {
  allocateRefund,
  orderStatusOf,
  type RefundablePayment,
  refundProblems,
  type VoidDestination,
  voidValue,
} from '@tessera/domain';
import type { Db } from '@/db/client';
import {
  creditBackAccountCredit,
  creditRefundOnAccount,
  requireOrderCustomer,
} from '@/modules/customer-credit/customer-credit.service';
import { voidGaPlaces, voidSeats } from '@/modules/inventory/reservations.store';
import { AppError } from '@/platform/http/app-error';
import type { Jobs } from '@/platform/jobs/jobs';
import { recordOrderActivity } from './order-activity.store';
import { bundlesOfVoid, recordBundlesVoided } from './order-bundles.service';
import { type ProductItemRow, productItemsForVoid, voidProductItems } from './order-products.store';
import { queueRefund } from './order-refunds.service';
import { insertRefund, markPaymentRefunded } from './order-refunds.store';
import {
  liveHoldId,
  orderTicketsForVoid,
  refundablePayments,
  setOrderStatus,
  type TicketForVoid,
  voidTicketRows,
} from './order-voids.store';
import { orderRow } from './orders.store';

export { refundablePayments };

export interface VoidRequest {
  /** The tickets to void; null voids every live ticket (cancel the order). */
  ticketIds: readonly number[] | null;
  /** The product items to void; null voids every live one (cancel), absent none. */
  productIds?: readonly number[] | null;
  returnTo: 'open' | 'hold';
  holdId?: number | undefined;
  refunds?: readonly { paymentId: number; amount: number }[] | undefined;
  /** On account: onto the order's customer's account credit instead of back to the payments. */
  refundTo?: 'original' | 'onAccount' | undefined;
  /** An order never paid (an invoice released unpaid, decisions/0109): nothing is refunded. */
  unpaid?: boolean;
}

/** The product items a void names (each live and on the order), or every live one (null). */
function chooseProducts(
  items: readonly ProductItemRow[],
  ids: readonly number[] | null | undefined,
): ProductItemRow[] {
  if (ids === undefined) return [];
  if (ids === null) return items.filter((p) => p.status !== 'voided');
  return [...new Set(ids)].map((id) => {
    const p = items.find((x) => x.id === id);
    if (!p) throw new AppError('admin.order_product_not_found', 'productItemIds');
    if (p.status === 'voided') throw new AppError('admin.order_product_already_voided', 'productItemIds');
    return p;
  });
}

async function destinationOf(tx: Db, accountId: number, request: VoidRequest): Promise<VoidDestination> {
  if (request.returnTo === 'open') return { status: 'open' };
  const holdId = request.holdId ? await liveHoldId(tx, accountId, request.holdId) : null;
  if (holdId === null) throw new AppError('admin.order_hold_not_found', 'holdId');
  return { status: 'hold', holdId };
}

export function chooseRefunds(
  owed: number,
  requested: readonly { paymentId: number; amount: number }[] | undefined,
  paid: readonly RefundablePayment[],
): { paymentId: number; amount: number }[] {
  if (requested) {
    const [problem] = refundProblems(owed, requested, paid);
    if (!problem) return requested.filter((r) => r.amount > 0);
    if (problem.reason === 'total_mismatch') {
      throw new AppError('admin.order_refund_total_mismatch', 'refunds', {
        applied: problem.applied,
        total: problem.total,
      });
    }
    if (problem.reason === 'unknown_payment') throw new AppError('common.validation_failed', 'refunds');
    throw new AppError('admin.order_refund_exceeds_paid', 'refunds', { refundable: problem.refundable });
  }
  const allocated = allocateRefund(owed, paid);
  if (!allocated) {
    const refundable = paid.reduce((a, p) => a + p.amount - p.refunded, 0);
    throw new AppError('admin.order_refund_exceeds_paid', 'refunds', { refundable });
  }
  return allocated;
}

/**
 * Voids tickets of an order (or all of them: cancel) and refunds their value to the original
 * payments, in one transaction that first locks the order, so two staff members voiding the
 * same ticket at once cannot both succeed. Seats go back to open or to the chosen hold through
 * the inventory module. Each refund is a record: an offline payment's is settled at once; a
 * card's is `requested` and carried out by a job through the payment port once this
 * transaction has committed, outside the order's lock (decisions/0040). Afterwards the books
 * balance: payments minus refunds (in any state) equal the live items.
 */
export async function voidOrderItems(
  db: Db,
  jobs: Jobs,
  accountId: number,
  orderId: number,
  request: VoidRequest,
  /** null: the system (the job queue) does it. */
  userId: number | null,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await orderRow(tx, accountId, orderId, true);
    if (!order) throw new AppError('purchase.order_not_found');
    const tickets = await orderTicketsForVoid(tx, accountId, orderId);
    const byId = new Map(tickets.map((t) => [Number(t.id), t]));
    let chosen: TicketForVoid[];
    if (request.ticketIds) {
      chosen = [...new Set(request.ticketIds)].map((id) => {
        const t = byId.get(id);
        if (!t) throw new AppError('admin.order_ticket_not_found', 'ticketIds');
        if (t.status === 'voided') throw new AppError('admin.order_ticket_already_voided', 'ticketIds');
        return t;
      });
      // A season package is voided as one: a ticket of it brings every live part (decisions/0086).
      const packages = new Set(
        chosen.flatMap((t) => (t.package_line_id === null ? [] : [String(t.package_line_id)])),
      );
      if (packages.size > 0) {
        const ids = new Set(chosen.map((t) => Number(t.id)));
        chosen.push(
          ...tickets.filter(
            (t) =>
              t.status !== 'voided' &&
              !ids.has(Number(t.id)) &&
              t.package_line_id !== null &&
              packages.has(String(t.package_line_id)),
          ),
        );
      }
    } else {
      chosen = tickets.filter((t) => t.status !== 'voided');
    }
    const productItems = await productItemsForVoid(tx, accountId, orderId);
    const chosenProducts = chooseProducts(productItems, request.productIds);
    if (chosen.length === 0 && chosenProducts.length === 0) {
      throw new AppError(
        request.ticketIds ? 'admin.order_nothing_to_void' : 'admin.order_ticket_already_voided',
        'ticketIds',
      );
    }
    const chosenIds = new Set(chosen.map((t) => Number(t.id)));
    const chosenProductIds = new Set(chosenProducts.map((p) => p.id));
    // Template packages and event plans go whole or not at all (decisions/0112).
    const bundles = bundlesOfVoid(tickets, productItems, {
      ticketIds: chosenIds,
      productIds: chosenProductIds,
    });
    const destination = await destinationOf(tx, accountId, request);
    const liveAfter = tickets.filter((t) => t.status !== 'voided' && !chosenIds.has(Number(t.id)));
    const liveProductsAfter = productItems.filter(
      (p) => p.status !== 'voided' && !chosenProductIds.has(p.id),
    );
    const orderCharges =
      order.total - tickets.reduce((a, t) => a + t.total, 0) - productItems.reduce((a, p) => a + p.total, 0);
    const owed = voidValue(
      [...chosen.map((t) => t.total), ...chosenProducts.map((p) => p.total)],
      liveAfter.length + liveProductsAfter.length,
      orderCharges,
    );
    const paid = await refundablePayments(tx, accountId, orderId);
    const refunds = request.unpaid
      ? []
      : owed > 0 || request.refunds
        ? chooseRefunds(owed, request.refunds, paid)
        : [];
    const onAccount = request.refundTo === 'onAccount';
    const customerId =
      onAccount && refunds.length > 0 ? await requireOrderCustomer(tx, accountId, orderId, 'refundTo') : null;

    const seatIds = chosen.flatMap((t) => (t.event_seat_id === null ? [] : [Number(t.event_seat_id)]));
    if (seatIds.length > 0) await voidSeats(tx, accountId, orderId, seatIds, destination, now, userId);
    // General admission: a reservation's places go back once none of its tickets stays live.
    const gaIds = [
      ...new Set(chosen.flatMap((t) => (t.ga_reservation_id === null ? [] : [Number(t.ga_reservation_id)]))),
    ];
    const gaDone = gaIds.filter((id) => !liveAfter.some((t) => Number(t.ga_reservation_id) === id));
    if (gaDone.length > 0) await voidGaPlaces(tx, accountId, orderId, gaDone, now, userId);

    const voided = await voidTicketRows(tx, accountId, orderId, [...chosenIds], now);
    if (voided !== chosen.length) throw new AppError('admin.order_ticket_already_voided', 'ticketIds');
    if ((await voidProductItems(tx, accountId, orderId, chosenProducts, now)) !== chosenProducts.length) {
      throw new AppError('admin.order_product_already_voided', 'productItemIds');
    }

    // On account nothing goes back to a card: the refund is settled by the credit.
    const byCard = (payment: (typeof paid)[number]) =>
      !onAccount && payment.type === 'CreditCard' && payment.providerId !== null;
    for (const refund of refunds) {
      const payment = paid.find((p) => p.id === refund.paymentId)!;
      const card = byCard(payment);
      const refundId = await insertRefund(
        tx,
        accountId,
        {
          orderId,
          paymentId: refund.paymentId,
          amount: refund.amount,
          userId,
          state: card ? 'requested' : 'succeeded',
        },
        now,
      );
      if (customerId !== null) {
        const credit = {
          customerId,
          amount: refund.amount,
          orderId,
          refundId,
          userId,
          actor: 'staff',
        } as const;
        await creditRefundOnAccount(tx, accountId, credit, now);
        continue;
      }
      if (card) await queueRefund(tx, jobs, accountId, refundId);
      else if (payment.refunded + refund.amount === payment.amount) {
        await markPaymentRefunded(tx, refund.paymentId);
      }
      // Account credit given back to its payment goes back onto the customer's account.
      if (payment.type === 'AccountCredit') {
        await creditBackAccountCredit(tx, accountId, orderId, refundId, refund.amount, userId, now);
      }
    }
    const status = orderStatusOf([
      ...tickets.map((t) => (chosenIds.has(Number(t.id)) ? 'voided' : t.status)),
      ...productItems.map((p) => (chosenProductIds.has(p.id) ? 'voided' : p.status)),
    ]);
    await setOrderStatus(tx, accountId, orderId, status);
    await recordOrderActivity(
      tx,
      accountId,
      orderId,
      {
        kind: !request.ticketIds ? 'order.cancelled' : chosen.length ? 'tickets.voided' : 'products.voided',
        userId,
        actor: userId === null ? 'system' : 'staff',
        details: {
          tickets: chosen.map((t) => t.seat_key),
          products: chosenProducts.map((p) => p.sku),
          returnTo: destination.status,
          holdId: destination.status === 'hold' ? destination.holdId : null,
          amount: owed,
        },
      },
      now,
    );
    const parts = [...chosen, ...chosenProducts];
    await recordBundlesVoided(tx, accountId, orderId, bundles, parts, userId, now);
    for (const refund of refunds) {
      const payment = paid.find((p) => p.id === refund.paymentId)!;
      await recordOrderActivity(
        tx,
        accountId,
        orderId,
        {
          kind: byCard(payment) ? 'payment.refund_requested' : 'payment.refunded',
          userId,
          actor: 'staff',
          details: {
            paymentId: refund.paymentId,
            type: payment.type,
            amount: refund.amount,
            ...(onAccount || payment.type === 'AccountCredit' ? { onAccount: true } : {}),
          },
        },
        now,
      );
    }
  });
}
