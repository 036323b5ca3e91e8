/**
 * Scheduled ticket delivery (decisions/0071): an event may set the instant from which its
 * tickets are delivered. An order's tickets travel together (one PDF, one email), so they are
 * delivered once the latest date of the order's events has come.
 */
export function orderTicketsDeliverAt(eventDates: readonly (Date | null)[]): Date | null {
  const times = eventDates.flatMap((d) => (d === null ? [] : [d.getTime()]));
  return times.length === 0 ? null : new Date(Math.max(...times));
}

/** The instant the order's tickets are held until, or null when they may be delivered `now`. */
export function ticketsHeldUntil(eventDates: readonly (Date | null)[], now: Date): Date | null {
  const at = orderTicketsDeliverAt(eventDates);
  return at !== null && at.getTime() > now.getTime() ? at : null;
}
