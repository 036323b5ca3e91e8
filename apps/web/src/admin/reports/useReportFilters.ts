import { defaultReportEnd, localDay } from '@tessera/domain';
import { useAdminSession } from '@/admin/account/useAdminSession';
import type { TableViewState } from '@/ui/data-table/useTableView';
import type { MoneyFilters } from './queries';

/**
 * Today in the account's time zone (`YYYY-MM-DD`), the day reports count in: not the browser's,
 * which is already tomorrow in the evening west of it, or still yesterday in the morning.
 */
export function useVenueToday(): string {
  const { account } = useAdminSession();
  return localDay(new Date(), account.timezone);
}

/** The first day of the month `day` falls in. */
export const firstOfMonth = (day: string) => `${day.slice(0, 8)}01`;

/**
 * A money report's filters as the URL holds them; the start defaults to the first day of this
 * month in the account's time zone (or `defaultFrom`).
 */
export function useReportFilters(
  view: TableViewState,
  defaultFrom?: string,
): MoneyFilters & { defaultTo: string } {
  const today = useVenueToday();
  const from = view.filter('from') || defaultFrom || firstOfMonth(today);
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
