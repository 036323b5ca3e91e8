import type { Basket } from '@tessera/contract';
import { ticketLimitProblem } from '@tessera/domain';
import type { Db } from '@/db/client';
import { offeredMethods, offeredOut } from '@/modules/delivery-plans/delivery-plans.service';
import type { DeliveryFacts } from '@/modules/delivery-plans/delivery-plans.store';
import { type EventSaleContext, findPromotion, loadEventContexts } from '@/modules/events/sale-context.store';
import { requireOnSale, saleChannels } from '@/modules/events/sale-timing.service';
import { sellersUsingRetailPrice } from '@/modules/user-groups/group-policy.service';
import { AppError } from '@/platform/http/app-error';
import { bundleLinesOf } from './basket-bundles.store';
import { packageLinesOf } from './basket-packages.store';
import { basketOutput, priceBasketItems, withProducts } from './basket-pricing.rules';
import { basketProductRows } from './basket-products.store';
import {
  type BasketRow,
  basketGroupDiscount,
  basketItems,
  basketRow,
  type ItemRow,
  orderIdOfBasket,
  retailPricesOf,
} from './baskets.store';
import { renewalDeadlineByEvent, requireRenewalOnSale } from './renewal-on-sale.service';
import type { Seller } from './sellers.service';

async function orderIdOf(db: Db, accountId: number, basketId: string): Promise<number | null> {
  return orderIdOfBasket(db, accountId, basketId);
}

/** A basket with its lines and promotion, priced by the pricing engine. */
export async function pricedBasket(db: Db, accountId: number, basketId: string, now: Date) {
  const basket = await basketRow(db, accountId, basketId);
  if (!basket) throw new AppError('purchase.basket_not_found');
  return pricedFrom(db, accountId, basket, await basketItems(db, accountId, basketId), now);
}

/**
 * Prices a basket row and lines already read; the sale contexts given are used as they are
 * (those of other events are loaded).
 */
export async function pricedFrom(
  db: Db,
  accountId: number,
  basket: BasketRow,
  items: ItemRow[],
  now: Date,
  known: readonly EventSaleContext[] = [],
  /** False when the caller knows the basket holds no product line: no read for them. */
  mayHaveProducts = true,
) {
  const contexts = new Map(known.map((c) => [c.id, c]));
  const missing = items.map((i) => i.event_id).filter((id) => !contexts.has(id));
  if (missing.length)
    for (const [id, c] of await loadEventContexts(db, accountId, missing)) contexts.set(id, c);
  const found = basket.promo_code ? await findPromotion(db, accountId, basket.promo_code) : null;
  // An archived promotion takes nothing off; a sale with its code is refused (decisions/0056).
  const promotion = found && !found.archived ? found : null;
  const products = mayHaveProducts ? await basketProductRows(db, accountId, basket.id) : [];
  const priceable = await atRetailPriceIfRuled(db, accountId, basket, items);
  // A group's basket is priced at the group's discount (decisions/0057).
  const groupDiscount =
    basket.channel !== 'GroupSales'
      ? 0
      : (basket.group_discount_bp ?? (await basketGroupDiscount(db, accountId, basket.id)));
  return {
    basket,
    items,
    promotion,
    /** The basket's code is an archived promotion's: checking out is refused until it is removed. */
    promotionArchived: found?.archived === true,
    /** The sale context of each event with a ticket line. */
    contexts,
    priced: withProducts(priceBasketItems(priceable, contexts, promotion, now, groupDiscount), products),
  };
}

/**
 * Refuses a basket with a ticket or product of an event that cannot be sold through the
 * basket's channel now (its dates, the cutoff, the admin off-sale, the periods): a sale
 * completes only while each of its events is on sale (decisions/0048).
 */
export async function requireBasketOnSale(
  db: Db,
  accountId: number,
  { basket, items, contexts, priced }: Awaited<ReturnType<typeof pricedFrom>>,
  seller: Seller,
  now: Date,
): Promise<void> {
  const eventIds = [
    ...new Set([...items.map((i) => i.event_id), ...priced.products.map((p) => p.row.event_id)]),
  ];
  const missing = eventIds.filter((id) => !contexts.has(id));
  const all = missing.length
    ? new Map([...contexts, ...(await loadEventContexts(db, accountId, missing))])
    : contexts;
  const channels = saleChannels(basket.channel, seller);
  // Renewals sell before the on-sale date until their deadline (decisions/0111).
  const renewing = await renewalDeadlineByEvent(db, accountId, basket.id, items, priced.products);
  for (const id of eventIds) {
    const context = all.get(id);
    const deadline = renewing.get(id);
    if (context && deadline) requireRenewalOnSale(context.timing, channels, deadline, now, 'basketId');
    else if (context) requireOnSale(context.timing, channels, now, 'basketId');
  }
}

/** The basket as the buyer sees it, every line priced by the pricing engine. */
export async function viewBasket(db: Db, accountId: number, basketId: string, now: Date): Promise<Basket> {
  return viewOf(db, accountId, await pricedBasket(db, accountId, basketId, now), now);
}

/**
 * An outlet sale by a seller whose user group uses the retail price for outlet sales (spec §3
 * display rules): lines are priced from their price level's retail price, where it has one.
 */
async function atRetailPriceIfRuled(
  db: Db,
  accountId: number,
  basket: BasketRow,
  items: ItemRow[],
): Promise<ItemRow[]> {
  if (basket.channel !== 'Outlet' || basket.user_id === null || items.length === 0) return items;
  if ((await sellersUsingRetailPrice(db, accountId, [basket.user_id])).size === 0) return items;
  const levels = [...new Set(items.flatMap((i) => (i.price_level_id ? [i.price_level_id] : [])))];
  const retail = await retailPricesOf(db, accountId, levels);
  return items.map((i) =>
    i.price_level_id !== null && retail.has(i.price_level_id)
      ? { ...i, default_price: retail.get(i.price_level_id)! }
      : i,
  );
}

/** The buyer's view of a priced basket: its lines, totals and the delivery methods offered. */
export async function viewOf(
  db: Db,
  accountId: number,
  { basket, items, promotion, priced }: Awaited<ReturnType<typeof pricedFrom>>,
  now: Date,
  /** Delivery facts of events the caller has already read: not read again. */
  knownDelivery: readonly DeliveryFacts[] = [],
): Promise<Basket> {
  const delivery =
    basket.status === 'open'
      ? (
          await offeredMethods(
            db,
            accountId,
            items.map((i) => i.event_id),
            now,
            knownDelivery,
          )
        ).offered.map(offeredOut)
      : [];
  return basketOutput(
    basket,
    priced,
    basket.status === 'checked_out' ? await orderIdOf(db, accountId, basket.id) : null,
    promotion?.promotion.id ?? null,
    delivery,
    items.some((i) => i.package_line_id !== null) ? await packageLinesOf(db, accountId, basket.id) : [],
    items.some((i) => i.bundle_line_id != null) || priced.products.some((p) => p.row.bundle_line_id !== null)
      ? await bundleLinesOf(db, accountId, basket.id)
      : [],
  );
}

/** The promotion the basket's promo code stands for, if any. */
export async function basketPromotionId(
  tx: Db,
  accountId: number,
  basket: BasketRow,
): Promise<number | null> {
  if (!basket.promo_code) return null;
  const found = await findPromotion(tx, accountId, basket.promo_code);
  return found && !found.archived ? found.promotion.id : null;
}

/** The event's ticket limits against what the basket already holds of it plus `quantity`. */
export function checkTicketLimits(
  items: readonly { event_id: number; quantity: number }[],
  context: EventSaleContext,
  quantity: number,
): void {
  const inBasket = items.filter((i) => i.event_id === context.id).reduce((s, i) => s + i.quantity, 0);
  const problem = ticketLimitProblem(context.limits, quantity, inBasket);
  if (problem) {
    const code =
      problem.reason === 'per_request'
        ? 'purchase.ticket_limit_per_request'
        : problem.reason === 'per_order'
          ? 'purchase.ticket_limit_per_order'
          : 'purchase.ticket_limit_aggregate';
    throw new AppError(code, undefined, { limit: problem.limit });
  }
}

export type Addition =
  | { kind: 'seats'; seatIds: number[]; acknowledgedAlertIds: number[] }
  | { kind: 'best'; quantity: number; priceLevelIds: number[]; maxPrice: number | null }
  | { kind: 'ga'; areaId: number; quantity: number };
