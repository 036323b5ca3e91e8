import {
  addBestSeatsToBasket,
  addGaToBasket,
  addSeatsToBasket,
  getBasket,
  openBasket,
  removeBasketItem,
  setBasketItemPriceType,
  setBasketPromoCode,
} from '@tessera/contract';
import { implement } from '@/platform/http/implement';
import { addToBasket } from './basket-add';
import { basketInLocale, basketViewIn } from './basket-names';
import {
  changePriceType,
  openStaffBasket,
  removeFromBasket,
  sellerOf,
  setPromoCode,
  staffSeller,
} from './baskets.service';

/** Baskets at the box office: names in the seller's language (decisions/0041). */
export const basketsAdminRoutes = [
  implement(openBasket, async ({ deps, accountId, staff, body, locale }) => {
    const id = await openStaffBasket(deps.db, accountId, staff, body.channel, deps.now());
    return basketViewIn(deps.db, accountId, id, locale, deps.now());
  }),
  implement(getBasket, async ({ deps, accountId, params, locale }) =>
    basketViewIn(deps.db, accountId, params.basketId, locale, deps.now()),
  ),
  implement(addSeatsToBasket, async ({ deps, accountId, staff, params, body, locale }) => {
    const basket = await addToBasket(
      deps.db,
      accountId,
      params.basketId,
      await staffSeller(deps.db, staff),
      { kind: 'seats', ...body },
      deps.now(),
    );
    return basketInLocale(deps.db, accountId, locale, basket);
  }),
  implement(addBestSeatsToBasket, async ({ deps, accountId, staff, params, body, locale }) => {
    const basket = await addToBasket(
      deps.db,
      accountId,
      params.basketId,
      await staffSeller(deps.db, staff),
      { kind: 'best', ...body },
      deps.now(),
    );
    return basketInLocale(deps.db, accountId, locale, basket);
  }),
  implement(addGaToBasket, async ({ deps, accountId, staff, params, body, locale }) => {
    const basket = await addToBasket(
      deps.db,
      accountId,
      params.basketId,
      await staffSeller(deps.db, staff),
      { kind: 'ga', ...body },
      deps.now(),
    );
    return basketInLocale(deps.db, accountId, locale, basket);
  }),
  implement(setBasketItemPriceType, async ({ deps, accountId, params, body, locale }) => {
    await changePriceType(deps.db, accountId, params.basketId, params.itemId, body.priceTypeId, deps.now());
    return basketViewIn(deps.db, accountId, params.basketId, locale, deps.now());
  }),
  implement(removeBasketItem, async ({ deps, accountId, staff, params, locale }) => {
    await removeFromBasket(deps.db, accountId, params.basketId, params.itemId, sellerOf(staff), deps.now());
    return basketViewIn(deps.db, accountId, params.basketId, locale, deps.now());
  }),
  implement(setBasketPromoCode, async ({ deps, accountId, staff, params, body, locale }) => {
    await setPromoCode(
      deps.db,
      accountId,
      params.basketId,
      body.code,
      deps.now(),
      await staffSeller(deps.db, staff),
    );
    return basketViewIn(deps.db, accountId, params.basketId, locale, deps.now());
  }),
];
