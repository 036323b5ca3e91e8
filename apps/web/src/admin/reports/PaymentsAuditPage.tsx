import { useQuery } from '@tanstack/react-query';
import type { PaymentTypeLine } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { useTableView } from '@/ui/data-table/useTableView';
import { MoneyReportPage } from './MoneyReportPage';
import { reportQueries } from './queries';
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
    <MoneyReportPage<PaymentTypeLine>
      name="payments"
      report="payments-audit"
      filters={filters}
      query={report}
      view={view}
      payments
      rows={report.data?.lines}
      rowKey={(l) => l.paymentType}
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
