import type { exchangeOrderTickets } from '@tessera/contract';
import type { PaymentType } from '@tessera/domain';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import { requireBasketOnSale } from '@/modules/baskets/baskets.service';
import { updateBasket } from '@/modules/baskets/baskets.store';
import { requireSellerChannel, type Seller } from '@/modules/baskets/sellers.service';
import {
  checkAccountCreditLines,
  creditBackAccountCredit,
  creditRefundOnAccount,
  requireOrderCustomer,
  spendAccountCreditLines,
} from '@/modules/customer-credit/customer-credit.service';
import { issueGiftCertificate, redeem } from '@/modules/gift-certificates/gift-certificates.service';
import { convertBasket, voidGaPlaces, voidSeats } from '@/modules/inventory/reservations.store';
import { checkPayments, ticketSalePaymentTypes } from '@/modules/orders/checkout-checks.service';
import { recordOrderActivity } from '@/modules/orders/order-activity.store';
import { queueRefund } from '@/modules/orders/order-refunds.service';
import { insertRefund, markPaymentRefunded } from '@/modules/orders/order-refunds.store';
import { chooseRefunds, refundablePayments } from '@/modules/orders/order-voids.service';
import { insertPayments, insertTickets, type NewTicket, orderRow } from '@/modules/orders/orders.store';
import {
  authorizeSalePayments,
  captureAfterCommit,
  paymentRowsOf,
  voidAuthorizations,
} from '@/modules/orders/sale-payments.service';
import { partnerOfAccount } from '@/modules/partners/partners.store';
import { accountMoney, minimumPayment } from '@/modules/payment-settings/payment-options.store';
import { checkConfiguredPayments } from '@/modules/payment-settings/payment-rules.service';
import type { Authorization } from '@/modules/payments/payment-processor.port';
import { type CardMerchant, cardMerchantForEvents } from '@/modules/payments/processors.service';
import { AppError } from '@/platform/http/app-error';
import type { Jobs } from '@/platform/jobs/jobs';
import { requireExchangePolicy } from './exchange-policy.service';
import { byStaff, type ExchangeBy, openBasket, snapshot } from './exchange-snapshot.service';
import {
  addToOrderTotals,
  exchangeOfBasket,
  gaReservationsWithoutLiveTickets,
  holdOf,
  insertExchange,
  newTicketIds,
  setTicketHolder,
  voidExchangedTickets,
} from './exchanges.store';

export type ExchangeInput = z.output<typeof exchangeOrderTickets.body>;

/** Payment types a back-office exchange takes for the difference, as a sale does. */
const exchangePaymentTypes: readonly PaymentType[] = [
  'Cash',
  'Check',
  'Custom',
  'Manual',
  'CreditCard',
  'GiftCertificate',
  'AccountCredit',
];

/**
 * The difference refunded as a gift certificate for the amount, in the buyer's name, issued with
 * the gift-certificates module's code inside the exchange's transaction and tied to its refund.
 */
function refundCertificate(
  tx: Db,
  accountId: number,
  order: { id: number | string; buyer: { firstName: string; lastName: string; email: string } },
  amount: number,
  refundId: number,
  userId: number | null,
  now: Date,
) {
  return issueGiftCertificate(tx, accountId, {
    amount,
    buyerCustomerId: null,
    buyerName: `${order.buyer.firstName} ${order.buyer.lastName}`.trim(),
    buyerEmail: order.buyer.email,
    recipientName: '',
    recipientEmail: '',
    expiresAt: null,
    paymentType: 'Refund',
    paymentReference: `Order ${order.id}`,
    soldByUserId: userId,
    issuedForRefundId: refundId,
    now,
  });
}

/** A customer pays the difference of their own exchange by card, as the shop's checkout does. */
const selfPaymentTypes: readonly PaymentType[] = ['CreditCard'];

/**
 * Exchanges tickets of an order for a basket's (spec "Exchanges and refunds"). A difference to
 * pay is authorized by card first, outside any lock; then one transaction locks the order and
 * the basket, prices again, voids the old tickets (their seats back to open or the chosen hold
 * through the inventory module), sells the basket's seats on the same order with new tickets,
 * records the payments or the refunds of the difference and the exchange. Two staff exchanging
 * the same ticket: the order's lock lets one through, the other finds it voided. A new seat
 * lost to a buyer fails the conversion and the whole exchange rolls back. Card captures follow
 * the commit; card refunds run as jobs (decisions/0040).
 */
export async function exchangeTickets(
  db: Db,
  jobs: Jobs,
  accountId: number,
  orderId: number,
  input: ExchangeInput,
  seller: Seller,
  now: Date,
  who: ExchangeBy = byStaff,
): Promise<void> {
  const done = await exchangeOfBasket(db, accountId, input.basketId);
  if (done !== null) {
    if (done !== orderId) throw new AppError('purchase.basket_closed', 'basketId');
    return;
  }
  const order = await orderRow(db, accountId, orderId);
  if (!order) throw new AppError('purchase.order_not_found');
  const basket = await openBasket(db, accountId, input.basketId, now);
  requireSellerChannel(seller, basket.channel);
  const first = await snapshot(db, accountId, orderId, input, basket, who, now);
  await requireExchangePolicy(db, accountId, seller, basket, first, input);
  // The new seats are a sale: their events on sale through the basket's channel now.
  await requireBasketOnSale(db, accountId, first.sale, seller, now);
  const difference = first.quote.difference;
  if (difference !== input.difference) {
    throw new AppError('purchase.exchange_difference_changed', 'difference', {
      difference: (await accountMoney(db, accountId))(difference),
    });
  }
  const payments = difference > 0 ? input.payments : [];
  if (difference > 0) {
    payments.forEach((p, index) => {
      if (!(who.by === 'self' ? selfPaymentTypes : exchangePaymentTypes).includes(p.type)) {
        throw new AppError('purchase.payment_type_not_allowed', `payments.${index}.type`);
      }
    });
    checkPayments(
      difference,
      { payments },
      await minimumPayment(db, accountId),
      await accountMoney(db, accountId),
      ticketSalePaymentTypes,
    );
    if (payments.some((p) => p.type === 'AccountCredit')) {
      const customerId = await requireOrderCustomer(db, accountId, orderId, 'payments');
      await checkAccountCreditLines(db, accountId, customerId, payments);
    }
  } else if (input.payments.length > 0) {
    throw new AppError('purchase.payment_total_mismatch', 'payments', { applied: 0, total: 0 });
  }
  // On account: the order's customer's account credit (decisions/0087); a guest order has none.
  if (difference < 0 && input.refundTo === 'onAccount') {
    await requireOrderCustomer(db, accountId, orderId, 'refundTo');
  }
  // The difference is paid on the order: a payment method that needs a partner takes the order's.
  const partner = order.partner_id === null ? null : await partnerOfAccount(db, accountId, order.partner_id);
  const labels = await checkConfiguredPayments(db, accountId, payments, now, partner ?? null);
  const cards: CardMerchant | null = payments.some((p) => p.type === 'CreditCard')
    ? await cardMerchantForEvents({ db, now: () => now }, accountId, [
        ...new Set(first.priced.lines.map((l) => l.item.event_id)),
      ])
    : null;
  let authorizations: (Authorization | null)[] = [];
  let committed = false;
  try {
    authorizations = await authorizeSalePayments(cards, payments, {
      idempotencyKey: input.idempotencyKey,
      basketId: input.basketId,
    });
    await db.transaction(async (tx) => {
      const locked = await orderRow(tx, accountId, orderId, true);
      if (!locked) throw new AppError('purchase.order_not_found');
      const lockedBasket = await openBasket(tx, accountId, input.basketId, now, true);
      const { old, priced, newTickets, quote } = await snapshot(
        tx,
        accountId,
        orderId,
        input,
        lockedBasket,
        who,
        now,
      );
      if (quote.difference !== difference) {
        throw new AppError('purchase.exchange_difference_changed', 'difference', {
          difference: (await accountMoney(tx, accountId))(quote.difference),
        });
      }
      const destination =
        input.returnTo === 'open' ? ({ status: 'open' } as const) : await holdOf(tx, accountId, input.holdId);
      const paid = await refundablePayments(tx, accountId, orderId);
      const refunds = difference < 0 ? chooseRefunds(-difference, input.refunds, paid) : [];

      // The old tickets first: a ticket another exchange or void took meanwhile stops here.
      const oldIds = old.map((t) => t.id);
      if ((await voidExchangedTickets(tx, accountId, orderId, oldIds, now)) !== oldIds.length) {
        throw new AppError('purchase.exchange_ticket_voided', 'ticketIds');
      }
      const seatIds = old.flatMap((t) => (t.eventSeatId === null ? [] : [t.eventSeatId]));
      if (seatIds.length > 0)
        await voidSeats(tx, accountId, orderId, seatIds, destination, now, seller.userId, 'exchange');
      const gaIds = [...new Set(old.flatMap((t) => (t.gaReservationId === null ? [] : [t.gaReservationId])))];
      const gaDone = await gaReservationsWithoutLiveTickets(tx, accountId, orderId, gaIds);
      if (gaDone.length > 0)
        await voidGaPlaces(tx, accountId, orderId, gaDone, now, seller.userId, 'exchange');

      // Then the new seats onto this order: a seat a buyer got first fails here, and all rolls back.
      await convertBasket(
        tx,
        accountId,
        input.basketId,
        orderId,
        'sold',
        {
          seatIds: priced.lines.flatMap((l) => (l.item.event_seat_id ? [Number(l.item.event_seat_id)] : [])),
          gaReservationIds: priced.lines.flatMap((l) =>
            l.item.ga_reservation_id ? [Number(l.item.ga_reservation_id)] : [],
          ),
        },
        now,
        seller.userId,
      );
      await insertTickets(tx, accountId, orderId, newTickets, now);
      const sum = (f: (t: NewTicket) => number) => newTickets.reduce((a, t) => a + f(t), 0);
      await addToOrderTotals(tx, accountId, orderId, {
        faceValue: sum((t) => t.faceValue),
        fees: sum((t) => t.fees.reduce((a, c) => a + (c.added ? c.amount : 0), 0)),
        discount: sum((t) => t.discount),
        total: sum((t) => t.total),
      });
      const newIds = await newTicketIds(
        tx,
        accountId,
        orderId,
        newTickets.map((t) => t.barcode),
      );
      // Tickets transferred to the customer exchanging them: the new ones are theirs too.
      if (who.by === 'self' && old.some((t) => t.transferredIn)) {
        await setTicketHolder(tx, accountId, orderId, newIds, who.customerId);
      }

      for (const [index, p] of payments.entries()) {
        if (p.type === 'GiftCertificate' && p.giftCertificateNumber) {
          await redeem(
            tx,
            accountId,
            orderId,
            p.giftCertificateNumber.trim(),
            p.amount,
            now,
            `payments.${index}.giftCertificateNumber`,
          );
        }
      }
      const paymentIds = await insertPayments(
        tx,
        accountId,
        orderId,
        paymentRowsOf(payments, { total: difference, authorizations, labels, cards }),
        now,
      );
      await spendAccountCreditLines(
        tx,
        accountId,
        payments.some((p) => p.type === 'AccountCredit')
          ? await requireOrderCustomer(tx, accountId, orderId, 'payments')
          : null,
        payments,
        { orderId, paymentIds, userId: seller.userId, now },
      );
      // As a gift certificate or on account: the refunds record where the money came from, none
      // goes back to the payments.
      const asCertificate = input.refundTo === 'giftCertificate' && refunds.length > 0;
      const onAccount = input.refundTo === 'onAccount' && refunds.length > 0;
      const customerId = onAccount ? await requireOrderCustomer(tx, accountId, orderId, 'refundTo') : null;
      const refundIds: number[] = [];
      for (const refund of refunds) {
        const payment = paid.find((p) => p.id === refund.paymentId)!;
        if (asCertificate || onAccount) {
          refundIds.push(
            await insertRefund(
              tx,
              accountId,
              {
                orderId,
                paymentId: refund.paymentId,
                amount: refund.amount,
                userId: seller.userId,
                state: 'succeeded',
              },
              now,
            ),
          );
          if (customerId !== null) {
            await creditRefundOnAccount(
              tx,
              accountId,
              {
                customerId,
                amount: refund.amount,
                orderId,
                refundId: refundIds.at(-1)!,
                userId: seller.userId,
                actor: who.by === 'self' ? 'customer' : 'staff',
              },
              now,
            );
          }
          continue;
        }
        const card = payment.type === 'CreditCard' && payment.providerId !== null;
        const refundId = await insertRefund(
          tx,
          accountId,
          {
            orderId,
            paymentId: refund.paymentId,
            amount: refund.amount,
            userId: seller.userId,
            state: card ? 'requested' : 'succeeded',
          },
          now,
        );
        if (card) await queueRefund(tx, jobs, accountId, refundId);
        else if (payment.refunded + refund.amount === payment.amount)
          await markPaymentRefunded(tx, refund.paymentId);
        // Account credit given back to its payment goes back onto the customer's account.
        if (payment.type === 'AccountCredit') {
          await creditBackAccountCredit(tx, accountId, orderId, refundId, refund.amount, seller.userId, now);
        }
      }
      const certificate = asCertificate
        ? await refundCertificate(tx, accountId, locked, -difference, refundIds[0]!, seller.userId, now)
        : null;
      await updateBasket(tx, accountId, input.basketId, { status: 'checked_out' }, now);
      await insertExchange(
        tx,
        accountId,
        {
          orderId,
          basketId: input.basketId,
          ...quote,
          oldTicketIds: oldIds,
          newTicketIds: newIds,
          userId: seller.userId,
          actor: who.by === 'self' ? 'customer' : 'staff',
        },
        now,
      );
      await recordOrderActivity(
        tx,
        accountId,
        orderId,
        {
          kind: 'tickets.exchanged',
          userId: seller.userId,
          actor: who.by === 'self' ? 'customer' : 'staff',
          details: {
            from: old.map((t) => t.seatKey),
            to: newTickets.map((t) => t.seatKey),
            returnTo: destination.status,
            ...quote,
            payments: payments.map((p) => ({ type: p.type, amount: p.amount })),
            refunds: refunds.map((r) => ({ paymentId: r.paymentId, amount: r.amount })),
            refundTo: input.refundTo,
            giftCertificateNumber: certificate?.number ?? null,
          },
        },
        now,
      );
    });
    committed = true;
  } catch (error) {
    if (!committed && cards) {
      await voidAuthorizations(cards, authorizations);
    }
    throw error;
  }
  await captureAfterCommit(db, accountId, cards, authorizations);
}
