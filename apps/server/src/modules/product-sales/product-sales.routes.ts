import {
  addProductToBasket,
  addShopProduct,
  getSellProducts,
  getShopEventProducts,
  removeBasketProduct,
  removeShopProduct,
  setBasketProductQuantity,
  setShopProductQuantity,
  voidOrderProducts,
} from '@tessera/contract';
import {
  basketInLocale,
  basketViewIn,
  localizeProductOffers,
  venueNamesNow,
} from '@/modules/baskets/basket-names';
import { voidOrderItems } from '@/modules/orders/order-voids.service';
import { requireOrder } from '@/modules/orders/orders.admin.routes';
import { reachOf } from '@/modules/sell/sell.service';
import { findReachableEvent } from '@/modules/sell/sell.store';
import { seriesEvent } from '@/modules/shop/shop.store';
import { currentBasket, requireWebOnSale, shopBasketFor } from '@/modules/shop/shop-basket.service';
import { changeBrowserBasket } from '@/modules/shop/shop-basket-change';
import { ensureBrowserSecret } from '@/modules/shop/shop-basket-cookie';
import { authenticateCustomer } from '@/platform/auth/customer-session';
import { AppError } from '@/platform/http/app-error';
import { implement } from '@/platform/http/implement';
import { addProduct, changeProductQuantity, productOffersOf, removeProduct } from './basket-products.service';

/** Products sold with tickets: offers, basket product lines and voiding product items. */
export const productSalesRoutes = [
  implement(getSellProducts, async ({ deps, accountId, staff, params, locale }) => {
    const reach = await reachOf(deps.db, staff);
    if (!(await findReachableEvent(deps.db, accountId, params.eventId, reach, deps.now()))) {
      throw new AppError('common.not_found');
    }
    return localizeProductOffers(
      await productOffersOf(deps.db, accountId, params.eventId),
      await venueNamesNow(deps.db, accountId, locale),
    );
  }),
  implement(addProductToBasket, async ({ deps, accountId, params, body, locale }) => {
    await addProduct(deps.db, accountId, params.basketId, body, deps.now());
    return basketViewIn(deps.db, accountId, params.basketId, locale, deps.now());
  }),
  implement(setBasketProductQuantity, async ({ deps, accountId, params, body, locale }) => {
    await changeProductQuantity(
      deps.db,
      accountId,
      params.basketId,
      params.itemId,
      body.quantity,
      deps.now(),
    );
    return basketViewIn(deps.db, accountId, params.basketId, locale, deps.now());
  }),
  implement(removeBasketProduct, async ({ deps, accountId, params, locale }) => {
    await removeProduct(deps.db, accountId, params.basketId, params.itemId, deps.now());
    return basketViewIn(deps.db, accountId, params.basketId, locale, deps.now());
  }),
  implement(getShopEventProducts, async ({ deps, accountId, locale, params }) => {
    const event = await seriesEvent(deps.db, accountId, params.eventId, deps.now());
    if (!event?.active) throw new AppError('common.not_found');
    return localizeProductOffers(
      await productOffersOf(deps.db, accountId, params.eventId),
      await venueNamesNow(deps.db, accountId, locale),
    );
  }),
  implement(addShopProduct, async ({ deps, accountId, locale, request, reply, body }) => {
    await requireWebOnSale(deps.db, accountId, body.eventId, deps.now());
    const buyer = {
      secretHash: ensureBrowserSecret(request, reply, deps),
      customerId: (await authenticateCustomer(request, deps, accountId))?.customerId ?? null,
    };
    const basketId = await shopBasketFor(deps.db, accountId, buyer, deps.now());
    await addProduct(deps.db, accountId, basketId, body, deps.now());
    return {
      basket: await basketInLocale(
        deps.db,
        accountId,
        locale,
        await currentBasket(deps.db, accountId, buyer.secretHash, deps.now()),
      ),
    };
  }),
  implement(setShopProductQuantity, (ctx) =>
    changeBrowserBasket(ctx, (basketId) =>
      changeProductQuantity(
        ctx.deps.db,
        ctx.accountId,
        basketId,
        ctx.params.itemId,
        ctx.body.quantity,
        ctx.deps.now(),
      ),
    ),
  ),
  implement(removeShopProduct, (ctx) =>
    changeBrowserBasket(ctx, (basketId) =>
      removeProduct(ctx.deps.db, ctx.accountId, basketId, ctx.params.itemId, ctx.deps.now()),
    ),
  ),
  implement(voidOrderProducts, async ({ deps, accountId, staff, params, body, locale }) => {
    await voidOrderItems(
      deps.db,
      deps.jobs,
      accountId,
      params.orderId,
      { ticketIds: [], productIds: body.productItemIds, returnTo: 'open', refunds: body.refunds },
      staff.userId,
      deps.now(),
    );
    return requireOrder(deps.db, accountId, params.orderId, locale);
  }),
];
