import { listDeliveryMoveOrders, moveOrderDeliveryMethods } from '@tessera/contract';
import { implement } from '@/platform/http/implement';
import { deliveryMoveOrders, moveOrderDeliveries } from './order-delivery-moves.service';

/** Tools → bulk update order delivery methods. */
export const orderDeliveryMovesAdminRoutes = [
  implement(listDeliveryMoveOrders, ({ deps, accountId, query }) =>
    deliveryMoveOrders(deps.db, accountId, query),
  ),
  implement(moveOrderDeliveryMethods, ({ deps, staff, body }) =>
    moveOrderDeliveries(deps.db, staff, body.orderIds, body.deliveryMethodId, deps.now()),
  ),
];
