import {
  addShopBestSeats,
  addShopGa,
  addShopSeats,
  checkoutShopBasket,
  getShopBasket,
  getShopEventSeats,
  getShopOrder,
  getShopSeries,
  listShopSeries,
  removeShopBasketItem,
  setShopBasketItemPriceType,
  setShopBasketPromoCode,
} from '@tessera/contract';
import { changePriceType, removeFromBasket, setPromoCode } from '@/modules/baskets/baskets.service';
import { implement } from '@/platform/http/implement';
import {
  addToShopBasket,
  checkoutShopBasket as checkout,
  currentBasket,
  requireBasketId,
  requireShopOrder,
  shopSeller,
} from './shop-basket.service';
import { browserSecretHash, ensureBrowserSecret } from './shop-basket-cookie';
import { listSeries, seriesOf, shopSeatsOf } from './shop-series.service';

export const shopBuyRoutes = [
  implement(listShopSeries, ({ deps, accountId }) => listSeries(deps.db, accountId, deps.now())),
  implement(getShopSeries, ({ deps, accountId, params }) =>
    seriesOf(deps.db, accountId, params.seriesId, deps.now()),
  ),
  implement(getShopEventSeats, ({ deps, accountId, params, query }) =>
    shopSeatsOf(deps.db, accountId, params.eventId, query.since, deps.now()),
  ),
  implement(getShopBasket, async ({ deps, accountId, request }) => ({
    basket: await currentBasket(deps.db, accountId, browserSecretHash(request), deps.now()),
  })),
  implement(addShopSeats, async ({ deps, accountId, request, reply, body }) => ({
    basket: await addToShopBasket(
      deps.db,
      accountId,
      ensureBrowserSecret(request, reply, deps),
      { kind: 'seats', ...body },
      deps.now(),
    ),
  })),
  implement(addShopBestSeats, async ({ deps, accountId, request, reply, body }) => ({
    basket: await addToShopBasket(
      deps.db,
      accountId,
      ensureBrowserSecret(request, reply, deps),
      { kind: 'best', ...body },
      deps.now(),
    ),
  })),
  implement(addShopGa, async ({ deps, accountId, request, reply, body }) => ({
    basket: await addToShopBasket(
      deps.db,
      accountId,
      ensureBrowserSecret(request, reply, deps),
      { kind: 'ga', ...body },
      deps.now(),
    ),
  })),
  implement(setShopBasketItemPriceType, async ({ deps, accountId, request, params, body }) => {
    const hash = browserSecretHash(request);
    const basketId = await requireBasketId(deps.db, accountId, hash);
    await changePriceType(deps.db, accountId, basketId, params.itemId, body.priceTypeId, deps.now());
    return { basket: await currentBasket(deps.db, accountId, hash, deps.now()) };
  }),
  implement(removeShopBasketItem, async ({ deps, accountId, request, params }) => {
    const hash = browserSecretHash(request);
    const basketId = await requireBasketId(deps.db, accountId, hash);
    await removeFromBasket(deps.db, accountId, basketId, params.itemId, shopSeller, deps.now());
    return { basket: await currentBasket(deps.db, accountId, hash, deps.now()) };
  }),
  implement(setShopBasketPromoCode, async ({ deps, accountId, request, body }) => {
    const hash = browserSecretHash(request);
    const basketId = await requireBasketId(deps.db, accountId, hash);
    await setPromoCode(deps.db, accountId, basketId, body.code, deps.now());
    return { basket: await currentBasket(deps.db, accountId, hash, deps.now()) };
  }),
  implement(checkoutShopBasket, ({ deps, accountId, request, body }) =>
    checkout(deps.db, accountId, browserSecretHash(request), body, deps.now(), deps.mailer),
  ),
  implement(getShopOrder, ({ deps, accountId, request, params }) =>
    requireShopOrder(deps.db, accountId, params.orderId, browserSecretHash(request)),
  ),
];
