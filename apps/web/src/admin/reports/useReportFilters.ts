import { defaultReportEnd } from '@tessera/domain';
import type { TableViewState } from '@/ui/data-table/useTableView';
import type { MoneyFilters } from './queries';

const pad = (n: number) => String(n).padStart(2, '0');

/** The first day of this month, the range a report opens on. */
export function firstOfThisMonth(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-01`;
}

/** Today in the browser (`YYYY-MM-DD`): advance sales open on it. */
export function today(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * A money report's filters as the URL holds them; the start defaults to this month's first day
 * (or `defaultFrom`).
 */
export function reportFilters(
  view: TableViewState,
  defaultFrom?: string,
): MoneyFilters & { defaultTo: string } {
  const from = view.filter('from') || defaultFrom || firstOfThisMonth();
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
