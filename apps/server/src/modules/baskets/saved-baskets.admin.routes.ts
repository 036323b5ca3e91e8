import { deleteSavedBasket, listSavedBaskets, resumeSavedBasket, saveBasket } from '@tessera/contract';
import { implement } from '@/platform/http/implement';
import { basketViewIn } from './basket-names.service';
import * as saved from './saved-baskets.service';
import { staffSeller } from './sellers.service';

export const savedBasketsAdminRoutes = [
  implement(saveBasket, ({ deps, accountId, params, body }) =>
    saved.saveBasket(deps.db, accountId, params.basketId, body, deps.now()),
  ),
  implement(listSavedBaskets, ({ deps, accountId }) => saved.listSaved(deps.db, accountId, deps.now())),
  implement(resumeSavedBasket, async ({ deps, accountId, staff, params, body, locale }) => {
    await saved.resumeSaved(
      deps.db,
      accountId,
      params.basketId,
      body.currentBasketId,
      await staffSeller(deps.db, staff),
      deps.now(),
    );
    return basketViewIn(deps.db, accountId, params.basketId, locale, deps.now());
  }),
  implement(deleteSavedBasket, async ({ deps, accountId, staff, params }) => {
    await saved.deleteSaved(deps.db, accountId, params.basketId, staff.userId, deps.now());
    return { ok: true as const };
  }),
];
