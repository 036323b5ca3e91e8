import { getShopMapViewImage } from '@tessera/contract';
import { AppError } from '@/platform/http/app-error';
import { implement } from '@/platform/http/implement';
import { viewImageData } from './map-view-images.store';

/** The shop's "view from seat" images; an image never changes, so it may be cached long. */
export const mapsShopRoutes = [
  implement(getShopMapViewImage, async ({ deps, accountId, params, reply }) => {
    const image = await viewImageData(deps.db, accountId, params.viewImageId);
    if (!image) throw new AppError('common.not_found');
    reply.type(image.contentType).header('cache-control', 'public, max-age=86400, immutable');
    return new Uint8Array(image.data);
  }),
];
