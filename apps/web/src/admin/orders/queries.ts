import { queryOptions } from '@tanstack/react-query';
import {
  getOrder,
  listOrderActivity,
  listOrderHolds,
  listOrders,
  listSavedBaskets,
  type Order,
} from '@tessera/contract';
import type { OrderStatus } from '@tessera/domain';
import { apiQuery, filled, pagedQuery } from '@/api/api-query';
import { callApi } from '@/api/client';
import type { PageSize } from '@/ui/paging';

export interface OrderFilter {
  q: string;
  from: string;
  to: string;
  eventId: number | null;
  status: OrderStatus | null;
  channel: string | null;
  pageSize: PageSize;
  /** The keyset cursor of the page shown (null: the newest). */
  after: string | null;
}

export const orderKeys = {
  all: ['admin', 'orders'] as const,
  list: (filter: OrderFilter) => [...orderKeys.all, 'list', filter] as const,
  detail: (id: number) => [...orderKeys.all, 'detail', id] as const,
  activity: (id: number) => [...orderKeys.all, 'activity', id] as const,
  holds: () => [...orderKeys.all, 'holds'] as const,
  saved: () => [...orderKeys.all, 'saved-baskets'] as const,
};

export const orderQueries = {
  list: (filter: OrderFilter) =>
    pagedQuery(orderKeys.list(filter), listOrders, { query: filled({ ...filter, q: filter.q.trim() }) }),
  detail: (id: number) =>
    queryOptions({
      queryKey: orderKeys.detail(id),
      queryFn: () => callApi(getOrder, { params: { orderId: id } }),
      // A card refund is carried out in the background: read the order again until it settles.
      refetchInterval: (query) =>
        query.state.data?.refunds.some((r) => r.state === 'requested') ? 1500 : false,
    }),
  activity: (id: number) => apiQuery(orderKeys.activity(id), listOrderActivity, { params: { orderId: id } }),
  holds: () => apiQuery(orderKeys.holds(), listOrderHolds),
  saved: () => apiQuery(orderKeys.saved(), listSavedBaskets),
};

/**
 * The order's own charges (per-order fees, delivery): what its total holds beyond its tickets and
 * product items as sold. They are refunded with the last live item.
 */
export function orderCharges(order: Order): number {
  return order.total - order.productTotal - order.tickets.reduce((sum, x) => sum + x.total, 0);
}
