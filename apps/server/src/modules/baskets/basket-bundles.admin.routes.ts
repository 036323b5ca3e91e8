import { addEventPlanToBasket, addTemplatePackageToBasket, getSellEventBundles } from '@tessera/contract';
import { implement } from '@/platform/http/implement';
import { addEventPlan, addTemplatePackage, bundlesOfEvent } from './basket-bundle-offers.service';
import { basketInLocale } from './basket-names.service';
import { staffSeller } from './sellers.service';

/** Template packages and event plans into the box office's basket, one line each (decisions/0112). */
export const basketBundlesAdminRoutes = [
  implement(getSellEventBundles, ({ deps, accountId, params }) =>
    bundlesOfEvent(deps.db, accountId, params.eventId, deps.now()),
  ),
  implement(addTemplatePackageToBasket, async ({ deps, accountId, staff, params, body, locale }) => {
    const basket = await addTemplatePackage(
      deps.db,
      accountId,
      params.basketId,
      await staffSeller(deps.db, staff),
      body,
      deps.now(),
    );
    return basketInLocale(deps.db, accountId, locale, basket);
  }),
  implement(addEventPlanToBasket, async ({ deps, accountId, staff, params, body, locale }) => {
    const basket = await addEventPlan(
      deps.db,
      accountId,
      params.basketId,
      await staffSeller(deps.db, staff),
      body,
      deps.now(),
    );
    return basketInLocale(deps.db, accountId, locale, basket);
  }),
];
