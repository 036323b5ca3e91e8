import { getEventCancellation, startEventCancellation } from '@tessera/contract';
import { implement } from '@/platform/http/implement';
import { latest, startCancellation } from './event-cancellations.service';

export const eventCancellationAdminRoutes = [
  implement(startEventCancellation, ({ deps, accountId, staff, params, body }) =>
    startCancellation(deps, accountId, params.eventId, body, staff.userId),
  ),
  implement(getEventCancellation, ({ deps, accountId, params }) =>
    latest(deps.db, accountId, params.eventId),
  ),
];
