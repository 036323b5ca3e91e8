import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { SalesDay } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { useTableView } from '@/ui/data-table/useTableView';
import { MoneyReportPage } from './MoneyReportPage';
import { reportQueries } from './queries';
import { useDayFormat } from './report-format';
import { reportFilters } from './useReportFilters';

/** On screen: face value and fees beside the totals; discounts and delivery are in the downloads. */
const moneyColumns = ['faceValue', 'fees', 'sales', 'refunds', 'net'] as const;
const detailColumns = new Set<string>(['faceValue', 'fees']);

/** Reports → UK theatres → Sales by transaction date: each venue day's sales less its refunds. */
export function SalesByTransactionDatePage() {
  const { t } = useTranslation();
  const money = useMoney();
  const dayText = useDayFormat();
  const view = useTableView();
  const { defaultTo, paymentTypes: _p, ...filters } = reportFilters(view);
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
        {
          id: 'day',
          header: t('reports.columns.day'),
          value: (d) => d.day,
          cell: (d) => (
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {dayText(d.day)}
            </Text>
          ),
          sortable: true,
        },
        {
          id: 'orders',
          header: t('reports.columns.orders'),
          align: 'right',
          sortable: true,
          visibleFrom: 'sm',
        },
        {
          id: 'tickets',
          header: t('reports.columns.tickets'),
          align: 'right',
          sortable: true,
          visibleFrom: 'md',
        },
        ...moneyColumns.map((id) => ({
          id,
          header: t(`reports.columns.${id}`),
          align: 'right' as const,
          sortable: true,
          value: (d: SalesDay) => d[id],
          cell: (d: SalesDay) => money(d[id]),
          ...(detailColumns.has(id)
            ? { visibleFrom: 'md' as const }
            : id === 'net'
              ? {}
              : { visibleFrom: 'sm' as const }),
        })),
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
