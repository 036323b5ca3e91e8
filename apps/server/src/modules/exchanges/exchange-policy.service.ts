import type { exchangeOrderTickets } from '@tessera/contract';
import { eventsScopeApplies, salePolicyProblem } from '@tessera/domain';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import { basketSaleFacts, paymentsOfSale } from '@/modules/baskets/basket-policy.service';
import type { PricedBasketView } from '@/modules/baskets/basket-pricing.rules';
import type { ItemRow } from '@/modules/baskets/baskets.store';
import type { Seller } from '@/modules/baskets/sellers.service';
import { scopedEvents } from '@/modules/user-groups/group-policy.service';
import { AppError } from '@/platform/http/app-error';
import { holdOf } from './exchanges.store';

/**
 * The seller's user group judges an exchange as the sale it is (spec §3): the events of the
 * tickets given back and of the new ones must be in its events scope; the new seats' holds,
 * sale types and fee classes, the hold the old seats return to, and the payment types of the
 * difference must be on its lists. The first rule broken is refused before any money moves.
 */
export async function requireExchangePolicy(
  db: Db,
  accountId: number,
  seller: Seller,
  basket: { promo_code: string | null },
  taken: { items: ItemRow[]; priced: PricedBasketView; old: readonly { eventId: number }[] },
  input: z.output<typeof exchangeOrderTickets.body>,
): Promise<void> {
  const policy = seller.policy;
  if (!policy) return;
  const facts = await basketSaleFacts(
    db,
    accountId,
    policy,
    { items: taken.items, priced: taken.priced, promoCode: basket.promo_code },
    null,
  );
  const givenBack = eventsScopeApplies(policy)
    ? await scopedEvents(
        db,
        accountId,
        taken.old.map((t) => t.eventId),
      )
    : [];
  const destination = input.returnTo === 'hold' ? [await holdOf(db, accountId, input.holdId)] : [];
  const problem = salePolicyProblem(policy, {
    ...facts,
    events: [...givenBack, ...(facts.events ?? [])],
    holds: [...destination.map((h) => ({ id: h.holdId, name: h.name })), ...(facts.holds ?? [])],
    payments: await paymentsOfSale(db, accountId, policy, input.difference > 0 ? input.payments : []),
  });
  if (problem) throw new AppError(problem.code, problem.field);
}
