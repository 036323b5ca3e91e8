import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  bulkEditSeats,
  changeSeatByLocator,
  type EndpointInput,
  type EventSeats,
  getEventSeats,
  listSeatHistory,
  locateSeats,
} from '@tessera/contract';
import { eventKeys } from '@/admin/events/queries';
import { areaQueries, read } from '@/api/area-queries';
import { callApi } from '@/api/client';
import type { PageSize } from '@/ui/paging';

export const { keys: seatKeys, queries: seatQueries } = areaQueries(['admin', 'seats'], {
  // Live updates fold changes into the cached seats (refreshSeats), so it is never read whole again.
  event: (eventId: number) =>
    read(getEventSeats, { params: { eventId }, query: {} }, { staleTime: Infinity }),
  history: (filter: { eventId?: number; seat?: string; page: number; pageSize: PageSize }) =>
    read(listSeatHistory, { query: filter }),
  locate: (keys: string) => read(locateSeats, { query: { keys } }, { enabled: keys.trim().length > 0 }),
});

/** Applies seats changed since the cached payload's `seq` onto it (live updates). */
export function mergeChanges(base: EventSeats, changes: EventSeats): EventSeats {
  if (changes.seats.id.length === 0) return { ...base, seq: changes.seq, gaAreas: changes.gaAreas };
  const at = new Map(base.seats.id.map((id, i) => [id, i]));
  const seats = {
    ...base.seats,
    hold: [...base.seats.hold],
    priceLevel: [...base.seats.priceLevel],
    saleType: [...base.seats.saleType],
    seatAlert: [...base.seats.seatAlert],
    ada: [...base.seats.ada],
    tags: { ...base.seats.tags },
  };
  const status = base.seats.status.split('');
  changes.seats.id.forEach((id, j) => {
    const i = at.get(id);
    if (i === undefined) return;
    status[i] = changes.seats.status[j] ?? 'o';
    seats.hold[i] = changes.seats.hold[j]!;
    seats.priceLevel[i] = changes.seats.priceLevel[j]!;
    seats.saleType[i] = changes.seats.saleType[j]!;
    seats.seatAlert[i] = changes.seats.seatAlert[j]!;
    seats.ada[i] = changes.seats.ada[j]!;
    const tags = changes.seats.tags[String(j)];
    if (tags) seats.tags[String(i)] = tags;
    else delete seats.tags[String(i)];
  });
  seats.status = status.join('');
  return { ...base, seq: changes.seq, seats, gaAreas: changes.gaAreas };
}

/** Fetches what changed since the cached payload and folds it in; run on an interval. */
export async function refreshSeats(
  client: ReturnType<typeof useQueryClient>,
  eventId: number,
): Promise<void> {
  const base = client.getQueryData<EventSeats>(seatKeys.event(eventId));
  if (!base) return;
  const changes = await callApi(getEventSeats, { params: { eventId }, query: { since: base.seq } });
  const current = client.getQueryData<EventSeats>(seatKeys.event(eventId));
  if (current) client.setQueryData(seatKeys.event(eventId), mergeChanges(current, changes));
}

export function useBulkEdit(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointInput<typeof bulkEditSeats>['body']) =>
      callApi(bulkEditSeats, { params: { eventId }, body }),
    onSuccess: async () => {
      await refreshSeats(client, eventId);
      void client.invalidateQueries({ queryKey: eventKeys.all });
      void client.invalidateQueries({ queryKey: seatKeys.history() });
    },
  });
}

export function useLocatorChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointInput<typeof changeSeatByLocator>['body']) =>
      callApi(changeSeatByLocator, { body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: seatKeys.all }),
  });
}
