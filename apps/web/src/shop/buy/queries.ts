import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Basket, getShopBasket, getShopSeries, listShopSeries } from '@tessera/contract';
import { callApi } from '@/api/client';
import { showAnswer } from '@/ui/show-answer';

/**
 * The shop's series and basket, which every shop page's header and home need: kept apart from
 * an event's seats, add-ons and orders (`event-queries.ts`), so the first view of the shop does
 * not load the seat map's, products' and orders' API schemas (docs/shop-weight.md).
 */
export const shopBuyKeys = {
  all: ['shop', 'buy'] as const,
  seriesList: () => [...shopBuyKeys.all, 'series'] as const,
  series: (id: number) => [...shopBuyKeys.all, 'series', id] as const,
  seats: (eventId: number) => [...shopBuyKeys.all, 'seats', eventId] as const,
  products: (eventId: number) => [...shopBuyKeys.all, 'products', eventId] as const,
  bundles: (eventId: number) => [...shopBuyKeys.all, 'bundles', eventId] as const,
  basket: () => [...shopBuyKeys.all, 'basket'] as const,
  order: (id: number) => [...shopBuyKeys.all, 'order', id] as const,
};

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
  basket: () =>
    queryOptions({
      queryKey: shopBuyKeys.basket(),
      queryFn: async () => (await callApi(getShopBasket)).basket,
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
