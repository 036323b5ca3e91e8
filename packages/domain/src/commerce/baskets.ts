/** The basket expiration timer when a template sets none (minutes). */
export const DEFAULT_BASKET_MINUTES = 15;

/** When a basket's reservations lapse: the shortest timer of the events in it. */
export function basketExpiresAt(now: Date, timersInMinutes: readonly number[]): Date {
  const minutes = timersInMinutes.length > 0 ? Math.min(...timersInMinutes) : DEFAULT_BASKET_MINUTES;
  return new Date(now.getTime() + minutes * 60_000);
}

/** Whole minutes left, rounded up, never negative: what "expire in {minutes} minutes" shows. */
export function minutesLeft(now: Date, expiresAt: Date): number {
  return Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / 60_000));
}

export interface TicketLimits {
  /** Tickets per order for the event (the event's override or the template's). */
  readonly perOrder: number;
  /** Tickets in one add-to-basket request, when limited. */
  readonly perRequest: number | null;
  /** Tickets a buyer may hold across orders for the event, when limited. */
  readonly aggregate: number | null;
}

/** Tickets per order when a template sets no maximum. */
export const DEFAULT_TICKETS_PER_ORDER = 10;

/**
 * An event's ticket limits: its own maximum per order when it has one (the event's override),
 * else its template's; the per-request and aggregate limits are the template's.
 */
export function ticketLimitsOf(
  template: {
    readonly maxTicketsPerOrder?: number | null;
    readonly ticketLimitPerRequest?: number | null;
    readonly aggregateTicketLimit?: number | null;
  } | null,
  eventOrderTicketLimit: number | null,
): TicketLimits {
  return {
    perOrder: eventOrderTicketLimit ?? template?.maxTicketsPerOrder ?? DEFAULT_TICKETS_PER_ORDER,
    perRequest: template?.ticketLimitPerRequest ?? null,
    aggregate: template?.aggregateTicketLimit ?? null,
  };
}

export type TicketLimitProblem =
  | { reason: 'per_request'; limit: number }
  | { reason: 'per_order'; limit: number }
  | { reason: 'aggregate'; limit: number };

/** Whether adding `requested` tickets of an event keeps within the ticket limits. */
export function ticketLimitProblem(
  limits: TicketLimits,
  requested: number,
  alreadyInBasket: number,
  alreadyBought = 0,
): TicketLimitProblem | null {
  if (limits.perRequest !== null && requested > limits.perRequest) {
    return { reason: 'per_request', limit: limits.perRequest };
  }
  if (alreadyInBasket + requested > limits.perOrder) return { reason: 'per_order', limit: limits.perOrder };
  if (limits.aggregate !== null && alreadyBought + alreadyInBasket + requested > limits.aggregate) {
    return { reason: 'aggregate', limit: limits.aggregate };
  }
  return null;
}
