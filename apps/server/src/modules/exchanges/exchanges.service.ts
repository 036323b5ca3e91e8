import type { exchangeOrderTickets, quoteOrderExchange } from '@tessera/contract';
import {
  type ExchangeQuote,
  exchangeFeeOf,
  exchangeProblem,
  exchangeQuote,
  type PaymentType,
} from '@tessera/domain';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import type { SoldFee } from '@/db/schema';
import type { PricedBasketView } from '@/modules/baskets/basket-pricing.rules';
import {
  pricedFrom,
  requireBasketOnSale,
  requireSellerChannel,
  type Seller,
} from '@/modules/baskets/baskets.service';
import { basketItems, basketRow, type ItemRow, updateBasket } from '@/modules/baskets/baskets.store';
import { redeem } from '@/modules/gift-certificates/gift-certificates.service';
import { convertBasket, voidGaPlaces, voidSeats } from '@/modules/inventory/reservations.store';
import { captureAfterCommit } from '@/modules/orders/checkout.service';
import { checkPayments } from '@/modules/orders/checkout-checks.service';
import { recordOrderActivity } from '@/modules/orders/order-activity.store';
import { queueRefund } from '@/modules/orders/order-refunds.service';
import { insertRefund, markPaymentRefunded } from '@/modules/orders/order-refunds.store';
import { chooseRefunds, refundablePayments } from '@/modules/orders/order-voids.service';
import { insertPayments, insertTickets, type NewTicket, orderRow } from '@/modules/orders/orders.store';
import {
  authorizeSalePayments,
  paymentRowsOf,
  voidAuthorizations,
} from '@/modules/orders/sale-payments.service';
import { namesOfSale, ticketsOf } from '@/modules/orders/sale-tickets.service';
import { accountMoney, minimumPayment } from '@/modules/payment-settings/payment-options.store';
import { checkConfiguredPayments } from '@/modules/payment-settings/payment-rules.service';
import type { Authorization } from '@/modules/payments/payment-processor.port';
import { type CardMerchant, cardMerchantForEvents } from '@/modules/payments/processors.service';
import { AppError } from '@/platform/http/app-error';
import type { Jobs } from '@/platform/jobs/jobs';
import { requireExchangePolicy } from './exchange-policy.service';
import {
  addToOrderTotals,
  exchangeOfBasket,
  gaReservationsWithoutLiveTickets,
  holdOf,
  insertExchange,
  newTicketIds,
  type OldTicketRow,
  paymentLast4s,
  ticketsToExchange,
  voidExchangedTickets,
} from './exchanges.store';

type QuoteInput = z.output<typeof quoteOrderExchange.body>;
export type ExchangeInput = z.output<typeof exchangeOrderTickets.body>;

/** The exchange fee as a charge on the new ticket, named in the languages the web shows. */
const exchangeFeeCharge = (amount: number): SoldFee => ({
  feeId: 0,
  name: 'Exchange fee',
  nameTranslations: { 'es-ES': 'Gastos de cambio', fr: 'Frais d’échange' },
  amount,
  added: true,
});

interface Snapshot {
  old: OldTicketRow[];
  items: ItemRow[];
  /** The basket priced now, with its events' sale contexts. */
  sale: Awaited<ReturnType<typeof pricedFrom>>;
  priced: PricedBasketView;
  newTickets: NewTicket[];
  quote: ExchangeQuote;
}

/**
 * Reads the tickets given back and the basket's new tickets, priced now, and checks the
 * exchange rules (domain `exchangeProblem`). The new tickets each carry the exchange fee of the
 * ticket given back in their place.
 */
async function snapshot(
  db: Db,
  accountId: number,
  orderId: number,
  input: QuoteInput,
  basket: NonNullable<Awaited<ReturnType<typeof basketRow>>>,
  by: 'staff' | 'self',
  now: Date,
): Promise<Snapshot> {
  const ids = [...new Set(input.ticketIds)];
  const old = await ticketsToExchange(db, accountId, orderId, ids);
  if (old.length !== ids.length) throw new AppError('admin.order_ticket_not_found', 'ticketIds');
  if (old.some((t) => t.pendingTransfer))
    throw new AppError('purchase.transfer_ticket_not_live', 'ticketIds');
  const items = await basketItems(db, accountId, basket.id);
  if (items.length === 0) throw new AppError('purchase.basket_empty', 'basketId');
  const sale = await pricedFrom(db, accountId, basket, items, now);
  const { priced } = sale;
  if (priced.products.length > 0) throw new AppError('common.validation_failed', 'basketId');
  const oldSeats = new Set(old.flatMap((t) => (t.eventSeatId === null ? [] : [t.eventSeatId])));
  if (items.some((i) => i.event_seat_id !== null && oldSeats.has(Number(i.event_seat_id)))) {
    throw new AppError('purchase.exchange_ticket_in_basket', 'basketId');
  }
  const names = await namesOfSale(db, accountId, priced);
  const sold = ticketsOf(priced, names);
  const problem = exchangeProblem({ old, newTotals: sold.map((t) => t.total), by, now });
  if (problem) {
    const { code, ...details } = problem;
    throw new AppError(code, 'ticketIds', details);
  }
  const newTickets = sold.map((t, i) => {
    const fee = exchangeFeeOf(old[i]!);
    return fee > 0 ? { ...t, fees: [...t.fees, exchangeFeeCharge(fee)], total: t.total + fee } : t;
  });
  return {
    old,
    items,
    sale,
    priced,
    newTickets,
    quote: exchangeQuote(
      old,
      sold.map((t) => t.total),
    ),
  };
}

async function openBasket(db: Db, accountId: number, basketId: string, now: Date, lock = false) {
  const basket = await basketRow(db, accountId, basketId, lock);
  if (!basket) throw new AppError('purchase.basket_not_found', 'basketId');
  if (basket.status !== 'open') throw new AppError('purchase.basket_closed', 'basketId');
  if (basket.expires_at && new Date(basket.expires_at).getTime() <= now.getTime()) {
    throw new AppError('purchase.reservation_expired', 'basketId');
  }
  return basket;
}

/** What the exchange comes to, and what the order's payments could give back. */
export async function quoteExchange(
  db: Db,
  accountId: number,
  orderId: number,
  input: QuoteInput,
  now: Date,
) {
  const order = await orderRow(db, accountId, orderId);
  if (!order) throw new AppError('purchase.order_not_found');
  const basket = await openBasket(db, accountId, input.basketId, now);
  const { quote } = await snapshot(db, accountId, orderId, input, basket, 'staff', now);
  const paid = await refundablePayments(db, accountId, orderId);
  const last4 = await paymentLast4s(db, accountId, orderId);
  const payments = paid.map((p) => ({
    id: p.id,
    type: p.type,
    last4: last4.find((x) => Number(x.id) === p.id)?.last4 ?? null,
    refundable: p.amount - p.refunded,
  }));
  return { ...quote, refundable: payments.reduce((a, p) => a + p.refundable, 0), payments };
}

/** Payment types a back-office exchange takes for the difference, as a sale does. */
const exchangePaymentTypes: readonly PaymentType[] = [
  'Cash',
  'Check',
  'Custom',
  'Manual',
  'CreditCard',
  'GiftCertificate',
];

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
  const first = await snapshot(db, accountId, orderId, input, basket, 'staff', now);
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
      if (!exchangePaymentTypes.includes(p.type)) {
        throw new AppError('purchase.payment_type_not_allowed', `payments.${index}.type`);
      }
    });
    checkPayments(
      difference,
      { payments },
      await minimumPayment(db, accountId),
      await accountMoney(db, accountId),
    );
  } else if (input.payments.length > 0) {
    throw new AppError('purchase.payment_total_mismatch', 'payments', { applied: 0, total: 0 });
  }
  const labels = await checkConfiguredPayments(db, accountId, payments, now);
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
        'staff',
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
        await voidSeats(tx, accountId, orderId, seatIds, destination, now, seller.userId);
      const gaIds = [...new Set(old.flatMap((t) => (t.gaReservationId === null ? [] : [t.gaReservationId])))];
      const gaDone = await gaReservationsWithoutLiveTickets(tx, accountId, orderId, gaIds);
      if (gaDone.length > 0) await voidGaPlaces(tx, accountId, orderId, gaDone, now, seller.userId);

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
      await insertPayments(
        tx,
        accountId,
        orderId,
        paymentRowsOf(payments, { total: difference, authorizations, labels, cards }),
        now,
      );
      for (const refund of refunds) {
        const payment = paid.find((p) => p.id === refund.paymentId)!;
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
      }
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
          actor: 'staff',
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
          actor: 'staff',
          details: {
            from: old.map((t) => t.seatKey),
            to: newTickets.map((t) => t.seatKey),
            returnTo: destination.status,
            ...quote,
            payments: payments.map((p) => ({ type: p.type, amount: p.amount })),
            refunds: refunds.map((r) => ({ paymentId: r.paymentId, amount: r.amount })),
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
