import type { CardEntry } from '@tessera/contract';
import { cardEntryForEvents } from '@/modules/payments/card-entry.service';
import type { AppDeps } from '@/platform/deps';
import { AppError } from '@/platform/http/app-error';
import { basketEventIds } from './basket-card-entry.store';

/** How the card is entered for this basket (decisions/0089): from its venues' card payment account. */
export async function cardEntryOfBasket(
  deps: Pick<AppDeps, 'db' | 'config' | 'now'>,
  accountId: number,
  basketId: string,
): Promise<CardEntry> {
  const eventIds = await basketEventIds(deps.db, accountId, basketId);
  if (eventIds === null) throw new AppError('purchase.basket_not_found');
  return cardEntryForEvents(
    { db: deps.db, now: deps.now, config: deps.config },
    deps.config.stripeJsUrl,
    accountId,
    eventIds,
  );
}
