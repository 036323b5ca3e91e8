import type { exchangeSelfTickets, quoteSelfExchange } from '@tessera/contract';
import type { ShippedLocale } from '@tessera/domain';
import type { z } from 'zod';
import { quoteExchange } from '@/modules/exchanges/exchange-snapshot.service';
import { exchangeTickets } from '@/modules/exchanges/exchanges.service';
import { requireBasketId, shopSeller } from '@/modules/shop/shop-basket.service';
import type { AppDeps } from '@/platform/deps';
import { AppError } from '@/platform/http/app-error';
import { customerTickets } from './customer-profile.service';

type QuoteBody = z.output<typeof quoteSelfExchange.body>;
type ExchangeBody = z.output<typeof exchangeSelfTickets.body>;

/** The customer and the browser basket holding the new seats (decisions/0051). */
export interface SelfExchanger {
  customerId: number;
  /** This browser's basket cookie hash: its open basket holds the new seats. */
  secretHash: string | null;
}

/** What the customer's exchange of these tickets for the browser basket's seats comes to. */
export async function quoteOwnExchange(
  deps: AppDeps,
  accountId: number,
  orderId: number,
  who: SelfExchanger,
  body: QuoteBody,
) {
  const basketId = await requireBasketId(deps.db, accountId, who.secretHash);
  const quote = await quoteExchange(
    deps.db,
    accountId,
    orderId,
    { basketId, ticketIds: body.ticketIds },
    deps.now(),
    {
      by: 'self',
      customerId: who.customerId,
    },
  );
  return { newValue: quote.newValue, credit: quote.credit, fees: quote.fees, difference: quote.difference };
}

/** The shared exchange names card fields by payment line; the shop's card form by its own names. */
function shopField(field: string | undefined): string | undefined {
  const match = field?.match(/^payments\.\d+(?:\.(.+))?$/);
  if (!match) return field;
  return match[1]?.startsWith('card.') ? match[1] : 'card.number';
}

/**
 * The customer exchanges their tickets for the browser basket's seats through the staff
 * exchange's one transaction, as a shop sale (Web, no user group): the old seats go back on
 * sale, and a difference above 0 is paid by the card entered.
 */
export async function exchangeOwnTickets(
  deps: AppDeps,
  accountId: number,
  orderId: number,
  who: SelfExchanger,
  body: ExchangeBody,
  locale: ShippedLocale,
) {
  const basketId = await requireBasketId(deps.db, accountId, who.secretHash);
  if (body.difference > 0 && !body.card) throw new AppError('common.validation_failed', 'card.number');
  try {
    await exchangeTickets(
      deps.db,
      deps.jobs,
      accountId,
      orderId,
      {
        basketId,
        ticketIds: body.ticketIds,
        returnTo: 'open',
        refundTo: 'original',
        difference: body.difference,
        payments:
          body.difference > 0 && body.card
            ? [{ type: 'CreditCard', amount: body.difference, card: body.card }]
            : [],
        idempotencyKey: body.idempotencyKey,
      },
      shopSeller,
      deps.now(),
      { by: 'self', customerId: who.customerId },
    );
  } catch (error) {
    if (error instanceof AppError && error.field?.startsWith('payments')) {
      throw error.withField(shopField(error.field));
    }
    throw error;
  }
  return customerTickets(deps.db, accountId, who.customerId, deps.now(), locale);
}
