import { listDeliveryMoveOrders } from '@tessera/contract';
import { apiQuery, filled } from '@/api/api-query';

export interface DeliveryMoveFilter {
  eventId: number;
  from: string;
  to: string;
  /** A method id, `none` for orders without one, or empty for any. */
  deliveryMethodId: string;
}

export const deliveryMoveKeys = {
  all: ['admin', 'tools', 'delivery-moves'] as const,
  orders: (filter: DeliveryMoveFilter) => [...deliveryMoveKeys.all, 'orders', filter] as const,
};

export const deliveryMoveQueries = {
  orders: (filter: DeliveryMoveFilter) =>
    apiQuery(deliveryMoveKeys.orders(filter), listDeliveryMoveOrders, {
      query: filled({
        eventId: String(filter.eventId),
        from: filter.from,
        to: filter.to,
        deliveryMethodId: filter.deliveryMethodId,
      }) as { eventId: string },
    }),
};
