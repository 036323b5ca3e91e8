import { getHouseSeatsOfEvent, listHouseSeatRequests } from '@tessera/contract';
import { areaQueries, read } from '@/api/area-queries';

export const { keys: houseSeatKeys, queries: houseSeatQueries } = areaQueries(['admin', 'house-seats'], {
  requests: listHouseSeatRequests,
  event: (eventId: number) => read(getHouseSeatsOfEvent, { params: { eventId } }),
});
