import { Badge, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TransactionLine } from '@tessera/contract';
import type { SalesChannel } from '@tessera/domain';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { useTableView } from '@/ui/data-table/useTableView';
import { MoneyReportPage } from './MoneyReportPage';
import { reportQueries } from './queries';
import { orderIdColumn } from './report-columns';
import { useDayFormat } from './report-format';
import { reportFilters } from './useReportFilters';

/** Reports → Accounting and finance → Transactions: every payment and refund, a page at a time. */
export function TransactionsPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const dayText = useDayFormat();
  const view = useTableView();
  const { defaultTo, ...filters } = reportFilters(view);
  const report = useQuery(reportQueries.transactions(filters, view.page, view.pageSize));
  const totals = report.data?.totals;
  return (
    <MoneyReportPage<TransactionLine>
      name="transactions"
      report="transactions"
      filters={filters}
      query={report}
      view={view}
      payments
      rows={report.data?.items}
      total={report.data?.total ?? 0}
      columns={[
        {
          id: 'day',
          header: t('reports.columns.day'),
          value: (l) => dayText(l.day),
          cell: (l) => (
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {dayText(l.day)}
            </Text>
          ),
        },
        {
          id: 'kind',
          header: t('reports.columns.kind'),
          value: (l) => t(`reports.kinds.${l.kind}`),
          badge: (l) => (l.kind === 'payment' ? 'teal' : 'orange'),
        },
        orderIdColumn(t, { visibleFrom: 'sm' }),
        {
          id: 'channel',
          header: t('reports.columns.channel'),
          value: (l) => t(`channels.${l.channel as SalesChannel}`, l.channel),
          visibleFrom: 'md',
        },
        {
          id: 'paymentType',
          header: t('reports.columns.paymentType'),
          value: (l) => t(`orders.paymentTypes.${l.paymentType}`, l.paymentType),
          cell: (l) => (
            <>
              {t(`orders.paymentTypes.${l.paymentType}`, l.paymentType)}
              {l.last4 && (
                <Badge variant="light" color="gray" ml={6}>
                  {l.last4}
                </Badge>
              )}
            </>
          ),
          visibleFrom: 'sm',
        },
        {
          id: 'amount',
          header: t('reports.columns.amount'),
          align: 'right',
          value: (l) => l.amount,
          cell: (l) => money(l.amount),
        },
      ]}
      totals={totals && { day: t('reports.total'), amount: money(totals.net) }}
    />
  );
}
