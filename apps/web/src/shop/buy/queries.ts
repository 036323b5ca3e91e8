import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Basket,
  getShopBasket,
  getShopEventProducts,
  getShopEventSeats,
  getShopOrder,
  getShopSeries,
  listShopSeries,
} from '@tessera/contract';
import { callApi } from '@/api/client';
import { showAnswer } from '@/ui/show-answer';

export const shopBuyKeys = {
  all: ['shop', 'buy'] as const,
  seriesList: () => [...shopBuyKeys.all, 'series'] as const,
  series: (id: number) => [...shopBuyKeys.all, 'series', id] as const,
  seats: (eventId: number) => [...shopBuyKeys.all, 'seats', eventId] as const,
  products: (eventId: number) => [...shopBuyKeys.all, 'products', eventId] as const,
  basket: () => [...shopBuyKeys.all, 'basket'] as const,
  order: (id: number) => [...shopBuyKeys.all, 'order', id] as const,
};

/**
 * When to ask for an event's seats again: every 10 seconds, and the moment a seat shown in
 * someone's basket comes free (the map's `heldUntil`), so it shows open then.
 */
export function seatsRefetchIn(heldUntil: string | null, now: number): number {
  if (heldUntil === null) return 10_000;
  return Math.min(10_000, Math.max(250, new Date(heldUntil).getTime() - now + 100));
}

export const shopBuyQueries = {
  seriesList: () =>
    queryOptions({
      queryKey: shopBuyKeys.seriesList(),
      queryFn: () => callApi(listShopSeries),
      staleTime: 60_000,
    }),
  series: (id: number) =>
    queryOptions({
      queryKey: shopBuyKeys.series(id),
      queryFn: () => callApi(getShopSeries, { params: { seriesId: id } }),
      staleTime: 30_000,
    }),
  seats: (eventId: number) =>
    queryOptions({
      queryKey: shopBuyKeys.seats(eventId),
      queryFn: () => callApi(getShopEventSeats, { params: { eventId }, query: {} }),
      refetchInterval: (query) => seatsRefetchIn(query.state.data?.heldUntil ?? null, Date.now()),
    }),
  products: (eventId: number) =>
    queryOptions({
      queryKey: shopBuyKeys.products(eventId),
      queryFn: () => callApi(getShopEventProducts, { params: { eventId } }),
      staleTime: 15_000,
    }),
  basket: () =>
    queryOptions({
      queryKey: shopBuyKeys.basket(),
      queryFn: async () => (await callApi(getShopBasket)).basket,
    }),
  order: (id: number) =>
    queryOptions({
      queryKey: shopBuyKeys.order(id),
      queryFn: () => callApi(getShopOrder, { params: { orderId: id } }),
      retry: false,
    }),
};

/** This browser's basket, and a way to store the basket a basket call answered. */
export function useShopBasket() {
  const client = useQueryClient();
  const query = useQuery(shopBuyQueries.basket());
  return {
    query,
    basket: query.data ?? null,
    setBasket: (basket: Basket | null) => showAnswer(client, shopBuyKeys.basket(), basket),
  };
}
