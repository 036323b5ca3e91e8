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
];
