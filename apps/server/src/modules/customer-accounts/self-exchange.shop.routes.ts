import { exchangeSelfTickets, quoteSelfExchange } from '@tessera/contract';
import { browserSecretHash } from '@/modules/shop/shop-basket-cookie.http';
import { implement } from '@/platform/http/implement';
import { exchangeOwnTickets, quoteOwnExchange } from './self-exchange.service';

/** A signed-in customer exchanges their own tickets in the shop (decisions/0051). */
export const selfExchangeShopRoutes = [
  implement(quoteSelfExchange, ({ deps, accountId, customer, params, body, request }) =>
    quoteOwnExchange(
      deps,
      accountId,
      params.orderId,
      { customerId: customer.customerId, secretHash: browserSecretHash(request) },
      body,
    ),
  ),
  implement(exchangeSelfTickets, ({ deps, accountId, customer, params, body, request, locale }) =>
    exchangeOwnTickets(
      deps,
      accountId,
      params.orderId,
      { customerId: customer.customerId, secretHash: browserSecretHash(request) },
      body,
      locale,
    ),
  ),
];
