import { getEventWaitingRoom, setEventWaitingRoomRate } from '@tessera/contract';
import { implement } from '@/platform/http/implement';
import { setAdmissionRate, waitingRoomSummary } from './waiting-room.service';

/** Staff watch an event's waiting room and set its admission rate live (decisions/0055). */
export const waitingRoomAdminRoutes = [
  implement(getEventWaitingRoom, ({ deps, accountId, params }) =>
    waitingRoomSummary(deps.db, accountId, params.eventId, deps.now()),
  ),
  implement(setEventWaitingRoomRate, ({ deps, accountId, params, body }) =>
    setAdmissionRate(deps.db, accountId, params.eventId, body.ratePerMinute, deps.now()),
  ),
];
