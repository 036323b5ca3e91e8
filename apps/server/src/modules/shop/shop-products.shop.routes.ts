import {
  addShopProduct,
  getShopEventProducts,
  removeShopProduct,
  setShopProductQuantity,
} from '@tessera/contract';
import { basketInLocale, localizeProductOffers } from '@/modules/baskets/basket-names.service';
import {
  addProduct,
  changeProductQuantity,
  productOffersOf,
  removeProduct,
} from '@/modules/baskets/basket-products.service';
import { venueNamesNow } from '@/modules/pricing/venue-names.service';
import { admittedBy } from '@/modules/waiting-room/waiting-room.http';
import { authenticateCustomer } from '@/platform/auth/customer-session';
import { AppError } from '@/platform/http/app-error';
import { implement } from '@/platform/http/implement';
import { seriesEvent } from './shop.store';
import { currentBasket, requireWebOnSale, shopBasketFor } from './shop-basket.service';
import { changeBrowserBasket } from './shop-basket-change.service';
import { ensureBrowserSecret } from './shop-basket-cookie.http';

/** Products sold with tickets in the shop: an event's add-ons and this browser's product lines. */
export const shopProductsRoutes = [
  implement(getShopEventProducts, async ({ deps, accountId, locale, params }) => {
    const event = await seriesEvent(deps.db, accountId, params.eventId, deps.now());
    if (!event?.active) throw new AppError('common.not_found');
    return localizeProductOffers(
      await productOffersOf(deps.db, accountId, params.eventId),
      await venueNamesNow(deps.db, accountId, locale),
    );
  }),
  implement(addShopProduct, async ({ deps, accountId, locale, request, reply, body }) => {
    await requireWebOnSale(
      deps.db,
      accountId,
      body.eventId,
      deps.now(),
      admittedBy(request, deps.config.serverSecret, accountId, deps.now()),
    );
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
];
