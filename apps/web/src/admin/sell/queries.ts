import type { useQueryClient } from '@tanstack/react-query';
import {
  type Basket,
  getBasket,
  getSellEventBundles,
  getSellProducts,
  getSellSeats,
  listSellableEvents,
  listSellChannels,
  type SellSeats,
} from '@tessera/contract';
import type { StaffSalesChannel } from '@tessera/domain';
import { filled } from '@/api/api-query';
import { areaQueries, freshRead, pagedRead, read } from '@/api/area-queries';
import { callApi } from '@/api/client';
import type { Paging } from '@/ui/paging';
import { mergeSeatChanges } from '@/ui/seat-map/merge-seat-changes';

export interface SellEventFilter extends Paging {
  search: string;
  /** Only the dates of one series (the view-series screen). */
  seriesId?: number;
}

export const { keys: sellKeys, queries: sellQueries } = areaQueries(['admin', 'sell'], {
  channels: () => read(listSellChannels, undefined, { staleTime: 5 * 60_000 }),
  events: (filter: SellEventFilter) => pagedRead(listSellableEvents, { query: filled(filter) }),
  // Sales and a timer fold changes into the cached seats (refreshSellSeats): never read whole again.
  seats: (eventId: number, channel: StaffSalesChannel) =>
    read(getSellSeats, { params: { eventId }, query: { channel } }, { staleTime: Infinity }),
  products: (eventId: number) => read(getSellProducts, { params: { eventId } }),
  /** Template packages and event plans on sale with the event (decisions/0112). */
  bundles: (eventId: number) => read(getSellEventBundles, { params: { eventId } }),
  basket: (id: string) => freshRead(getBasket, { params: { basketId: id } }),
});

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
