import { randomUUID } from 'node:crypto';
import type { Basket } from '@tessera/contract';
import {
  apiPromoCodeFor,
  checkPromotion,
  type SalesChannel,
  type StaffSalesChannel,
  salePolicyProblem,
  ticketLimitProblem,
} from '@tessera/domain';
import type { Db } from '@/db/client';
import { offeredMethods, offeredOut } from '@/modules/delivery-plans/delivery-plans.service';
import type { DeliveryFacts } from '@/modules/delivery-plans/delivery-plans.store';
import {
  type EventSaleContext,
  findPromotion,
  loadEventContexts,
  priceTypesFor,
} from '@/modules/events/sale-context.store';
import { requireOnSale, saleChannels } from '@/modules/events/sale-timing.service';
import { releaseBasket } from '@/modules/inventory/reservations.store';
import { sellersUsingRetailPrice } from '@/modules/user-groups/group-policy.service';
import type { StaffPrincipal } from '@/platform/auth/principal';
import { AppError } from '@/platform/http/app-error';
import { removeBundle } from './basket-bundle-removal.service';
import { bundleLinesOf } from './basket-bundles.store';
import { deletePackageLine, packageLinesOf } from './basket-packages.store';
import { basketOutput, priceBasketItems, unitFaceValue, withProducts } from './basket-pricing.rules';
import { followParty } from './basket-products.service';
import { basketProductRows } from './basket-products.store';
import {
  type BasketRow,
  basketGroupDiscount,
  basketItems,
  basketRow,
  deleteItem,
  type ItemRow,
  insertBasket,
  orderIdOfBasket,
  retailPricesOf,
  setItemPriceType,
  updateBasket,
} from './baskets.store';
import { renewalDeadlineByEvent, requireRenewalOnSale } from './renewal-on-sale.service';
import { requireSellerChannel, type Seller, sellerChannels, staffSeller } from './sellers.service';

export async function openStaffBasket(
  db: Db,
  accountId: number,
  staff: StaffPrincipal,
  channel: StaffSalesChannel,
  now: Date,
): Promise<string> {
  if (!(await sellerChannels(db, accountId, staff)).includes(channel)) {
    throw new AppError('purchase.channel_not_allowed', 'channel');
  }
  const id = randomUUID();
  await insertBasket(db, accountId, { id, channel, userId: staff.userId, now });
  // A sale through an API key starts with the group's default API promo code (spec §3).
  const seller = await staffSeller(db, staff);
  const code = apiPromoCodeFor(seller.policy!, { viaApiKey: seller.viaApiKey === true, given: null });
  if (code) {
    // A default the group cannot use (unknown, expired, not in its list) is left off; a
    // required promo code is still asked at checkout.
    await setPromoCode(db, accountId, id, code, now, seller).catch((error: unknown) => {
      if (!(error instanceof AppError)) throw error;
    });
  }
  return id;
}

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

/**
 * Locks an open basket for a change. A basket whose reservations have lapsed is emptied and
 * refused: the buyer starts over (spec §4).
 */
async function lockOpenBasket(tx: Db, accountId: number, basketId: string, now: Date): Promise<BasketRow> {
  const basket = await basketRow(tx, accountId, basketId, true);
  if (!basket) throw new AppError('purchase.basket_not_found');
  if (basket.status !== 'open') throw new AppError('purchase.basket_closed');
  if (basket.expires_at && new Date(basket.expires_at).getTime() <= now.getTime()) {
    throw new AppError('purchase.reservation_expired');
  }
  return basket;
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

async function lockedItem(tx: Db, accountId: number, basketId: string, itemId: number, now: Date) {
  const basket = await lockOpenBasket(tx, accountId, basketId, now);
  const item = (await basketItems(tx, accountId, basketId)).find((i) => i.id === itemId);
  if (!item) throw new AppError('common.not_found');
  return { basket, item };
}

/** Removes a line and gives its seat or places back; an emptied basket stops its timer. */
export async function removeFromBasket(
  db: Db,
  accountId: number,
  basketId: string,
  itemId: number,
  seller: Seller,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { item } = await lockedItem(tx, accountId, basketId, itemId, now);
    if (item.bundle_line_id != null) {
      // A template package's or event plan's part goes with the whole of it (decisions/0112).
      await removeBundle(tx, accountId, basketId, item.bundle_line_id, seller, now);
    } else if (item.package_line_id !== null) {
      // A season package's part goes with the whole package: every event's seat (decisions/0086).
      const parts = (await basketItems(tx, accountId, basketId)).filter(
        (i) => i.package_line_id === item.package_line_id,
      );
      await releaseBasket(tx, accountId, basketId, now, {
        seatIds: parts.map((p) => p.event_seat_id!),
        userId: seller.userId,
        reason: 'removedFromBasket',
      });
      await deletePackageLine(tx, accountId, basketId, item.package_line_id);
    } else {
      await releaseBasket(tx, accountId, basketId, now, {
        ...(item.kind === 'seat'
          ? { seatIds: [item.event_seat_id!] }
          : { gaReservationIds: [item.ga_reservation_id!] }),
        userId: seller.userId,
        reason: 'removedFromBasket',
      });
      await deleteItem(tx, accountId, basketId, itemId);
    }
    const left = await basketItems(tx, accountId, basketId);
    // Full-party add-ons follow the tickets left (and go with the event's last ticket).
    await followParty(tx, accountId, basketId, left);
    if (left.length === 0) {
      // Anything still reserved without a line (an add cut off between its take and its
      // lines) goes back too, before the timer stops (it runs on while products stay).
      await releaseBasket(tx, accountId, basketId, now, { userId: seller.userId, reason: 'basketEmptied' });
      if ((await basketProductRows(tx, accountId, basketId)).length === 0) {
        await updateBasket(tx, accountId, basketId, { expiresAt: null }, now);
      }
    }
  });
}

export async function changePriceType(
  db: Db,
  accountId: number,
  basketId: string,
  itemId: number,
  priceTypeId: number | null,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { basket, item } = await lockedItem(tx, accountId, basketId, itemId, now);
    // A package's parts are priced by the package's price type (decisions/0086).
    if (item.package_line_id !== null) throw new AppError('purchase.season_package_part');
    if (item.bundle_line_id != null) throw new AppError('purchase.bundle_part');
    const context = (await loadEventContexts(tx, accountId, [item.event_id])).get(item.event_id)!;
    if (
      priceTypeId !== null &&
      !priceTypesFor(
        context,
        basket.channel as SalesChannel,
        await basketPromotionId(tx, accountId, basket),
      ).some((t) => t.id === priceTypeId)
    ) {
      throw new AppError('purchase.price_type_not_available', 'priceTypeId');
    }
    await setItemPriceType(tx, accountId, basketId, itemId, priceTypeId);
    unitFaceValue({ ...item, price_type_id: priceTypeId }, context);
  });
}

/** Applies a promo code (checked now against its dates and tags) or removes it. */
export async function setPromoCode(
  db: Db,
  accountId: number,
  basketId: string,
  asked: string | null,
  now: Date,
  /** A staff seller: their group's promo code list applies, and through an API key its default code. */
  seller?: Seller,
): Promise<void> {
  const code = seller?.policy
    ? apiPromoCodeFor(seller.policy, { viaApiKey: seller.viaApiKey === true, given: asked })
    : asked;
  await db.transaction(async (tx) => {
    const basket = await lockOpenBasket(tx, accountId, basketId, now);
    if (seller) requireSellerChannel(seller, basket.channel);
    let promotionId: number | null = null;
    if (code !== null) {
      const found = await findPromotion(tx, accountId, code);
      if (!found) throw new AppError('purchase.promotion_invalid', 'code');
      if (found.archived) throw new AppError('purchase.promotion_archived', 'code');
      const refused =
        seller?.policy &&
        salePolicyProblem(seller.policy, {
          promoCode: { code, promotionId: found.promotion.id, promotionCode: found.promotion.code },
        });
      if (refused) throw new AppError(refused.code, 'code');
      const check = checkPromotion(found.promotion, { now, customerTags: [], eventStartsAt: now });
      // Event rules are checked per event when the basket is priced.
      if (
        !check.ok &&
        !(check.code === 'purchase.promotion_invalid' && found.promotion.eventRules.length > 0)
      ) {
        throw new AppError(check.code, 'code');
      }
      promotionId = found.promotion.id;
    }
    // Lines on a price type that only the current code opens keep the basket on that code.
    const items = await basketItems(tx, accountId, basketId);
    const contexts = await loadEventContexts(
      tx,
      accountId,
      items.map((i) => i.event_id),
    );
    const stranded = items.some((item) => {
      const context = contexts.get(item.event_id);
      return (
        item.price_type_id !== null &&
        context !== undefined &&
        !priceTypesFor(context, basket.channel as SalesChannel, promotionId).some(
          (t) => t.id === item.price_type_id,
        )
      );
    });
    if (stranded) throw new AppError('purchase.promo_code_in_use', 'code');
    await updateBasket(tx, accountId, basketId, { promoCode: code }, now);
  });
}
