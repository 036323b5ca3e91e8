import type { ErrorCode } from '../errors/catalogue';

/** What the readiness checklist looks at, read by the server for one event. */
export interface EventReadinessFacts {
  readonly mapId: number | null;
  readonly seatsGenerated: boolean;
  /** Seats (not killed) with no price level: they would sell for nothing. */
  readonly unpricedSeats: number;
  readonly gaAreas: readonly {
    readonly id: number;
    readonly name: string;
    readonly priceLevelId: number | null;
  }[];
  /** The web on-sale start (LocalOnSaleDate), if set. */
  readonly onSaleAt: Date | null;
  readonly paymentAccounts: number;
}

/** Where on the event screen (or elsewhere) a problem is fixed. */
export type ReadinessFix = 'map' | 'seats' | 'gaArea' | 'dates' | 'paymentAccounts';

export interface ReadinessProblem {
  /** The catalogue error that names the problem (its message is the checklist's line). */
  readonly code: ErrorCode;
  readonly params: Readonly<Record<string, string | number>>;
  /** A blocking problem refuses activation; the others are shown as warnings. */
  readonly blocking: boolean;
  readonly fix: ReadinessFix;
}

/**
 * The event's readiness checklist: everything that stops its tickets selling right, in the
 * order a venue fixes them. A map, generated seats, a price level on every seat and general
 * admission area (a ticket without one would sell for nothing) and the web on-sale date block
 * activation; a missing payment account is a warning, since card payments then go through the
 * built-in test processor.
 */
export function eventReadiness(facts: EventReadinessFacts): ReadinessProblem[] {
  const problems: ReadinessProblem[] = [];
  if (facts.mapId === null && !facts.seatsGenerated) {
    problems.push({ code: 'admin.event_map_required', params: {}, blocking: true, fix: 'map' });
  } else if (!facts.seatsGenerated) {
    problems.push({ code: 'admin.seats_not_generated', params: {}, blocking: true, fix: 'seats' });
  }
  if (facts.unpricedSeats > 0) {
    problems.push({
      code: 'admin.event_seats_unpriced',
      params: { count: facts.unpricedSeats },
      blocking: true,
      fix: 'seats',
    });
  }
  for (const area of facts.gaAreas) {
    if (area.priceLevelId === null) {
      problems.push({
        code: 'admin.event_ga_area_unpriced',
        params: { name: area.name, areaId: area.id },
        blocking: true,
        fix: 'gaArea',
      });
    }
  }
  if (!facts.onSaleAt) {
    problems.push({ code: 'admin.event_on_sale_date_missing', params: {}, blocking: true, fix: 'dates' });
  }
  if (facts.paymentAccounts === 0) {
    problems.push({
      code: 'admin.event_payment_account_missing',
      params: {},
      blocking: false,
      fix: 'paymentAccounts',
    });
  }
  return problems;
}

/** Whether the checklist lets the event be activated. */
export const mayActivate = (problems: readonly ReadinessProblem[]): boolean =>
  !problems.some((p) => p.blocking);
