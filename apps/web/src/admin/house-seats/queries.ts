import { getHouseSeatsOfEvent, listHouseSeatRequests } from '@tessera/contract';
import { apiQuery } from '@/api/api-query';

export const houseSeatKeys = {
  all: ['admin', 'house-seats'] as const,
  requests: () => [...houseSeatKeys.all, 'requests'] as const,
  event: (eventId: number) => [...houseSeatKeys.all, 'event', eventId] as const,
};

export const houseSeatQueries = {
  requests: () => apiQuery(houseSeatKeys.requests(), listHouseSeatRequests),
  event: (eventId: number) =>
    apiQuery(houseSeatKeys.event(eventId), getHouseSeatsOfEvent, { params: { eventId } }),
};
