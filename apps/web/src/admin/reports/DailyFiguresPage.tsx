import { useQuery } from '@tanstack/react-query';
import type { DailyFiguresDay } from '@tessera/contract';
import { amountColumn } from '@/ui/data-table/amount-column';
import { MoneyReportPage } from './MoneyReportPage';
import { NetBarChart } from './ReportChart';
import { countColumn, dayColumn, moneyColumn } from './report-columns';
import { ukReportQueries } from './uk-queries';
import { useReportPage } from './useReportPage';

/** On screen: tickets and money; orders and face value are in the downloads (the table stays readable). */
const counts = ['ticketsSold', 'ticketsRefunded'] as const;
const moneyColumns = ['fees', 'sales', 'refunds', 'net'] as const;
/** On a phone: the day and its net; a tablet adds tickets sold and sales; a desk shows everything. */
const visibleFrom: Record<string, 'sm' | 'md'> = {
  ticketsSold: 'sm',
  ticketsRefunded: 'md',
  fees: 'md',
  sales: 'sm',
  refunds: 'sm',
};

/** Reports → UK theatres → Daily figures: what the box office reads each morning, per venue day. */
export function DailyFiguresPage() {
  const { t, money, dayText, view, filters: all } = useReportPage();
  const { paymentTypes: _p, ...filters } = all;
  const report = useQuery(ukReportQueries.dailyFigures(filters));
  const totals = report.data?.totals;
  const types = report.data?.paymentTypes ?? [];
  const typeName = (p: string) => t(`orders.paymentTypes.${p}`, p);
  return (
    <MoneyReportPage<DailyFiguresDay>
      name="dailyFigures"
      report="daily-figures"
      filters={filters}
      query={report}
      view={view}
      chart={
        report.data && (
          <NetBarChart
            title={t('reports.dailyFigures.chart')}
            height={220}
            dataKey="day"
            data={report.data.days.map((d) => ({ day: dayText(d.day), net: d.net }))}
          />
        )
      }
      rows={report.data?.days}
      rowKey={(d) => d.day}
      columns={[
        dayColumn(t, dayText, (d) => d.day, { sortable: true }),
        ...counts.map((id) => countColumn(t, id, { visibleFrom: visibleFrom[id] })),
        ...moneyColumns.map((id) =>
          moneyColumn(t, money, id, {
            sortable: true,
            ...(visibleFrom[id] ? { visibleFrom: visibleFrom[id] } : {}),
          }),
        ),
        ...types.map((type) =>
          amountColumn<DailyFiguresDay>(
            `payment-${type}`,
            typeName(type),
            money,
            (d) => d.payments[type] ?? 0,
            {
              sortable: true,
              visibleFrom: 'md',
            },
          ),
        ),
      ]}
      totals={
        totals && {
          day: t('reports.total'),
          ...Object.fromEntries(counts.map((id) => [id, totals[id]])),
          ...Object.fromEntries(moneyColumns.map((id) => [id, money(totals[id])])),
          ...Object.fromEntries(types.map((type) => [`payment-${type}`, money(totals.payments[type] ?? 0)])),
        }
      }
    />
  );
}
