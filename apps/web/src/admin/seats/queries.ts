import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
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
import { apiQuery } from '@/api/api-query';
import { callApi } from '@/api/client';
import type { PageSize } from '@/ui/paging';

export const seatKeys = {
  all: ['admin', 'seats'] as const,
  event: (eventId: number) => [...seatKeys.all, 'event', eventId] as const,
  history: (filter: object) => [...seatKeys.all, 'history', filter] as const,
  locate: (keys: string) => [...seatKeys.all, 'locate', keys] as const,
};

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

export const seatQueries = {
  event: (eventId: number) =>
    queryOptions({
      queryKey: seatKeys.event(eventId),
      queryFn: () => callApi(getEventSeats, { params: { eventId }, query: {} }),
      staleTime: Infinity,
    }),
  history: (filter: { eventId?: number; seat?: string; page: number; pageSize: PageSize }) =>
    apiQuery(seatKeys.history(filter), listSeatHistory, { query: filter }),
  locate: (keys: string) =>
    queryOptions({
      queryKey: seatKeys.locate(keys),
      queryFn: () => callApi(locateSeats, { query: { keys } }),
      enabled: keys.trim().length > 0,
    }),
};

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
      void client.invalidateQueries({ queryKey: [...seatKeys.all, 'history'] });
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
