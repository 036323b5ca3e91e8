import {
  deleteProductImage,
  getShopProductImage,
  listProductImages,
  uploadProductImage,
  validateImages,
} from '@tessera/contract';
import { AppError } from '@/platform/http/app-error';
import { implement } from '@/platform/http/implement';
import {
  clearProductImage,
  listProducts,
  setProductImage,
  validateStoredImages,
} from './image-tools.service';
import { productImageData } from './image-tools.store';

/** Tools → update product image and validate images; the shop's product image. */
export const imageToolsRoutes = [
  implement(listProductImages, ({ deps, accountId }) => listProducts(deps.db, accountId)),
  implement(uploadProductImage, ({ deps, accountId, params, body }) =>
    setProductImage(deps.db, accountId, params.productId, body.dataBase64, deps.now()),
  ),
  implement(deleteProductImage, ({ deps, accountId, params }) =>
    clearProductImage(deps.db, accountId, params.productId),
  ),
  implement(validateImages, ({ deps, accountId }) => validateStoredImages(deps.db, accountId)),
  implement(getShopProductImage, async ({ deps, accountId, params, reply }) => {
    const image = await productImageData(deps.db, accountId, params.productId);
    if (!image) throw new AppError('common.not_found');
    reply.type(image.content_type).header('cache-control', 'public, max-age=300');
    return new Uint8Array(image.data);
  }),
];
