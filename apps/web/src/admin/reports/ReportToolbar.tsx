import { Group, MultiSelect, Select, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { paymentTypes, type ReportId, salesChannels } from '@tessera/domain';
import { useTranslation } from 'react-i18next';
import { sellQueries } from '@/admin/sell/queries';
import { venueQueries } from '@/admin/venues/queries';
import type { TableViewState } from '@/ui/data-table/useTableView';
import { SavedFilters } from './SavedFilters';
import { reportFilters } from './useReportFilters';

const listOf = (text: string) => (text ? text.split(',') : []);

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
  const filters = reportFilters(view, defaultFrom);
  const events = useQuery(sellQueries.events({ search: '', page: 1, pageSize: 100 }));
  const venueList = useQuery({ ...venueQueries.all(), enabled: venues });
  const set = (name: string) => (value: string | null) =>
    view.setFilter(name, value || null, { replace: true });
  const many = (name: string) => (values: string[]) => set(name)(values.join(','));
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        type="date"
        label={t('reports.filters.from')}
        value={filters.from}
        onChange={(e) => set('from')(e.currentTarget.value)}
        w={160}
      />
      <TextInput
        type="date"
        label={t('reports.filters.to')}
        value={filters.to || filters.defaultTo}
        onChange={(e) => set('to')(e.currentTarget.value)}
        w={160}
      />
      <MultiSelect
        label={t('reports.filters.events')}
        placeholder={filters.eventIds ? undefined : t('reports.filters.allEvents')}
        searchable
        clearable
        w={240}
        data={(events.data?.items ?? []).map((e) => ({ value: String(e.id), label: e.name }))}
        value={listOf(filters.eventIds)}
        onChange={many('eventIds')}
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
      {channels && (
        <MultiSelect
          label={t('reports.filters.channels')}
          placeholder={filters.channels ? undefined : t('reports.filters.allChannels')}
          clearable
          w={220}
          data={salesChannels.map((c) => ({ value: c, label: t(`channels.${c}`) }))}
          value={listOf(filters.channels)}
          onChange={many('channels')}
        />
      )}
      {payments && (
        <MultiSelect
          label={t('reports.filters.paymentTypes')}
          placeholder={filters.paymentTypes ? undefined : t('reports.filters.allPaymentTypes')}
          clearable
          w={220}
          data={paymentTypes.map((p) => ({ value: p, label: t(`orders.paymentTypes.${p}`) }))}
          value={listOf(filters.paymentTypes)}
          onChange={many('paymentTypes')}
        />
      )}
      <SavedFilters report={report} view={view} />
    </Group>
  );
}
