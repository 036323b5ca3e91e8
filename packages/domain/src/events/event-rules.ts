import { type DateParameter, dateParameters } from '../templates/date-parameters';
import { ORDER_TICKET_LIMIT_MAX, selfExchangeAfterLock } from '../templates/template-rules';

/**
 * An event's status beside its active flag (spec §3 "status"; the values are not shown, so
 * these follow the common scheduled / postponed / rescheduled / cancelled life of a show).
 */
export const eventStatuses = ['Scheduled', 'Postponed', 'Rescheduled', 'Cancelled'] as const;
export type EventStatus = (typeof eventStatuses)[number];

/** How the shop lets a customer choose seats (spec §3 "sale mode"; values not shown). */
export const saleModes = ['SelectSeats', 'BestAvailable', 'SelectOrBestAvailable'] as const;
export type SaleMode = (typeof saleModes)[number];

/** Spec §5: an event needs its start date, end date and web on-sale start. */
export const requiredEventDates = [
  'LocalDate',
  'LocalEndDate',
  'LocalOnSaleDate',
] as const satisfies readonly DateParameter[];

/** The date parameters a bulk edit may set or clear: every one but the event date itself. */
export const bulkEditableDates = dateParameters.filter((p) => p !== 'LocalDate');

export type EventDates = Partial<Record<DateParameter, Date | null>>;

export type EventDateProblem = {
  parameter: DateParameter;
  kind: 'required' | 'end_before_start' | 'self_exchange_after_lock';
};

/**
 * The spec's §5 rules on an event's dates: the three required dates, an end after the start,
 * and a self-exchange off-sale not later than the lock date. Each problem names its date.
 */
export function eventDateProblems(dates: EventDates): EventDateProblem[] {
  const problems: EventDateProblem[] = [];
  for (const parameter of requiredEventDates) {
    if (!dates[parameter]) problems.push({ parameter, kind: 'required' });
  }
  const start = dates.LocalDate;
  const end = dates.LocalEndDate;
  if (start && end && end.getTime() <= start.getTime()) {
    problems.push({ parameter: 'LocalEndDate', kind: 'end_before_start' });
  }
  if (selfExchangeAfterLock(dates.LocalSelfExchangeEndDate ?? null, dates.LocalLockDate ?? null)) {
    problems.push({ parameter: 'LocalSelfExchangeEndDate', kind: 'self_exchange_after_lock' });
  }
  return problems;
}

/** Spec §5: a bulk edit's numbers may not exceed their maximum ("{field} can't be higher than {max}"). */
export function orderTicketLimitTooHigh(limit: number | null | undefined): boolean {
  return limit !== null && limit !== undefined && limit > ORDER_TICKET_LIMIT_MAX;
}
