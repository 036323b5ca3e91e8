import { useQuery } from '@tanstack/react-query';
import type { UkPaymentsLine } from '@tessera/contract';
import { MoneyReportPage } from './MoneyReportPage';
import { NetBarChart } from './ReportChart';
import { dayColumn, moneyColumn } from './report-columns';
import { ukReportQueries } from './uk-queries';
import { useReportPage } from './useReportPage';

const moneyColumns = ['taken', 'refunded', 'net'] as const;

/**
 * Reports → UK theatres → Payments (decisions/0092): money taken and given back per venue day,
 * payment type and card brand. On a phone: the day, the type and the net.
 */
export function UkPaymentsPage() {
  const { t, money, dayText, view, filters } = useReportPage();
  const report = useQuery(ukReportQueries.ukPayments(filters));
  const totals = report.data?.totals;
  const typeName = (p: string) => t(`orders.paymentTypes.${p}`, p);
  return (
    <MoneyReportPage<UkPaymentsLine>
      name="ukPayments"
      report="uk-payments"
      filters={filters}
      query={report}
      view={view}
      payments
      chart={
        report.data &&
        report.data.types.length > 0 && (
          <NetBarChart
            title={t('reports.ukPayments.chart')}
            height={180}
            dataKey="type"
            data={report.data.types.map((l) => ({ type: typeName(l.paymentType), net: l.net }))}
          />
        )
      }
      rows={report.data?.lines}
      rowKey={(l) => `${l.day}|${l.paymentType}|${l.brand ?? ''}`}
      columns={[
        dayColumn(t, dayText, (l) => l.day, { sortable: true }),
        {
          id: 'paymentType',
          header: t('reports.columns.paymentType'),
          value: (l) => typeName(l.paymentType),
          sortable: true,
        },
        {
          id: 'brand',
          header: t('reports.columns.brand'),
          value: (l) => l.brand ?? '',
          sortable: true,
          visibleFrom: 'sm',
        },
        ...moneyColumns.map((id) =>
          moneyColumn(t, money, id, {
            sortable: true,
            ...(id === 'net' ? {} : { visibleFrom: 'sm' as const }),
          }),
        ),
      ]}
      totals={
        totals && {
          day: t('reports.total'),
          ...Object.fromEntries(moneyColumns.map((id) => [id, money(totals[id])])),
        }
      }
    />
  );
}
