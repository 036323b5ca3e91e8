import { TZDate } from '@date-fns/tz';
import { addDays, addMonths, addWeeks, startOfDay } from 'date-fns';

/** Spec §3: the event-template date parameters. LocalDate is the event's start. */
export const dateParameters = [
  'LocalAdminOffSaleDate',
  'LocalAPIOnSaleDate',
  'LocalAPIOnSaleEndDate',
  'LocalBoxOfficeOnSaleDate',
  'LocalCallCenterEndDate',
  'LocalCallCenterStartDate',
  'LocalDate',
  'LocalEndDate',
  'LocalGroupSalesEndDate',
  'LocalGroupSalesStartDate',
  'LocalHouseSeatsEndDate',
  'LocalHouseSeatsStartDate',
  'LocalLockDate',
  'LocalOnSaleDate',
  'LocalOnSaleEndDate',
  'LocalOutletStartDate',
  'LocalOutletEndDate',
  'LocalPostEventEmailScheduledDate',
  'LocalPreEventEmailScheduledDate',
  'LocalPublishDate',
  'LocalSelfExchangeEndDate',
  'LocalStopRedirectingDate',
] as const;
export type DateParameter = (typeof dateParameters)[number];

export const timeModes = [
  'SetToMidnightOnDateOfParameter',
  'SetToParameterWithOffset',
  'SetToSpecifiedDate',
] as const;
export type TimeMode = (typeof timeModes)[number];

export const offsetUnits = ['Minutes', 'Hours', 'Days', 'Weeks', 'Months'] as const;
export type OffsetUnit = (typeof offsetUnits)[number];

export interface DateParameterRule {
  readonly parameter: DateParameter;
  readonly mode: TimeMode;
  /** The parameter a relative rule counts from (LocalDate when absent). */
  readonly relativeTo?: DateParameter;
  /** Signed: a negative amount is before the reference (e.g. a lock date in negative hours). */
  readonly offset?: { readonly amount: number; readonly unit: OffsetUnit };
  /** SetToSpecifiedDate: wall-clock time at the venue, `YYYY-MM-DDTHH:mm`. */
  readonly specified?: string;
}

export type DateParameterProblem = {
  parameter: DateParameter;
  reason: 'cycle' | 'missing_reference' | 'invalid_date' | 'duplicate';
};

export type ResolvedDates =
  | { ok: true; dates: Partial<Record<DateParameter, Date>> }
  | { ok: false; problems: DateParameterProblem[] };

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** A venue wall-clock time as an instant; undefined when it is not a real date. */
export function localToInstant(local: string, timeZone: string): Date | undefined {
  const m = LOCAL.exec(local);
  if (!m) return undefined;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const date = TZDate.tz(timeZone, y, mo - 1, d, h, mi);
  if (Number.isNaN(date.getTime()) || date.getMonth() !== mo - 1 || date.getDate() !== d) return undefined;
  return new Date(date.getTime());
}

function shift(from: TZDate, offset: DateParameterRule['offset']): TZDate {
  if (!offset || offset.amount === 0) return from;
  switch (offset.unit) {
    case 'Minutes':
      return new TZDate(from.getTime() + offset.amount * 60_000, from.timeZone);
    case 'Hours':
      return new TZDate(from.getTime() + offset.amount * 3_600_000, from.timeZone);
    case 'Days':
      return addDays(from, offset.amount);
    case 'Weeks':
      return addWeeks(from, offset.amount);
    case 'Months':
      return addMonths(from, offset.amount);
  }
}

/**
 * Resolves an event template's date parameters for one event, in the venue's time zone:
 * relative rules count from another parameter (calendar units follow the local calendar
 * across daylight-saving changes), midnight rules land on local midnight of the shifted date,
 * specified rules take a fixed wall-clock time. Rules may chain; a cycle is refused.
 */
export function resolveDateParameters(
  rules: readonly DateParameterRule[],
  event: { readonly start: string; readonly timeZone: string },
): ResolvedDates {
  const problems: DateParameterProblem[] = [];
  const start = localToInstant(event.start, event.timeZone);
  if (!start) return { ok: false, problems: [{ parameter: 'LocalDate', reason: 'invalid_date' }] };

  const byParameter = new Map<DateParameter, DateParameterRule>();
  for (const rule of rules) {
    if (rule.parameter === 'LocalDate' || byParameter.has(rule.parameter)) {
      problems.push({ parameter: rule.parameter, reason: 'duplicate' });
    } else {
      byParameter.set(rule.parameter, rule);
    }
  }
  const resolved = new Map<DateParameter, TZDate>([
    ['LocalDate', new TZDate(start.getTime(), event.timeZone)],
  ]);
  const visiting = new Set<DateParameter>();

  const resolve = (parameter: DateParameter): TZDate | undefined => {
    const known = resolved.get(parameter);
    if (known) return known;
    const rule = byParameter.get(parameter);
    if (!rule) return undefined;
    if (visiting.has(parameter)) {
      problems.push({ parameter, reason: 'cycle' });
      return undefined;
    }
    visiting.add(parameter);
    let value: TZDate | undefined;
    if (rule.mode === 'SetToSpecifiedDate') {
      const instant = rule.specified ? localToInstant(rule.specified, event.timeZone) : undefined;
      if (!instant) problems.push({ parameter, reason: 'invalid_date' });
      else value = new TZDate(instant.getTime(), event.timeZone);
    } else {
      const reference = resolve(rule.relativeTo ?? 'LocalDate');
      if (!reference) {
        if (!problems.some((p) => p.parameter === parameter))
          problems.push({ parameter, reason: 'missing_reference' });
      } else {
        const shifted = shift(reference, rule.offset);
        value =
          rule.mode === 'SetToMidnightOnDateOfParameter'
            ? new TZDate(startOfDay(shifted).getTime(), event.timeZone)
            : shifted;
      }
    }
    visiting.delete(parameter);
    if (value) resolved.set(parameter, value);
    return value;
  };

  for (const parameter of byParameter.keys()) resolve(parameter);
  if (problems.length > 0) return { ok: false, problems };
  const dates: Partial<Record<DateParameter, Date>> = {};
  for (const [parameter, value] of resolved) dates[parameter] = new Date(value.getTime());
  return { ok: true, dates };
}
