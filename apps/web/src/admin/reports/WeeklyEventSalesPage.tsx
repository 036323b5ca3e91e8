import { LineChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { WeeklyEventSalesLine } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { useTableView } from '@/ui/data-table/useTableView';
import { MoneyReportPage } from './MoneyReportPage';
import { ReportChart } from './ReportChart';
import { countColumn, moneyColumn } from './report-columns';
import { useDayFormat } from './report-format';
import { ukReportQueries } from './uk-queries';
import { useReportFilters } from './useReportFilters';

const colors = ['blue.6', 'teal.6', 'grape.6', 'orange.6', 'red.6', 'cyan.6', 'lime.7', 'pink.6'];

/** The chart's points: one per week, a value per event (its tickets that week, 0 when none). */
function weeklyPoints(
  weeks: readonly string[],
  eventIds: readonly number[],
  lines: readonly WeeklyEventSalesLine[],
  label: (day: string) => string,
) {
  const tickets = new Map(lines.map((l) => [`${l.eventId}/${l.week}`, l.tickets]));
  return weeks.map((week) => ({
    week: label(week),
    ...Object.fromEntries(eventIds.map((id) => [`event-${id}`, tickets.get(`${id}/${week}`) ?? 0])),
  }));
}

/** Reports → UK theatres → Weekly event sales: tickets and revenue per event per venue week. */
export function WeeklyEventSalesPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const dayText = useDayFormat();
  const view = useTableView();
  const { defaultTo, paymentTypes: _p, ...filters } = useReportFilters(view);
  const report = useQuery(ukReportQueries.weeklyEventSales(filters));
  const totals = report.data?.totals;
  const lines = report.data?.lines ?? [];
  const events = [...new Map(lines.map((l) => [l.eventId, l.name])).entries()];
  return (
    <MoneyReportPage<WeeklyEventSalesLine>
      name="weeklyEventSales"
      report="weekly-event-sales"
      filters={filters}
      query={report}
      view={view}
      chart={
        report.data &&
        events.length > 0 && (
          <ReportChart title={t('reports.weeklyEventSales.chart')}>
            <LineChart
              h={240}
              data={weeklyPoints(
                report.data.weeks,
                events.map(([id]) => id),
                lines,
                dayText,
              )}
              dataKey="week"
              series={events.map(([id, name], i) => ({
                name: `event-${id}`,
                label: name,
                color: colors[i % colors.length] ?? 'blue.6',
              }))}
              curveType="linear"
              withDots={report.data.weeks.length <= 16}
              withLegend
              legendProps={{ verticalAlign: 'bottom' }}
              yAxisProps={{ allowDecimals: false, width: 40 }}
            />
          </ReportChart>
        )
      }
      rows={lines}
      rowKey={(l) => `${l.eventId}-${l.week}`}
      columns={[
        { id: 'name', header: t('reports.columns.event'), sortable: true },
        {
          id: 'week',
          header: t('reports.columns.week'),
          sortable: true,
          value: (l) => l.week,
          cell: (l) => (
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {dayText(l.week)}
            </Text>
          ),
        },
        countColumn(t, 'tickets', { visibleFrom: 'sm' }),
        moneyColumn(t, money, 'revenue', { sortable: true }),
      ]}
      totals={
        totals && {
          name: t('reports.total'),
          tickets: totals.tickets,
          revenue: money(totals.revenue),
        }
      }
    />
  );
}
