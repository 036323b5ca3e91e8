import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { PaymentTypeLine } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { ListPage } from '@/ui/data-table/ListPage';
import { useTableView } from '@/ui/data-table/useTableView';
import { DownloadMenu } from './DownloadMenu';
import { reportQueries } from './queries';
import { ReportToolbar } from './ReportToolbar';
import { reportFilters } from './useReportFilters';

/** Reports → Accounting and finance → Payments audit: money in and out per payment type. */
export function PaymentsAuditPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const view = useTableView();
  const { defaultTo, ...filters } = reportFilters(view);
  const report = useQuery(reportQueries.payments(filters));
  const totals = report.data?.totals;
  const type = (p: string) => t(`orders.paymentTypes.${p}`, p);
  return (
    <ListPage<PaymentTypeLine>
      title={t('reports.payments.title')}
      intro={t('reports.payments.intro')}
      pageActions={
        <DownloadMenu report="payments-audit" filters={filters} fileStem={`payments-${filters.from}`} />
      }
      above={
        report.data && (
          <Text size="sm" c="dimmed">
            {t('reports.timeZone', { timeZone: report.data.timeZone })}
          </Text>
        )
      }
      view={view}
      toolbar={<ReportToolbar view={view} payments />}
      rows={report.data?.lines}
      rowKey={(l) => l.paymentType}
      error={report.error ?? undefined}
      onRetry={() => void report.refetch()}
      empty={t('reports.empty')}
      minWidth={320}
      columns={[
        {
          id: 'paymentType',
          header: t('reports.columns.paymentType'),
          value: (l) => type(l.paymentType),
          sortable: true,
        },
        {
          id: 'payments',
          header: t('reports.columns.payments'),
          align: 'right',
          sortable: true,
          visibleFrom: 'md',
        },
        {
          id: 'received',
          visibleFrom: 'sm',
          header: t('reports.columns.received'),
          align: 'right',
          sortable: true,
          cell: (l) => money(l.received),
        },
        {
          id: 'refunds',
          header: t('reports.columns.refundCount'),
          align: 'right',
          sortable: true,
          visibleFrom: 'md',
        },
        {
          id: 'refunded',
          visibleFrom: 'sm',
          header: t('reports.columns.refunded'),
          align: 'right',
          sortable: true,
          cell: (l) => money(l.refunded),
        },
        {
          id: 'net',
          header: t('reports.columns.net'),
          align: 'right',
          sortable: true,
          cell: (l) => money(l.net),
        },
      ]}
      totals={
        totals && {
          paymentType: t('reports.total'),
          payments: totals.payments,
          received: money(totals.received),
          refunds: totals.refunds,
          refunded: money(totals.refunded),
          net: money(totals.net),
        }
      }
    />
  );
}
