import { randomUUID } from 'node:crypto';
import type { Basket, Order, shopCheckoutBody } from '@tessera/contract';
import { webSaleState } from '@tessera/domain';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import { requireAccount } from '@/modules/accounts/accounts.service';
import { addToBasket } from '@/modules/baskets/basket-add';
import { type Seller, viewBasket } from '@/modules/baskets/baskets.service';
import { insertBasket, updateBasket } from '@/modules/baskets/baskets.store';
import { checkout } from '@/modules/orders/checkout.service';
import { orderDetail, orderIdByKey } from '@/modules/orders/orders.store';
import { AppError } from '@/platform/http/app-error';
import type { Mailer } from '@/platform/mail/mailer';
import { browserBasketId, markBrowserBasket, orderBoughtBy, seriesEvent } from './shop.store';

/** A shop buyer sells to themselves on Web; a signed-in customer will add their id here later. */
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

const isLapsed = (basket: Basket, now: Date) =>
  basket.expiresAt !== null && new Date(basket.expiresAt).getTime() <= now.getTime();

/** The browser's open basket id; refuses when there is none. */
export async function requireBasketId(db: Db, accountId: number, secretHash: string | null): Promise<string> {
  const id = secretHash ? await browserBasketId(db, accountId, secretHash) : null;
  if (!id) throw new AppError('purchase.basket_not_found');
  return id;
}

type Addition = Parameters<typeof addToBasket>[4];

/**
 * Adds to this browser's basket (starting one on Web when it has none) after checking the
 * event is on sale on the Web channel now. Prices are never taken from the browser.
 */
export async function addToShopBasket(
  db: Db,
  accountId: number,
  secretHash: string,
  request: Addition,
  now: Date,
): Promise<Basket> {
  const event = await seriesEvent(db, accountId, request.eventId, now);
  if (!event) throw new AppError('common.not_found', 'eventId');
  const state = webSaleState(now, {
    active: event.active,
    startsAt: new Date(event.starts_at),
    webOnSaleAt: event.web_on_sale_at ? new Date(event.web_on_sale_at) : null,
    webOffSaleAt: event.web_off_sale_at ? new Date(event.web_off_sale_at) : null,
    adminOffSaleAt: event.admin_off_sale_at ? new Date(event.admin_off_sale_at) : null,
  });
  if (state !== 'on_sale') throw new AppError('purchase.event_not_on_sale', 'eventId');
  let basketId = await browserBasketId(db, accountId, secretHash);
  if (basketId && isLapsed(await viewBasket(db, accountId, basketId, now), now)) {
    // Its seats went back on sale when its time ran out (the inventory sweeper frees them).
    await updateBasket(db, accountId, basketId, { status: 'abandoned' }, now);
    basketId = null;
  }
  if (!basketId) {
    basketId = randomUUID();
    await insertBasket(db, accountId, { id: basketId, channel: 'Web', userId: null, now });
    await markBrowserBasket(db, accountId, basketId, secretHash);
  }
  return addToBasket(db, accountId, basketId, shopSeller, request, now);
}

export type ShopCheckoutInput = z.output<typeof shopCheckoutBody>;

/**
 * Guest checkout of this browser's basket with one card payment of the basket's total, through
 * the shared idempotent checkout. A retry with the same key answers the same order.
 */
export async function checkoutShopBasket(
  db: Db,
  accountId: number,
  secretHash: string | null,
  input: ShopCheckoutInput,
  now: Date,
  mailer?: Mailer,
): Promise<Order> {
  if (!secretHash) throw new AppError('purchase.basket_not_found');
  const done = await orderIdByKey(db, accountId, input.idempotencyKey);
  if (done) {
    if (!(await orderBoughtBy(db, accountId, done.id, secretHash))) {
      throw new AppError('purchase.idempotency_key_reused');
    }
    return requireShopOrder(db, accountId, done.id, secretHash);
  }
  const account = await requireAccount(db, accountId);
  if (account.requireTermsOfService && !input.termsAccepted) {
    throw new AppError('purchase.terms_not_accepted', 'termsAccepted');
  }
  const basketId = await requireBasketId(db, accountId, secretHash);
  const basket = await viewBasket(db, accountId, basketId, now);
  const orderId = await checkout(
    db,
    accountId,
    basketId,
    {
      idempotencyKey: input.idempotencyKey,
      buyer: input.buyer,
      payments: [{ type: 'CreditCard', amount: basket.total, card: input.card }],
      // The account's default delivery method; a delivery step will choose one here.
      deliveryMethodId: null,
      deliveryAddress: null,
    },
    shopSeller,
    now,
    mailer,
  );
  return requireShopOrder(db, accountId, orderId, secretHash);
}

/** An order this browser bought; any other order is "not found". */
export async function requireShopOrder(
  db: Db,
  accountId: number,
  orderId: number,
  secretHash: string | null,
): Promise<Order> {
  const order =
    secretHash && (await orderBoughtBy(db, accountId, orderId, secretHash))
      ? await orderDetail(db, accountId, orderId)
      : null;
  if (!order) throw new AppError('purchase.order_not_found');
  return order;
}
