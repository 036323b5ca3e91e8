import { Badge, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { PaymentsV2Line } from '@tessera/contract';
import type { SalesChannel } from '@tessera/domain';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { useTableView } from '@/ui/data-table/useTableView';
import { MoneyReportPage } from './MoneyReportPage';
import { orderIdColumn } from './report-columns';
import { useDayFormat } from './report-format';
import { ukReportQueries } from './uk-queries';
import { reportFilters } from './useReportFilters';

/**
 * Reports → UK theatres → Payments v2 (beta, decisions/0092): every payment and refund with its
 * order, customer, channel and staff member, a page at a time; the totals are the transactions
 * report's. On a phone: the day, the order and the amount.
 */
export function PaymentsV2Page() {
  const { t } = useTranslation();
  const money = useMoney();
  const dayText = useDayFormat();
  const view = useTableView();
  const { defaultTo, ...filters } = reportFilters(view);
  const report = useQuery(ukReportQueries.paymentsV2(filters, view.page, view.pageSize));
  const totals = report.data?.totals;
  return (
    <MoneyReportPage<PaymentsV2Line>
      name="paymentsV2"
      report="payments-v2"
      filters={filters}
      query={report}
      view={view}
      payments
      notice={report.data?.personalDataHidden ? t('reports.paymentsV2.hidden') : undefined}
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
          visibleFrom: 'sm',
        },
        orderIdColumn(t),
        {
          id: 'customer',
          header: t('reports.columns.customer'),
          value: (l) => l.customerName,
          cell: (l) => (
            <>
              <Text size="sm">{l.customerName}</Text>
              <Text size="xs" c="dimmed">
                {l.customerEmail}
              </Text>
            </>
          ),
          visibleFrom: 'md',
        },
        {
          id: 'channel',
          header: t('reports.columns.channel'),
          value: (l) => t(`channels.${l.channel as SalesChannel}`, l.channel),
          visibleFrom: 'md',
        },
        {
          id: 'staff',
          header: t('reports.columns.staff'),
          value: (l) => l.staffName ?? t('reports.paymentsV2.online'),
          visibleFrom: 'md',
        },
        {
          id: 'paymentType',
          header: t('reports.columns.paymentType'),
          value: (l) => t(`orders.paymentTypes.${l.paymentType}`, l.paymentType),
          cell: (l) => (
            <>
              {t(`orders.paymentTypes.${l.paymentType}`, l.paymentType)}
              {l.method && (
                <Badge variant="light" color="gray" ml={6}>
                  {l.last4 ? `${l.method} ${l.last4}` : l.method}
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
