import { addShopSeasonPackage, listShopSeasonPackages } from '@tessera/contract';
import { basketInLocale } from '@/modules/baskets/basket-names.service';
import { sellablePackages } from '@/modules/seasons/seasons.service';
import { implement } from '@/platform/http/implement';
import { shopBasketFor } from './shop-basket.service';
import { ensureBrowserSecret } from './shop-basket-cookie.http';
import { addPackageToShopBasket } from './shop-subscriptions.service';

/** The shop's /subscriptions: season packages on sale, one into the basket (decisions/0111). */
export const shopSubscriptionRoutes = [
  implement(listShopSeasonPackages, ({ deps, accountId }) => sellablePackages(deps.db, accountId)),
  implement(
    addShopSeasonPackage,
    async ({ deps, accountId, customer, params, body, locale, request, reply }) => {
      const now = deps.now();
      const { customerId } = customer;
      const secretHash = ensureBrowserSecret(request, reply, deps);
      const basketId = await shopBasketFor(deps.db, accountId, { secretHash, customerId }, now);
      const basket = await addPackageToShopBasket(
        deps.db,
        accountId,
        basketId,
        { packageId: params.packageId, ...body },
        now,
      );
      return { basket: await basketInLocale(deps.db, accountId, locale, basket) };
    },
  ),
];
