/**
 * Request header naming the event whose seats or places a call takes or changes (decisions/0122):
 * a load balancer in front of several server processes may hash on it, so that an event's seat
 * takes reach one process and are grouped there as on a single server, while reads (seat maps,
 * waiting-room polls) and checkouts spread over every process. Routing only: the server reads
 * nothing from it, and a forged value only changes which process answers.
 */
export const eventAffinityHeader = 'x-tessera-event';

/** The event id a call's body names, if any (for `eventAffinityHeader`). */
export function eventOfCall(input: unknown): number | undefined {
  const id = (input as { body?: { eventId?: unknown } } | undefined)?.body?.eventId;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
