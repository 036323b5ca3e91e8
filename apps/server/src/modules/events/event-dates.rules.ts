import type { EventDatesValue } from '@tessera/contract';
import { type DateParameter, dateParameters, instantToLocal, localToInstant } from '@tessera/domain';
import type { events } from '@/db/schema';

type EventRow = typeof events.$inferSelect;

/** Where each date parameter of spec §3 lives on the event row. */
export const dateColumns = {
  LocalDate: 'startsAt',
  LocalEndDate: 'endsAt',
  LocalLockDate: 'lockAt',
  LocalPublishDate: 'publishAt',
  LocalOnSaleDate: 'webOnSaleAt',
  LocalOnSaleEndDate: 'webOffSaleAt',
  LocalAPIOnSaleDate: 'apiOnSaleAt',
  LocalAPIOnSaleEndDate: 'apiOffSaleAt',
  LocalBoxOfficeOnSaleDate: 'boxOfficeOnSaleAt',
  LocalCallCenterStartDate: 'callCenterOnSaleAt',
  LocalCallCenterEndDate: 'callCenterOffSaleAt',
  LocalGroupSalesStartDate: 'groupSalesOnSaleAt',
  LocalGroupSalesEndDate: 'groupSalesOffSaleAt',
  LocalHouseSeatsStartDate: 'houseSeatsOnSaleAt',
  LocalHouseSeatsEndDate: 'houseSeatsOffSaleAt',
  LocalOutletStartDate: 'outletOnSaleAt',
  LocalOutletEndDate: 'outletOffSaleAt',
  LocalAdminOffSaleDate: 'adminOffSaleAt',
  LocalPreEventEmailScheduledDate: 'preEventEmailAt',
  LocalPostEventEmailScheduledDate: 'postEventEmailAt',
  LocalStopRedirectingDate: 'stopRedirectingAt',
  LocalSelfExchangeEndDate: 'selfExchangeOffSaleAt',
} as const satisfies Record<DateParameter, keyof EventRow>;

type DateColumn = (typeof dateColumns)[DateParameter];
export type DateColumnValues = { startsAt: Date } & { [C in Exclude<DateColumn, 'startsAt'>]: Date | null };
export type InstantDates = Partial<Record<DateParameter, Date | null>>;

/** An event row's dates by parameter, as instants. */
export function rowInstants(row: Pick<EventRow, DateColumn>): InstantDates {
  return Object.fromEntries(dateParameters.map((p) => [p, row[dateColumns[p]]])) as InstantDates;
}

/** An event row's dates as the venue's wall-clock times, every parameter present. */
export function rowLocalDates(row: Pick<EventRow, DateColumn>, timeZone: string): EventDatesValue {
  return Object.fromEntries(
    dateParameters.map((p) => {
      const value = row[dateColumns[p]];
      return [p, value ? instantToLocal(value, timeZone) : null];
    }),
  ) as EventDatesValue;
}

/** Wall-clock times read in the venue's zone; the parameters that are not calendar dates. */
export function localToInstants(
  dates: Partial<Record<DateParameter, string | null>>,
  timeZone: string,
): { instants: InstantDates; invalid: DateParameter[] } {
  const instants: InstantDates = {};
  const invalid: DateParameter[] = [];
  for (const p of dateParameters) {
    const local = dates[p];
    if (!local) {
      instants[p] = null;
      continue;
    }
    const instant = localToInstant(local, timeZone);
    if (instant) instants[p] = instant;
    else invalid.push(p);
  }
  return { instants, invalid };
}

/** Instants by parameter as the row's columns (absent ones empty). */
export function instantColumns(dates: InstantDates): DateColumnValues {
  return Object.fromEntries(
    dateParameters.map((p) => [dateColumns[p], dates[p] ?? null]),
  ) as DateColumnValues;
}
