import type { ShippedLocale } from '@tessera/domain';
import type { FastifyRequest } from 'fastify';
import { basketInLocale } from '@/modules/baskets/basket-names.service';
import type { AppDeps } from '@/platform/deps';
import { currentBasket, requireBasketId } from './shop-basket.service';
import { browserSecretHash } from './shop-basket-cookie.http';

interface BrowserBasketContext {
  readonly deps: AppDeps;
  readonly accountId: number;
  readonly locale: ShippedLocale;
  readonly request: FastifyRequest;
}

/**
 * Makes one change to this browser's open basket ("not found" without one) and answers the
 * basket as the buyer now sees it, named in their language.
 */
export async function changeBrowserBasket(
  { deps, accountId, locale, request }: BrowserBasketContext,
  change: (basketId: string) => Promise<unknown>,
) {
  const hash = browserSecretHash(request);
  await change(await requireBasketId(deps.db, accountId, hash));
  return {
    basket: await basketInLocale(
      deps.db,
      accountId,
      locale,
      await currentBasket(deps.db, accountId, hash, deps.now()),
    ),
  };
}
