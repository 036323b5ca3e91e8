import { getShopWaitingRoomPlace, joinShopWaitingRoom } from '@tessera/contract';
import type { AppDeps } from '@/platform/deps';
import { implement } from '@/platform/http/implement';
import { readQueueTicket, setAdmissionToken, setQueueTicket } from './waiting-room.http';
import { joinQueue, type PlaceAnswer, placeOf } from './waiting-room.service';

type Request = Parameters<typeof readQueueTicket>[0];
type Reply = Parameters<typeof setQueueTicket>[1];

/** Hands the visitor their queue ticket and, once admitted, their admission token (cookies). */
function answer(deps: AppDeps, request: Request, reply: Reply, eventId: number, result: PlaceAnswer) {
  if (result.ticket) setQueueTicket(request, reply, deps.config, eventId, result.ticket);
  if (result.admission) {
    const { token, expiresAt } = result.admission;
    setAdmissionToken(request, reply, deps.config, eventId, token, expiresAt, deps.now());
  }
  reply.header('cache-control', 'no-store');
  return result.place;
}

/** The shop's waiting room of an event in heavy on-sale mode (decisions/0055). */
export const waitingRoomShopRoutes = [
  implement(joinShopWaitingRoom, async ({ deps, accountId, request, reply, params }) =>
    answer(
      deps,
      request,
      reply,
      params.eventId,
      await joinQueue(
        deps.db,
        deps.config.serverSecret,
        accountId,
        params.eventId,
        readQueueTicket(request, params.eventId),
        deps.now(),
      ),
    ),
  ),
  implement(getShopWaitingRoomPlace, async ({ deps, accountId, request, reply, params }) =>
    answer(
      deps,
      request,
      reply,
      params.eventId,
      await placeOf(
        deps.db,
        deps.config.serverSecret,
        accountId,
        params.eventId,
        readQueueTicket(request, params.eventId),
        deps.now(),
      ),
    ),
  ),
];
