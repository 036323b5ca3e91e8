import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Basket,
  getShopBasket,
  getShopEventProducts,
  getShopEventSeats,
  getShopOrder,
  getShopSeries,
  listShopSeries,
  type ShopEventSeats,
  streamShopEventSeats,
} from '@tessera/contract';
import { useState } from 'react';
import { callApi, endpointUrl } from '@/api/client';
import { seatPollMs, useSeatStream, useStreamStart } from '@/api/seat-stream';
import { mergeSeatChanges } from '@/ui/seat-map/merge-seat-changes';
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
 * When to ask for an event's seats again: every 10 seconds (every minute while the map's live
 * stream is up), and the moment a seat shown in someone's basket comes free (the map's
 * `heldUntil`), so it shows open then.
 */
export function seatsRefetchIn(heldUntil: string | null, now: number, live = false): number {
  const every = live ? seatPollMs.live : 10_000;
  if (heldUntil === null) return every;
  return Math.min(every, Math.max(250, new Date(heldUntil).getTime() - now + 100));
}

/** Folds seats changed since the cached map into it (live stream), keeping its places. */
export function mergeShopSeats(base: ShopEventSeats, changes: ShopEventSeats): ShopEventSeats {
  const next = { ...changes, seq: Math.max(base.seq, changes.seq), sections: base.sections, rows: base.rows };
  return { ...next, seats: mergeSeatChanges(base.seats, changes.seats) };
}

/**
 * An event's seat map in the shop, kept current by its live stream (decisions/0058); polling
 * stays as the fallback, rarely while the stream is up.
 */
export function useShopSeats(eventId: number) {
  const client = useQueryClient();
  const [live, setLive] = useState(false);
  const query = useQuery(shopBuyQueries.seats(eventId, live));
  const since = useStreamStart(String(eventId), query.data?.seq);
  const key = shopBuyKeys.seats(eventId);
  const up = useSeatStream<ShopEventSeats>(
    since === undefined ? null : endpointUrl(streamShopEventSeats, { params: { eventId }, query: { since } }),
    {
      onSeats: (changes) =>
        client.setQueryData<ShopEventSeats>(key, (current) => current && mergeShopSeats(current, changes)),
      onReload: () => void client.invalidateQueries({ queryKey: key }),
    },
  );
  if (up !== live) setLive(up);
  return query;
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
  seats: (eventId: number, live = false) =>
    queryOptions({
      queryKey: shopBuyKeys.seats(eventId),
      queryFn: () => callApi(getShopEventSeats, { params: { eventId }, query: {} }),
      refetchInterval: (query) => seatsRefetchIn(query.state.data?.heldUntil ?? null, Date.now(), live),
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
