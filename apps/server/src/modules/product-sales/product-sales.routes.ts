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
import { AppError } from '@/platform/http/app-error';
import { implement } from '@/platform/http/implement';

const notYet = (): never => {
  throw new AppError('common.not_found');
};

/** Products sold with tickets: offers, basket lines and voiding product items. */
export const productSalesRoutes = [
  implement(getSellProducts, notYet),
  implement(addProductToBasket, notYet),
  implement(setBasketProductQuantity, notYet),
  implement(removeBasketProduct, notYet),
  implement(getShopEventProducts, notYet),
  implement(addShopProduct, notYet),
  implement(setShopProductQuantity, notYet),
  implement(removeShopProduct, notYet),
  implement(voidOrderProducts, notYet),
];
