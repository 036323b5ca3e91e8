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
import { basketCustomer, setBasketCustomer as setCustomerOf } from './basket-customer.service';
import { addProduct, changeProductQuantity, removeProduct } from './basket-products.service';
import {
  changePriceType,
  openStaffBasket,
  removeFromBasket,
  sellerOf,
  setPromoCode,
  staffSeller,
  viewBasket,
} from './baskets.service';

export const basketsAdminRoutes = [
  implement(openBasket, async ({ deps, accountId, staff, body }) => {
    const id = await openStaffBasket(deps.db, accountId, staff, body.channel, deps.now());
    return viewBasket(deps.db, accountId, id, deps.now());
  }),
  implement(getBasket, ({ deps, accountId, params }) =>
    viewBasket(deps.db, accountId, params.basketId, deps.now()),
  ),
  implement(addSeatsToBasket, async ({ deps, accountId, staff, params, body }) => {
    return addToBasket(
      deps.db,
      accountId,
      params.basketId,
      await staffSeller(deps.db, staff),
      { kind: 'seats', ...body },
      deps.now(),
    );
  }),
  implement(addBestSeatsToBasket, async ({ deps, accountId, staff, params, body }) => {
    return addToBasket(
      deps.db,
      accountId,
      params.basketId,
      await staffSeller(deps.db, staff),
      { kind: 'best', ...body },
      deps.now(),
    );
  }),
  implement(addGaToBasket, async ({ deps, accountId, staff, params, body }) => {
    return addToBasket(
      deps.db,
      accountId,
      params.basketId,
      await staffSeller(deps.db, staff),
      { kind: 'ga', ...body },
      deps.now(),
    );
  }),
  implement(setBasketItemPriceType, async ({ deps, accountId, params, body }) => {
    await changePriceType(deps.db, accountId, params.basketId, params.itemId, body.priceTypeId, deps.now());
    return viewBasket(deps.db, accountId, params.basketId, deps.now());
  }),
  implement(removeBasketItem, async ({ deps, accountId, staff, params }) => {
    await removeFromBasket(deps.db, accountId, params.basketId, params.itemId, sellerOf(staff), deps.now());
    return viewBasket(deps.db, accountId, params.basketId, deps.now());
  }),
  implement(setBasketPromoCode, async ({ deps, accountId, staff, params, body }) => {
    await setPromoCode(
      deps.db,
      accountId,
      params.basketId,
      body.code,
      deps.now(),
      await staffSeller(deps.db, staff),
    );
    return viewBasket(deps.db, accountId, params.basketId, deps.now());
  }),
  implement(addProductToBasket, async ({ deps, accountId, params, body }) => {
    await addProduct(deps.db, accountId, params.basketId, body, deps.now());
    return viewBasket(deps.db, accountId, params.basketId, deps.now());
  }),
  implement(setBasketProductQuantity, async ({ deps, accountId, params, body }) => {
    await changeProductQuantity(
      deps.db,
      accountId,
      params.basketId,
      params.itemId,
      body.quantity,
      deps.now(),
    );
    return viewBasket(deps.db, accountId, params.basketId, deps.now());
  }),
  implement(removeBasketProduct, async ({ deps, accountId, params }) => {
    await removeProduct(deps.db, accountId, params.basketId, params.itemId, deps.now());
    return viewBasket(deps.db, accountId, params.basketId, deps.now());
  }),
  implement(getBasketCustomer, ({ deps, accountId, params }) =>
    basketCustomer(deps.db, accountId, params.basketId),
  ),
  implement(setBasketCustomer, ({ deps, accountId, params, body }) =>
    setCustomerOf(deps.db, accountId, params.basketId, body.customerId, deps.now()),
  ),
];
