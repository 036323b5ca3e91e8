import {
  addBestSeatsToBasket,
  addGaToBasket,
  addProductToBasket,
  addSeatsToBasket,
  getBasket,
  getBasketCustomer,
  openBasket,
  removeBasketItem,
  removeBasketProduct,
  setBasketCustomer,
  setBasketItemPriceType,
  setBasketProductQuantity,
  setBasketPromoCode,
} from '@tessera/contract';
import { implement } from '@/platform/http/implement';
import { addToBasket } from './basket-add.service';
import { changePriceType, openStaffBasket, removeFromBasket, setPromoCode } from './basket-changes.service';
import { basketCustomer, setBasketCustomer as setCustomerOf } from './basket-customer.service';
import { basketInLocale, basketViewIn } from './basket-names.service';
import { addProduct, changeProductQuantity, removeProduct } from './basket-products.service';
import { sellerOf, staffSeller } from './sellers.service';

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
  implement(addProductToBasket, async ({ deps, accountId, staff, params, body, locale }) => {
    await addProduct(deps.db, accountId, params.basketId, body, deps.now(), {
      viaApiKey: staff.apiKeyId !== null,
    });
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
  implement(getBasketCustomer, ({ deps, accountId, params }) =>
    basketCustomer(deps.db, accountId, params.basketId),
  ),
  implement(setBasketCustomer, ({ deps, accountId, params, body }) =>
    setCustomerOf(deps.db, accountId, params.basketId, body.customerId, deps.now()),
  ),
];
