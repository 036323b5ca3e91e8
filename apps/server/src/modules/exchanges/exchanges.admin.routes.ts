import { exchangeOrderTickets, quoteOrderExchange } from '@tessera/contract';
import { staffSeller } from '@/modules/baskets/sellers.service';
import { requireOrder } from '@/modules/orders/orders.service';
import { implement } from '@/platform/http/implement';
import { quoteExchange } from './exchange-snapshot.service';
import { exchangeTickets } from './exchanges.service';

export const exchangesAdminRoutes = [
  implement(quoteOrderExchange, ({ deps, accountId, params, body }) =>
    quoteExchange(deps.db, accountId, params.orderId, body, deps.now()),
  ),
  implement(exchangeOrderTickets, async ({ deps, accountId, staff, params, body, locale }) => {
    await exchangeTickets(
      deps.db,
      deps.jobs,
      accountId,
      params.orderId,
      body,
      await staffSeller(deps.db, staff),
      deps.now(),
    );
    return requireOrder(deps.db, accountId, params.orderId, locale);
  }),
];
