import { BarChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AdvanceSalesLine } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { useTableView } from '@/ui/data-table/useTableView';
import { MoneyReportPage } from './MoneyReportPage';
import { ReportChart } from './ReportChart';
import { countColumn, moneyColumn } from './report-columns';
import { useVenueTime } from './report-format';
import { ukReportQueries } from './uk-queries';
import { useReportFilters, useVenueToday } from './useReportFilters';

const counts = ['capacity', 'sold', 'held', 'available'] as const;
const visibleFrom: Record<string, 'sm' | 'md'> = {
  startsAt: 'sm',
  capacity: 'md',
  sold: 'sm',
  held: 'md',
  available: 'md',
  revenue: 'sm',
};

/** Reports → UK theatres → Advance sales: each performance to come, how full it is and what it has taken. */
export function AdvanceSalesPage() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const view = useTableView();
  const firstDay = useVenueToday();
  const { defaultTo, paymentTypes: _p, channels: _c, ...filters } = useReportFilters(view, firstDay);
  const report = useQuery(ukReportQueries.advanceSales(filters));
  const totals = report.data?.totals;
  const when = useVenueTime(report.data?.timeZone);
  const percentFormat = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const percent = (n: number) => percentFormat.format(n / 100);
  return (
    <MoneyReportPage<AdvanceSalesLine>
      name="advanceSales"
      report="advance-sales"
      filters={filters}
      query={report}
      view={view}
      channels={false}
      defaultFrom={firstDay}
      chart={
        report.data &&
        report.data.items.length > 0 && (
          <ReportChart title={t('reports.advanceSales.chart')}>
            <BarChart
              h={220}
              data={report.data.items.map((i) => ({
                performance: `${i.name} · ${when(i.startsAt)}`,
                percentSold: i.percentSold,
              }))}
              dataKey="performance"
              series={[{ name: 'percentSold', label: t('reports.columns.percentSold'), color: 'indigo.6' }]}
              valueFormatter={percent}
              yAxisProps={{ domain: [0, 100], width: 60 }}
              xAxisProps={{ tick: false }}
              tickLine="y"
            />
          </ReportChart>
        )
      }
      rows={report.data?.items}
      rowKey={(i) => i.eventId}
      columns={[
        { id: 'name', header: t('reports.columns.event'), sortable: true },
        {
          id: 'startsAt',
          header: t('reports.columns.startsAt'),
          sortable: true,
          value: (i) => i.startsAt,
          cell: (i) => (
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {when(i.startsAt)}
            </Text>
          ),
          visibleFrom: visibleFrom.startsAt,
        },
        ...counts.map((id) => countColumn(t, id, { visibleFrom: visibleFrom[id] })),
        {
          id: 'percentSold',
          header: t('reports.columns.percentSold'),
          align: 'right',
          sortable: true,
          value: (i) => i.percentSold,
          cell: (i) => percent(i.percentSold),
        },
        moneyColumn(t, money, 'revenue', {
          sortable: true,
          visibleFrom: visibleFrom.revenue,
        }),
      ]}
      totals={
        totals && {
          name: t('reports.total'),
          ...Object.fromEntries(counts.map((id) => [id, totals[id]])),
          percentSold: percent(totals.percentSold),
          revenue: money(totals.revenue),
        }
      }
    />
  );
}
