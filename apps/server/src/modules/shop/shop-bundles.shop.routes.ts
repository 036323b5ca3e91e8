import { addShopEventPlan, addShopTemplatePackage, getShopEventBundles } from '@tessera/contract';
import {
  addEventPlan,
  addTemplatePackage,
  bundlesOfEvent,
} from '@/modules/baskets/basket-bundle-offers.service';
import { basketInLocale } from '@/modules/baskets/basket-names.service';
import { admittedBy } from '@/modules/waiting-room/waiting-room.http';
import { authenticateCustomer } from '@/platform/auth/customer-session';
import { AppError } from '@/platform/http/app-error';
import { type HandlerContext, implement } from '@/platform/http/implement';
import { seriesEvent } from './shop.store';
import { currentBasket, requireWebOnSale, shopBasketFor, shopSeller } from './shop-basket.service';
import { ensureBrowserSecret } from './shop-basket-cookie.http';

type ShopContext = Pick<
  HandlerContext<typeof addShopTemplatePackage>,
  'deps' | 'accountId' | 'request' | 'reply'
>;

/** The events a bundle sells must be on sale on the Web now; then this browser's basket. */
async function shopBasketOf(ctx: ShopContext, eventIds: readonly number[]) {
  const { deps, accountId, request, reply } = ctx;
  for (const eventId of new Set(eventIds))
    await requireWebOnSale(
      deps.db,
      accountId,
      eventId,
      deps.now(),
      admittedBy(request, deps.config.serverSecret, accountId, deps.now()),
    );
  const buyer = {
    secretHash: ensureBrowserSecret(request, reply, deps),
    customerId: (await authenticateCustomer(request, deps, accountId))?.customerId ?? null,
  };
  return { buyer, basketId: await shopBasketFor(deps.db, accountId, buyer, deps.now()) };
}

/** Template packages and event plans in the shop's basket, one line each (decisions/0112). */
export const shopBundlesRoutes = [
  implement(getShopEventBundles, async ({ deps, accountId, params }) => {
    const event = await seriesEvent(deps.db, accountId, params.eventId, deps.now());
    if (!event?.active) throw new AppError('common.not_found');
    const offers = await bundlesOfEvent(deps.db, accountId, params.eventId, deps.now());
    return { packages: offers.packages, plans: offers.plans };
  }),
  implement(addShopTemplatePackage, async (ctx) => {
    const { deps, accountId, locale, body } = ctx;
    const { buyer, basketId } = await shopBasketOf(ctx, [body.eventId]);
    await addTemplatePackage(deps.db, accountId, basketId, shopSeller, body, deps.now());
    const basket = await currentBasket(deps.db, accountId, buyer.secretHash, deps.now());
    return { basket: await basketInLocale(deps.db, accountId, locale, basket) };
  }),
  implement(addShopEventPlan, async (ctx) => {
    const { deps, accountId, locale, body } = ctx;
    const { buyer, basketId } = await shopBasketOf(
      ctx,
      body.lines.map((l) => l.eventId),
    );
    await addEventPlan(deps.db, accountId, basketId, shopSeller, body, deps.now());
    const basket = await currentBasket(deps.db, accountId, buyer.secretHash, deps.now());
    return { basket: await basketInLocale(deps.db, accountId, locale, basket) };
  }),
];
