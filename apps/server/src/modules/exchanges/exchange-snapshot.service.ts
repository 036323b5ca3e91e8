import type { quoteOrderExchange } from '@tessera/contract';
import { type ExchangeQuote, exchangeFeeOf, exchangeProblem, exchangeQuote } from '@tessera/domain';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import type { SoldFee } from '@/db/schema';
import type { PricedBasketView } from '@/modules/baskets/basket-pricing.rules';
import { pricedFrom } from '@/modules/baskets/baskets.service';
import { basketItems, basketRow, type ItemRow } from '@/modules/baskets/baskets.store';
import { refundablePayments } from '@/modules/orders/order-voids.service';
import { type NewTicket, orderRow } from '@/modules/orders/orders.store';
import { namesOfSale, ticketsOf } from '@/modules/orders/sale-tickets.service';
import { AppError } from '@/platform/http/app-error';
import { type OldTicketRow, paymentLast4s, ticketsToExchange } from './exchanges.store';

type QuoteInput = z.output<typeof quoteOrderExchange.body>;

/**
 * Who exchanges: staff at the box office, or a signed-in customer in the shop, who may give
 * back only tickets they hold (anything else is "not found") and only while self-exchange is
 * open (domain `exchangeProblem`).
 */
export type ExchangeBy = { by: 'staff' } | { by: 'self'; customerId: number };
export const byStaff: ExchangeBy = { by: 'staff' };

/** The exchange fee as a charge on the new ticket, named in the languages the web shows. */
const exchangeFeeCharge = (amount: number): SoldFee => ({
  feeId: 0,
  name: 'Exchange fee',
  nameTranslations: { 'es-ES': 'Gastos de cambio', fr: 'Frais d’échange' },
  amount,
  added: true,
});

export interface Snapshot {
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
export async function snapshot(
  db: Db,
  accountId: number,
  orderId: number,
  input: QuoteInput,
  basket: NonNullable<Awaited<ReturnType<typeof basketRow>>>,
  who: ExchangeBy,
  now: Date,
): Promise<Snapshot> {
  const ids = [...new Set(input.ticketIds)];
  const old = await ticketsToExchange(db, accountId, orderId, ids);
  if (who.by === 'self') {
    // A customer's own tickets only: another's is not found, like the order it is on.
    if (old.length !== ids.length || old.some((t) => t.holderCustomerId !== who.customerId)) {
      throw new AppError('purchase.ticket_not_found', 'ticketIds');
    }
  }
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
  const problem = exchangeProblem({ old, newTotals: sold.map((t) => t.total), by: who.by, now });
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

export async function openBasket(db: Db, accountId: number, basketId: string, now: Date, lock = false) {
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
  who: ExchangeBy = byStaff,
) {
  const order = await orderRow(db, accountId, orderId);
  if (!order) throw new AppError('purchase.order_not_found');
  const basket = await openBasket(db, accountId, input.basketId, now);
  const { quote } = await snapshot(db, accountId, orderId, input, basket, who, now);
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
