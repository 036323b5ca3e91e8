import {
  getSellMapViewImage,
  getSellProducts,
  getSellSeats,
  listSellableEvents,
  listSellChannels,
  streamSellSeats,
} from '@tessera/contract';
import { allowsItem, paymentTypes, posPaymentTypesFor } from '@tessera/domain';
import { localizeProductOffers, localizeSeatNames } from '@/modules/baskets/basket-names.service';
import { productOffersOf } from '@/modules/baskets/basket-products.service';
import { sellerChannels } from '@/modules/baskets/sellers.service';
import { viewImageData } from '@/modules/maps/map-view-images.store';
import { posPaymentTypesOf } from '@/modules/payment-settings/pos-settings.service';
import { venueNamesNow } from '@/modules/pricing/venue-names.service';
import { policyFor } from '@/modules/user-groups/group-policy.service';
import { AppError } from '@/platform/http/app-error';
import { implement } from '@/platform/http/implement';
import { reachOf, sellSeatsOf } from './sell.service';
import { findReachableEvent, pageSellableEvents } from './sell.store';

export const sellAdminRoutes = [
  // The box office's "view from seat" image: the account's own, for any seller (an image never changes).
  implement(getSellMapViewImage, async ({ deps, accountId, params, reply }) => {
    const image = await viewImageData(deps.db, accountId, params.viewImageId);
    if (!image) throw new AppError('common.not_found');
    reply.type(image.contentType).header('cache-control', 'private, max-age=86400, immutable');
    return new Uint8Array(image.data);
  }),
  implement(listSellableEvents, async ({ deps, accountId, staff, query }) =>
    pageSellableEvents(deps.db, accountId, {
      reach: await reachOf(deps.db, staff),
      search: query.search || undefined,
      seriesId: query.seriesId,
      page: query.page,
      pageSize: query.pageSize,
      now: deps.now(),
    }),
  ),
  implement(getSellSeats, async ({ deps, accountId, staff, params, query, locale }) =>
    localizeSeatNames(
      await sellSeatsOf(deps.db, accountId, staff, { eventId: params.eventId, ...query }, deps.now()),
      await venueNamesNow(deps.db, accountId, locale),
    ),
  ),
  // Live seat status (decisions/0058): the same read, pushed on every change.
  implement(streamSellSeats, async ({ deps, accountId, staff, params, query, locale, request, reply }) => {
    const names = await venueNamesNow(deps.db, accountId, locale);
    await deps.liveStreams.open(
      request,
      reply,
      {
        accountId,
        eventId: params.eventId,
        shareKey: `staff:${request.id}`,
        address: null,
        read: async (since) =>
          localizeSeatNames(
            await sellSeatsOf(
              deps.db,
              accountId,
              staff,
              { eventId: params.eventId, channel: query.channel, since },
              deps.now(),
            ),
            names,
          ),
      },
      query.since,
    );
    return '';
  }),
  implement(listSellChannels, async ({ deps, accountId, staff }) => {
    const policy = await policyFor(deps.db, staff);
    const pos = await posPaymentTypesOf(deps.db, accountId);
    return {
      channels: [...(await sellerChannels(deps.db, accountId, staff))],
      paymentTypes: paymentTypes.filter((type) => allowsItem(policy, 'paymentTypes', type)),
      pointOfSalePaymentTypes:
        pos && posPaymentTypesFor(pos, (type) => allowsItem(policy, 'paymentTypes', type)),
    };
  }),
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
];
