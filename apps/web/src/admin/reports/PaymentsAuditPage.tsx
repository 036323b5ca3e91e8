import { useQuery } from '@tanstack/react-query';
import type { PaymentTypeLine } from '@tessera/contract';
import { MoneyReportPage } from './MoneyReportPage';
import { reportQueries } from './queries';
import { countColumn, moneyColumn } from './report-columns';
import { useReportPage } from './useReportPage';

/** Reports → Accounting and finance → Payments audit: money in and out per payment type. */
export function PaymentsAuditPage() {
  const { t, money, view, filters } = useReportPage();
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
        countColumn(t, 'payments', { visibleFrom: 'md' }),
        moneyColumn(t, money, 'received', { sortable: true, visibleFrom: 'sm' }),
        {
          id: 'refunds',
          header: t('reports.columns.refundCount'),
          align: 'right',
          sortable: true,
          visibleFrom: 'md',
        },
        moneyColumn(t, money, 'refunded', { sortable: true, visibleFrom: 'sm' }),
        moneyColumn(t, money, 'net', { sortable: true }),
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
