import { defaultReportEnd, defaultReportStart, localDay } from '@tessera/domain';
import { useAdminSession } from '@/admin/account/useAdminSession';
import type { TableViewState } from '@/ui/data-table/useTableView';
import type { MoneyFilters } from './queries';

/**
 * The account's time zone, which the screens count days in before a report has answered with
 * its venue's (the same unless the venues are in another zone than the account).
 */
function useAccountZone(): string {
  return useAdminSession().account.timezone;
}

/** Today in the account's time zone (`YYYY-MM-DD`), not the browser's. */
export function useVenueToday(): string {
  return localDay(new Date(), useAccountZone());
}

/** Where a report's range opens when the URL names no first day (`defaultReportStart`). */
export function useReportStart(): string {
  return defaultReportStart(new Date(), useAccountZone());
}

/**
 * A money report's filters as the URL holds them; the start defaults to the first day of this
 * month in the account's time zone (or `defaultFrom`).
 */
export function useReportFilters(
  view: TableViewState,
  defaultFrom?: string,
): MoneyFilters & { defaultTo: string } {
  const start = useReportStart();
  const from = view.filter('from') || defaultFrom || start;
  return {
    from,
    to: view.filter('to'),
    eventIds: view.filter('eventIds'),
    channels: view.filter('channels'),
    paymentTypes: view.filter('paymentTypes'),
    venueId: view.filter('venueId'),
    defaultTo: defaultReportEnd(from) ?? '',
  };
}
