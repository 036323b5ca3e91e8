import {
  approveHouseSeatRequest,
  cancelHouseSeatRequest,
  createHouseSeatRequest,
  getHouseSeatRequest,
  getHouseSeatsOfEvent,
  listHouseSeatRequests,
  setHouseSeatsGaHeld,
  setHouseSeatsRelease,
} from '@tessera/contract';
import { implement } from '@/platform/http/implement';
import * as service from './house-seats.service';
import * as release from './house-seats-release.service';

export const houseSeatsAdminRoutes = [
  implement(getHouseSeatsOfEvent, ({ deps, accountId, staff, params }) =>
    release.houseSeatsOfEvent(deps.db, accountId, staff, params.eventId, deps.now()),
  ),
  implement(setHouseSeatsRelease, ({ deps, accountId, staff, params, body }) =>
    release.setRelease(deps, accountId, staff, params.eventId, body.hours),
  ),
  implement(setHouseSeatsGaHeld, ({ deps, accountId, staff, params, body }) =>
    release.setGaHeld(deps, accountId, staff, params.eventId, params.areaId, body.held),
  ),
  implement(listHouseSeatRequests, ({ deps, accountId, staff }) =>
    service.listRequests(deps.db, accountId, staff, deps.now()),
  ),
  implement(getHouseSeatRequest, ({ deps, accountId, staff, params }) =>
    service.getRequest(deps.db, accountId, staff, params.requestId, deps.now()),
  ),
  implement(createHouseSeatRequest, ({ deps, accountId, staff, body }) =>
    service.createRequest(deps.db, accountId, staff, body, deps.now()),
  ),
  implement(approveHouseSeatRequest, ({ deps, accountId, staff, params }) =>
    service.approveRequest(deps, accountId, staff, params.requestId),
  ),
  implement(cancelHouseSeatRequest, ({ deps, accountId, staff, params }) =>
    service.cancelRequest(deps.db, accountId, staff, params.requestId, deps.now()),
  ),
];
