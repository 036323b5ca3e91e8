import { randomUUID } from 'node:crypto';
import type { Basket } from '@tessera/contract';
import { type ShopSeatChoice, saleModeRefusal } from '@tessera/domain';
import type { Db } from '@/db/client';
import { addToBasket } from '@/modules/baskets/basket-add.service';
import { releaseBasketProducts } from '@/modules/baskets/basket-products.store';
import { viewBasket } from '@/modules/baskets/baskets.service';
import { insertBasket, updateBasket } from '@/modules/baskets/baskets.store';
import type { Seller } from '@/modules/baskets/sellers.service';
import { requireOnSale, saleTimingOf } from '@/modules/events/sale-timing.service';
import { AppError } from '@/platform/http/app-error';
import {
  type BrowserBasket,
  browserBasket,
  browserBasketId,
  setBrowserBasketCustomer,
  webSaleAndBrowserBasket,
  webSaleFields,
} from './shop.store';

/**
 * A shop buyer sells to themselves on Web: no staff member, no user group. Who the buyer is
 * (a signed-in customer or a guest) is the basket's `customer_id`, not the seller.
 */
export const shopSeller: Seller = { userId: null, userGroupId: null };

/** The open basket of this browser; null when it has none. */
export async function currentBasket(
  db: Db,
  accountId: number,
  secretHash: string | null,
  now: Date,
): Promise<Basket | null> {
  if (!secretHash) return null;
  const id = await browserBasketId(db, accountId, secretHash);
  if (!id) return null;
  const basket = await viewBasket(db, accountId, id, now);
  // A basket whose time ran out is over: the buyer starts again with an empty one.
  return isLapsed(basket, now) ? null : basket;
}

const lapsed = (expiresAt: Date | string | null, now: Date) =>
  expiresAt !== null && new Date(expiresAt).getTime() <= now.getTime();
const isLapsed = (basket: Basket, now: Date) => lapsed(basket.expiresAt, now);

/** The browser's open basket id; refuses when there is none. */
export async function requireBasketId(db: Db, accountId: number, secretHash: string | null): Promise<string> {
  const id = secretHash ? await browserBasketId(db, accountId, secretHash) : null;
  if (!id) throw new AppError('purchase.basket_not_found');
  return id;
}

type Addition = Parameters<typeof addToBasket>[4];

/** Who is buying: the browser (its basket cookie's hash) and the signed-in customer, if any. */
export interface ShopBuyerIdentity {
  secretHash: string;
  /** From a customer session of the host's account; null for a guest. */
  customerId: number | null;
}

/**
 * Whether this browser holds a valid admission token of the event's waiting room
 * (`admissionCheck` of the waiting-room module, decisions/0055).
 */
export type Admitted = (eventId: number) => boolean;

/**
 * Refuses an event that is not on sale on the Web channel now, or, in heavy on-sale mode, to a
 * browser its waiting room has not let in.
 */
export async function requireWebOnSale(
  db: Db,
  accountId: number,
  eventId: number,
  now: Date,
  admitted: Admitted,
  /** How the buyer is choosing seats, refused when the event's sale mode does not offer it. */
  choice?: ShopSeatChoice,
): Promise<void> {
  // The sale fields alone: an add never needs the places left counted.
  refuseUnlessOnSale(await webSaleFields(db, accountId, eventId), eventId, now, admitted, choice);
}

function refuseUnlessOnSale(
  event: Awaited<ReturnType<typeof webSaleFields>>,
  eventId: number,
  now: Date,
  admitted: Admitted,
  choice: ShopSeatChoice | undefined,
): void {
  if (!event) throw new AppError('common.not_found', 'eventId');
  requireOnSale(saleTimingOf(event), ['Web'], now);
  // No admission token, no seat (decisions/0055).
  if (event.heavy_on_sale && !admitted(eventId))
    throw new AppError('purchase.waiting_room_required', 'eventId');
  // The event's sale mode says how shop buyers choose seats (decisions/0064).
  const refusal = choice ? saleModeRefusal(event.sale_mode, choice) : null;
  if (refusal) throw new AppError(refusal, 'eventId');
}

/** How an addition chooses seats: picked on the map or best available; none for GA places. */
const choiceOf = (request: Addition): ShopSeatChoice | undefined =>
  request.kind === 'seats' ? 'pick' : request.kind === 'best' ? 'best' : undefined;

/**
 * This browser's open basket to add to: a basket whose time ran out is abandoned (its product
 * stock released) and a new one started on Web; the signed-in customer is set on it.
 */
export async function shopBasketFor(
  db: Db,
  accountId: number,
  buyer: ShopBuyerIdentity,
  now: Date,
  /** The browser's basket when the caller has just read it (`webSaleAndBrowserBasket`). */
  known?: BrowserBasket | null,
): Promise<string> {
  const { secretHash, customerId } = buyer;
  const found = known !== undefined ? known : await browserBasket(db, accountId, secretHash);
  if (found && !lapsed(found.expires_at, now)) {
    // A signed-in customer's basket carries their id from the start (and after they sign in).
    if (found.customer_id !== customerId)
      await setBrowserBasketCustomer(db, accountId, secretHash, customerId, now);
    return found.id;
  }
  if (found) {
    // Its seats went back on sale when its time ran out (the inventory sweeper frees them).
    await updateBasket(db, accountId, found.id, { status: 'abandoned' }, now);
    await releaseBasketProducts(db, accountId, found.id);
  }
  const basketId = randomUUID();
  await insertBasket(db, accountId, {
    id: basketId,
    channel: 'Web',
    userId: null,
    now,
    browser: { secretHash, customerId },
  });
  // The browser's other open Web baskets, if any, in the customer's name too.
  if (customerId !== null) await setBrowserBasketCustomer(db, accountId, secretHash, customerId, now);
  return basketId;
}

/**
 * Adds to this browser's basket (starting one on Web when it has none) after checking the
 * event is on sale on the Web channel now (and, in heavy on-sale mode, that the browser was let
 * in). Prices are never taken from the browser.
 */
export async function addToShopBasket(
  db: Db,
  accountId: number,
  buyer: ShopBuyerIdentity,
  request: Addition,
  now: Date,
  admitted: Admitted,
  /** How the seats are chosen when the caller knows (seats of a best-available offer). */
  choice: ShopSeatChoice | undefined = choiceOf(request),
): Promise<Basket> {
  const facts = await webSaleAndBrowserBasket(db, accountId, request.eventId, buyer.secretHash);
  refuseUnlessOnSale(facts.event, request.eventId, now, admitted, choice);
  const basketId = await shopBasketFor(db, accountId, buyer, now, facts.basket);
  return addToBasket(db, accountId, basketId, shopSeller, request, now);
}
