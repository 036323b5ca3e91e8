import { getBasketCardEntry } from '@tessera/contract';
import { implement } from '@/platform/http/implement';
import { cardEntryOfBasket } from './basket-card-entry.service';

/** The box office's card entry for a basket: Stripe's Payment Element or the card form (decisions/0089). */
export const basketCardEntryAdminRoutes = [
  implement(getBasketCardEntry, ({ deps, accountId, params }) =>
    cardEntryOfBasket(deps, accountId, params.basketId),
  ),
];
