import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  archiveEventPriceLevel,
  bulkEditEvents,
  copyEvent,
  createEvent,
  createPriceLevel,
  type EndpointInput,
  type EventDetail,
  type EventFields,
  eventDashboard,
  eventFormChoices,
  generateEventSeats,
  getEvent,
  getEventCancellation,
  getEventPrices,
  listEvents,
  searchEvents,
  setEventActive,
  setEventMap,
  setGaCapacity,
  startEventCancellation,
  updateEvent,
} from '@tessera/contract';
import { apiQuery } from '@/api/api-query';
import { callApi } from '@/api/client';
import { listKeys } from '@/api/list-keys';
import { useRefreshingMutation, useRowMutation } from '@/api/mutations';

export interface EventFilter {
  venueId?: number;
  from?: string;
  to?: string;
  days?: number[];
  times?: string[];
}

export const eventKeys = {
  ...listKeys(['admin', 'events']),
  dashboard: (id: number) => [...eventKeys.all, 'dashboard', id] as const,
  cancellation: (id: number) => [...eventKeys.all, 'cancellation', id] as const,
  prices: (id: number, promotionId: number | null) => [...eventKeys.all, 'prices', id, promotionId] as const,
  choices: () => [...eventKeys.all, 'choices'] as const,
};

export type EventSearch = EndpointInput<typeof searchEvents>['query'];

export const eventQueries = {
  list: (filter: EventFilter = {}) =>
    queryOptions({
      queryKey: eventKeys.list(filter),
      queryFn: () =>
        callApi(listEvents, {
          query: {
            venueId: filter.venueId,
            from: filter.from,
            to: filter.to,
            days: filter.days?.length ? filter.days.join(',') : undefined,
            times: filter.times?.length ? filter.times.join(',') : undefined,
          },
        }),
    }),
  detail: (id: number) => apiQuery(eventKeys.detail(id), getEvent, { params: { eventId: id } }),
  search: (query: EventSearch) =>
    queryOptions({
      queryKey: [...eventKeys.lists(), 'search', query] as const,
      queryFn: () => callApi(searchEvents, { query }),
      placeholderData: (previous) => previous,
    }),
  dashboard: (id: number) => apiQuery(eventKeys.dashboard(id), eventDashboard, { params: { eventId: id } }),
  prices: (id: number, promotionId: number | null) =>
    queryOptions({
      queryKey: eventKeys.prices(id, promotionId),
      queryFn: () =>
        callApi(getEventPrices, {
          params: { eventId: id },
          query: { promotionId: promotionId ?? undefined },
        }),
    }),
  choices: () =>
    queryOptions({
      queryKey: eventKeys.choices(),
      queryFn: () => callApi(eventFormChoices, {}),
      staleTime: 60_000,
    }),
};

const useEventMutation = <I>(fn: (input: I) => Promise<EventDetail>) =>
  useRowMutation((event) => eventKeys.detail(event.id), [eventKeys.lists()], fn);

export const useCreateEvent = () =>
  useEventMutation((body: EndpointInput<typeof createEvent>['body']) => callApi(createEvent, { body }));
export const useGenerateSeats = (id: number) =>
  useEventMutation(() => callApi(generateEventSeats, { params: { eventId: id } }));
export const useSetActive = (id: number) =>
  useEventMutation((active: boolean) =>
    callApi(setEventActive, { params: { eventId: id }, body: { active } }),
  );
export const useSetEventMap = (id: number) =>
  useEventMutation((mapId: number) => callApi(setEventMap, { params: { eventId: id }, body: { mapId } }));
export const useCreatePriceLevel = (id: number) =>
  useEventMutation((body: EndpointInput<typeof createPriceLevel>['body']) =>
    callApi(createPriceLevel, { params: { eventId: id }, body }),
  );
export const useSetGaCapacity = (id: number) =>
  useEventMutation(
    ({ areaId, capacity, priceLevelId }: { areaId: number; capacity: number; priceLevelId: number | null }) =>
      callApi(setGaCapacity, { params: { eventId: id, areaId }, body: { capacity, priceLevelId } }),
  );
export const useUpdateEvent = (id: number) =>
  useEventMutation((body: EventFields) => callApi(updateEvent, { params: { eventId: id }, body }));
export const useCopyEvent = (id: number) =>
  useEventMutation((body: { name: string; localDate: string }) =>
    callApi(copyEvent, { params: { eventId: id }, body }),
  );

export const useBulkEditEvents = () =>
  useRefreshingMutation([eventKeys.all], (body: EndpointInput<typeof bulkEditEvents>['body']) =>
    callApi(bulkEditEvents, { body }),
  );
export const useArchiveEventPriceLevel = (id: number) =>
  useEventMutation(({ levelId, replacementId }: { levelId: number; replacementId: number | null }) =>
    callApi(archiveEventPriceLevel, {
      params: { eventId: id, priceLevelId: levelId },
      body: { replacementId },
    }),
  );

/** The event's latest bulk cancel, read again while it runs or a card refund is under way. */
export const eventCancellationQuery = (id: number) =>
  queryOptions({
    queryKey: eventKeys.cancellation(id),
    queryFn: () => callApi(getEventCancellation, { params: { eventId: id } }),
    refetchInterval: (query) => {
      const c = query.state.data;
      return c && (c.status === 'running' || c.refundsUnderWay > 0) ? 1500 : false;
    },
  });

/** Starts the bulk cancel; the event is read again (it went off sale). */
export function useStartEventCancellation(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointInput<typeof startEventCancellation>['body']) =>
      callApi(startEventCancellation, { params: { eventId: id }, body }),
    onSuccess: (cancellation) => {
      client.setQueryData(eventKeys.cancellation(id), cancellation);
      void client.invalidateQueries({ queryKey: eventKeys.detail(id) });
    },
  });
}
