import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { GroupFilters } from './queries';
import { useReportPage } from './useReportPage';

interface GroupReport {
  timeZone: string;
  lines: { orderId: number }[];
  totals: unknown;
  personalDataHidden: boolean;
}

/**
 * What the group sales reports (commissions, payment) share: the range, events and venue of the
 * filters (no channel: every order is a group sale), the report read with them, and the frame
 * `MoneyReportPage` takes, with the notice when the reader's group hides personal data.
 */
export function useGroupReport<R extends GroupReport, K extends QueryKey>(
  queryOf: (filters: GroupFilters) => UseQueryOptions<R, Error, R, K>,
) {
  const page = useReportPage();
  const { from, to, eventIds, venueId } = page.filters;
  const filters = { from, to, eventIds, venueId };
  const report = useQuery(queryOf(filters));
  const frame = {
    filters,
    query: report,
    view: page.view,
    channels: false,
    notice: report.data?.personalDataHidden ? page.t('reports.groupReports.hidden') : undefined,
    rows: report.data?.lines as R['lines'] | undefined,
    rowKey: (l: R['lines'][number]) => String(l.orderId),
  };
  return { ...page, totals: report.data?.totals as R['totals'] | undefined, frame };
}
