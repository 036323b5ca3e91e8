import { addSeasonPackageToBasket } from '@tessera/contract';
import { basketInLocale } from '@/modules/baskets/basket-names.service';
import { addSeasonPackage } from '@/modules/baskets/basket-packages.service';
import { staffSeller } from '@/modules/baskets/sellers.service';
import { requireSeasonTickets } from '@/modules/seasons/seasons.service';
import { implement } from '@/platform/http/implement';

/** Sell Tickets → season tickets: a fixed package into the box office's basket (decisions/0086). */
export const seasonPackageSaleRoutes = [
  implement(addSeasonPackageToBasket, async ({ deps, accountId, staff, params, body, locale }) => {
    await requireSeasonTickets(deps.db, accountId);
    const basket = await addSeasonPackage(
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
