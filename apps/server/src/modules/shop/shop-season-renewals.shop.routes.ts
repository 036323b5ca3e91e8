import { renewMySeasonPackage } from '@tessera/contract';
import { basketInLocale } from '@/modules/baskets/basket-names.service';
import { renewIntoBasket } from '@/modules/baskets/basket-renewals.service';
import { renewableRenewal } from '@/modules/seasons/season-renewals.service';
import { implement } from '@/platform/http/implement';
import { shopBasketFor, shopSeller } from './shop-basket.service';
import { ensureBrowserSecret } from './shop-basket-cookie.http';

/** The shop account's "renew my seats": the held seats into this browser's basket (decisions/0096). */
export const shopSeasonRenewalRoutes = [
  implement(
    renewMySeasonPackage,
    async ({ deps, accountId, customer, params, body, locale, request, reply }) => {
      const now = deps.now();
      const { customerId } = customer;
      // Refused before a basket is started for it.
      await renewableRenewal(deps.db, accountId, params.renewalId, now, customerId);
      const secretHash = ensureBrowserSecret(request, reply, deps);
      const basketId = await shopBasketFor(deps.db, accountId, { secretHash, customerId }, now);
      const basket = await renewIntoBasket(
        deps.db,
        accountId,
        basketId,
        shopSeller,
        { renewalId: params.renewalId, priceTypeId: body.priceTypeId, eventIds: body.eventIds },
        now,
        { customerId },
      );
      return { basket: await basketInLocale(deps.db, accountId, locale, basket) };
    },
  ),
];
