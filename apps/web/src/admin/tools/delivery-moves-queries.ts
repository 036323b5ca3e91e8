import { listDeliveryMoveOrders } from '@tessera/contract';
import { filled } from '@/api/api-query';
import { areaQueries, read } from '@/api/area-queries';

export interface DeliveryMoveFilter {
  eventId: number;
  from: string;
  to: string;
  /** A method id, `none` for orders without one, or empty for any. */
  deliveryMethodId: string;
}

export const { keys: deliveryMoveKeys, queries: deliveryMoveQueries } = areaQueries(
  ['admin', 'tools', 'delivery-moves'],
  {
    orders: (filter: DeliveryMoveFilter) =>
      read(listDeliveryMoveOrders, {
        query: filled({
          eventId: String(filter.eventId),
          from: filter.from,
          to: filter.to,
          deliveryMethodId: filter.deliveryMethodId,
        }) as { eventId: string },
      }),
  },
);
