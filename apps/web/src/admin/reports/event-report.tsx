import type { UseQueryResult } from '@tanstack/react-query';
import type { ReportId } from '@tessera/domain';
import { useTranslation } from 'react-i18next';
import { pagedRows } from '@/ui/data-table/sources';
import type { TableViewState } from '@/ui/data-table/useTableView';
import { DownloadMenu } from './DownloadMenu';

/** The performance a one-event report is about, from the URL (`eventId`); null until one is picked. */
export const reportEventId = (view: TableViewState) => Number(view.filter('eventId')) || null;

/** A seat as the reports write it: section, row and seat, the missing ones left out. */
export const seatText = (l: { section: string | null; row: string | null; seat: string | null }) =>
  [l.section, l.row, l.seat].filter(Boolean).join(' · ');

/**
 * One page of a one-event report as the table takes it: no rows until an event is picked, when the
 * empty line asks for one.
 */
export function useEventPageRows<T>(
  eventId: number | null,
  query: UseQueryResult<{ items: readonly T[]; total: number }>,
  empty: string,
) {
  const { t } = useTranslation();
  const page = pagedRows(query);
  return eventId
    ? { ...page, empty }
    : { ...page, rows: [], total: 0, empty: t('reports.manifest.pickEvent') };
}

/** A one-event report's download, offered once an event is picked; its files are named by the event. */
export function EventReportDownload({
  report,
  eventId,
  filters = {},
}: {
  report: ReportId;
  eventId: number | null;
  filters?: Record<string, string | number | undefined>;
}) {
  return eventId ? (
    <DownloadMenu report={report} filters={{ eventId, ...filters }} fileStem={`${report}-${eventId}`} />
  ) : null;
}
