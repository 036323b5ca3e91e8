import { getShopCardEntry } from '@tessera/contract';
import { cardEntryOfBasket } from '@/modules/baskets/basket-card-entry.service';
import { implement } from '@/platform/http/implement';
import { browserBasketId } from './shop.store';
import { browserSecretHash } from './shop-basket-cookie.http';

/**
 * The shop's card entry for this browser's basket: Stripe's Payment Element or the card form
 * (decisions/0089); null for a browser without a basket.
 */
export const shopCardEntryRoutes = [
  implement(getShopCardEntry, async ({ deps, accountId, request }) => {
    const secretHash = browserSecretHash(request);
    const basketId = secretHash ? await browserBasketId(deps.db, accountId, secretHash) : null;
    return basketId ? cardEntryOfBasket(deps, accountId, basketId) : null;
  }),
];
