export interface EventPeriod {
  readonly start: Date;
  readonly end: Date;
}

/** Problems with event periods, numbered from 1 as a person reads them (spec §5). */
export type EventPeriodProblem =
  | { kind: 'start_not_before_end'; period: number }
  | { kind: 'overlap'; period: number; overlapsWith: number };

export function eventPeriodProblems(periods: readonly EventPeriod[]): EventPeriodProblem[] {
  const problems: EventPeriodProblem[] = [];
  periods.forEach((p, i) => {
    if (p.start.getTime() >= p.end.getTime()) problems.push({ kind: 'start_not_before_end', period: i + 1 });
  });
  for (let i = 0; i < periods.length; i++) {
    for (let j = 0; j < i; j++) {
      const a = periods[i]!;
      const b = periods[j]!;
      if (a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime()) {
        problems.push({ kind: 'overlap', period: i + 1, overlapsWith: j + 1 });
      }
    }
  }
  return problems;
}

/**
 * Spec §5: high and low availability percentages are both required, and "High Availability
 * must be more than 1% larger than Low Availability".
 */
export function availabilityProblem(
  high: number | null | undefined,
  low: number | null | undefined,
): 'required' | 'high_not_above_low' | null {
  if (high === null || high === undefined || low === null || low === undefined) return 'required';
  return high - low > 1 ? null : 'high_not_above_low';
}

/** Spec §9: a percentage of total seats rounds up to whole seats. */
export function seatsForPercent(totalSeats: number, percent: number): number {
  return Math.ceil((totalSeats * percent) / 100 - 1e-9);
}

/** Spec §5: the self-exchange off-sale cannot be later than the lock date. */
export function selfExchangeAfterLock(selfExchangeEnd: Date | null, lockDate: Date | null): boolean {
  return selfExchangeEnd !== null && lockDate !== null && selfExchangeEnd.getTime() > lockDate.getTime();
}

/** Spec §5: event ID lists are comma-separated numbers only. */
export function parseEventIdList(text: string): number[] | null {
  const parts = text.split(',').map((p) => p.trim());
  if (parts.some((p) => !/^\d+$/.test(p))) return null;
  return parts.map(Number);
}

/** Spec §5 and §9: OrderTicketLimit is a number of at most 32767. */
export const ORDER_TICKET_LIMIT_MAX = 32_767;
