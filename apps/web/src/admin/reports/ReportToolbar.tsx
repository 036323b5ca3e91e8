import { Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { paymentTypes, type ReportId } from '@tessera/domain';
import { useTranslation } from 'react-i18next';
import { venueQueries } from '@/admin/venues/queries';
import type { TableViewState } from '@/ui/data-table/useTableView';
import { ListFilter, ReportRangeFields } from './ReportRangeFields';
import { SavedFilters } from './SavedFilters';
import { useReportFilters } from './useReportFilters';

/**
 * The filters of a money report, in the URL: the venue's days (the end defaults to one year
 * after the start), events, channels and, where the report has them, payment types.
 */
export function ReportToolbar({
  view,
  report,
  payments = false,
  channels = true,
  venues = false,
  defaultFrom,
}: {
  view: TableViewState;
  report: ReportId;
  payments?: boolean;
  /** Offers the channel filter (not where a report counts inventory, which has no channel). */
  channels?: boolean;
  /** Offers the venue filter: its time zone reads the days, and only its events are kept. */
  venues?: boolean;
  /** The first day when the URL names none (this month's first day by default). */
  defaultFrom?: string | undefined;
}) {
  const { t } = useTranslation();
  const filters = useReportFilters(view, defaultFrom);
  const venueList = useQuery({ ...venueQueries.all(), enabled: venues });
  const set = (name: string) => (value: string | null) =>
    view.setFilter(name, value || null, { replace: true });
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <ReportRangeFields
        values={filters}
        shownTo={filters.defaultTo}
        channels={channels}
        set={(name, value) => set(name)(value)}
      />
      {venues && (venueList.data?.items.length ?? 0) > 1 && (
        <Select
          label={t('reports.filters.venue')}
          placeholder={t('reports.filters.allVenues')}
          clearable
          w={220}
          data={(venueList.data?.items ?? []).map((v) => ({ value: String(v.id), label: v.name }))}
          value={view.filter('venueId') || null}
          onChange={set('venueId')}
        />
      )}
      {payments && (
        <ListFilter
          label={t('reports.filters.paymentTypes')}
          all={t('reports.filters.allPaymentTypes')}
          data={paymentTypes.map((p) => ({ value: p, label: t(`orders.paymentTypes.${p}`) }))}
          value={filters.paymentTypes}
          onChange={set('paymentTypes')}
        />
      )}
      <SavedFilters report={report} view={view} />
    </Group>
  );
}
