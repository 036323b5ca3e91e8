import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getShopEventBundles,
  getShopEventProducts,
  getShopEventSeats,
  getShopOrder,
  type ShopEventSeats,
  streamShopEventSeats,
} from '@tessera/contract';
import { useState } from 'react';
import { callApi, endpointUrl } from '@/api/client';
import { seatPollMs, useSeatStream, useStreamStart } from '@/api/seat-stream';
import { mergeSeatChanges } from '@/ui/seat-map/merge-seat-changes';
import { shopBuyKeys } from './queries';

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
  const query = useQuery(shopEventQueries.seats(eventId, live));
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

/** An event's seats, add-ons and packages, and an order: the pages that show them load these. */
export const shopEventQueries = {
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
  /** The template packages and event plans on sale with the event (decisions/0117). */
  bundles: (eventId: number) =>
    queryOptions({
      queryKey: shopBuyKeys.bundles(eventId),
      queryFn: () => callApi(getShopEventBundles, { params: { eventId } }),
      staleTime: 30_000,
    }),
  order: (id: number) =>
    queryOptions({
      queryKey: shopBuyKeys.order(id),
      queryFn: () => callApi(getShopOrder, { params: { orderId: id } }),
      retry: false,
    }),
};
