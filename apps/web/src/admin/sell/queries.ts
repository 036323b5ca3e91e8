import { queryOptions, type useQueryClient } from '@tanstack/react-query';
import {
  type Basket,
  getBasket,
  getOrder,
  getSellEventBundles,
  getSellProducts,
  getSellSeats,
  listSellableEvents,
  listSellChannels,
  type SellSeats,
} from '@tessera/contract';
import type { StaffSalesChannel } from '@tessera/domain';
import { apiQuery, filled, pagedQuery } from '@/api/api-query';
import { freshQuery } from '@/api/area-queries';
import { callApi } from '@/api/client';
import type { Paging } from '@/ui/paging';
import { mergeSeatChanges } from '@/ui/seat-map/merge-seat-changes';

export interface SellEventFilter extends Paging {
  search: string;
  /** Only the dates of one series (the view-series screen). */
  seriesId?: number;
}

export const sellKeys = {
  all: ['admin', 'sell'] as const,
  channels: () => [...sellKeys.all, 'channels'] as const,
  events: (filter: SellEventFilter) => [...sellKeys.all, 'events', filter] as const,
  seatsOf: (eventId: number) => [...sellKeys.all, 'seats', eventId] as const,
  seats: (eventId: number, channel: StaffSalesChannel) => [...sellKeys.seatsOf(eventId), channel] as const,
  products: (eventId: number) => [...sellKeys.all, 'products', eventId] as const,
  bundles: (eventId: number) => [...sellKeys.all, 'bundles', eventId] as const,
  basket: (id: string) => [...sellKeys.all, 'basket', id] as const,
  order: (id: number) => ['admin', 'orders', 'detail', id] as const,
};

export const sellQueries = {
  channels: () =>
    queryOptions({
      queryKey: sellKeys.channels(),
      queryFn: () => callApi(listSellChannels),
      staleTime: 5 * 60_000,
    }),
  events: (filter: SellEventFilter) =>
    pagedQuery(sellKeys.events(filter), listSellableEvents, { query: filled(filter) }),
  seats: (eventId: number, channel: StaffSalesChannel) =>
    queryOptions({
      queryKey: sellKeys.seats(eventId, channel),
      queryFn: () => callApi(getSellSeats, { params: { eventId }, query: { channel } }),
      staleTime: Infinity,
    }),
  products: (eventId: number) =>
    apiQuery(sellKeys.products(eventId), getSellProducts, { params: { eventId } }),
  /** Template packages and event plans on sale with the event (decisions/0112). */
  bundles: (eventId: number) =>
    apiQuery(sellKeys.bundles(eventId), getSellEventBundles, { params: { eventId } }),
  basket: (id: string) => freshQuery(sellKeys.basket(id), getBasket, { params: { basketId: id } }),
  order: (id: number) => apiQuery(sellKeys.order(id), getOrder, { params: { orderId: id } }),
};

/** Folds seats changed since the cached payload's `seq` into it. */
export function mergeSellSeats(base: SellSeats, changes: SellSeats): SellSeats {
  const next = {
    ...base,
    seq: changes.seq,
    event: changes.event,
    gaAreas: changes.gaAreas,
    priceLevels: changes.priceLevels,
    seatAlerts: changes.seatAlerts,
  };
  return { ...next, seats: mergeSeatChanges(base.seats, changes.seats) };
}

/** Fetches what changed on an event's seats since the cached payload; after sales and on a timer. */
export async function refreshSellSeats(
  client: ReturnType<typeof useQueryClient>,
  eventId: number,
  channel: StaffSalesChannel,
): Promise<void> {
  const key = sellKeys.seats(eventId, channel);
  const base = client.getQueryData<SellSeats>(key);
  if (!base) return;
  const changes = await callApi(getSellSeats, {
    params: { eventId },
    query: { channel, since: base.seq },
  });
  const current = client.getQueryData<SellSeats>(key);
  if (current) client.setQueryData(key, mergeSellSeats(current, changes));
}

/** Seat keys (EventId-Section-Row-SeatId) of a basket's seat lines. */
export function basketSeatKeys(basket: Basket | undefined): Set<string> {
  return new Set((basket?.items ?? []).filter((i) => i.kind === 'seat').map((i) => i.seatKey));
}
