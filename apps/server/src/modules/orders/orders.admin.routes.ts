import { checkoutBasket, getOrder } from '@tessera/contract';
import { sellerOf } from '@/modules/baskets/baskets.service';
import { AppError } from '@/platform/http/app-error';
import { implement } from '@/platform/http/implement';
import { checkout } from './checkout.service';
import { orderDetail } from './orders.store';

async function requireOrder(...args: Parameters<typeof orderDetail>) {
  const order = await orderDetail(...args);
  if (!order) throw new AppError('purchase.order_not_found');
  return order;
}

export const ordersAdminRoutes = [
  implement(checkoutBasket, async ({ deps, accountId, staff, params, body }) => {
    const orderId = await checkout(
      deps.db,
      accountId,
      params.basketId,
      body,
      sellerOf(staff),
      deps.now(),
      deps.mailer,
    );
    return requireOrder(deps.db, accountId, orderId);
  }),
  implement(getOrder, ({ deps, accountId, params }) => requireOrder(deps.db, accountId, params.orderId)),
];
