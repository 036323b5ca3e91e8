import { useQuery } from '@tanstack/react-query';
import type { SalesDay } from '@tessera/contract';
import { MoneyReportPage } from './MoneyReportPage';
import { reportQueries } from './queries';
import { countColumn, dayColumn, moneyColumn } from './report-columns';
import { useReportPage } from './useReportPage';

/** On screen: face value and fees beside the totals; discounts and delivery are in the downloads. */
const moneyColumns = ['faceValue', 'fees', 'sales', 'refunds', 'net'] as const;
const detailColumns = new Set<string>(['faceValue', 'fees']);

/** Reports → UK theatres → Sales by transaction date: each venue day's sales less its refunds. */
export function SalesByTransactionDatePage() {
  const { t, money, dayText, view, filters: all } = useReportPage();
  const { paymentTypes: _p, ...filters } = all;
  const report = useQuery(reportQueries.sales({ ...filters, paymentTypes: '' }));
  const totals = report.data?.totals;
  return (
    <MoneyReportPage<SalesDay>
      name="sales"
      report="sales-by-transaction-date"
      filters={filters}
      query={report}
      view={view}
      rows={report.data?.days}
      rowKey={(d) => d.day}
      columns={[
        dayColumn(t, dayText, (d) => d.day, { sortable: true }),
        countColumn(t, 'orders', { visibleFrom: 'sm' }),
        countColumn(t, 'tickets', { visibleFrom: 'md' }),
        ...moneyColumns.map((id) =>
          moneyColumn(t, money, id, {
            sortable: true,
            ...(detailColumns.has(id)
              ? { visibleFrom: 'md' as const }
              : id === 'net'
                ? {}
                : { visibleFrom: 'sm' as const }),
          }),
        ),
      ]}
      totals={
        totals && {
          day: t('reports.total'),
          orders: totals.orders,
          tickets: totals.tickets,
          ...Object.fromEntries(moneyColumns.map((id) => [id, money(totals[id])])),
        }
      }
    />
  );
}
