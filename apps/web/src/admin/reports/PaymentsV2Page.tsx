import { useQuery } from '@tanstack/react-query';
import type { PaymentsV2Line } from '@tessera/contract';
import { TwoLines } from '@/ui/data-table/cells';
import { MoneyReportPage } from './MoneyReportPage';
import {
  channelColumn,
  dayColumn,
  kindColumn,
  moneyColumn,
  orderIdColumn,
  paymentTypeColumn,
} from './report-columns';
import { ukReportQueries } from './uk-queries';
import { useReportPage } from './useReportPage';

/**
 * Reports → UK theatres → Payments v2 (beta, decisions/0092): every payment and refund with its
 * order, customer, channel and staff member, a page at a time; the totals are the transactions
 * report's. On a phone: the day, the order and the amount.
 */
export function PaymentsV2Page() {
  const { t, money, dayText, view, filters } = useReportPage();
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
        dayColumn(t, dayText, (l) => l.day, { value: (l) => dayText(l.day) }),
        kindColumn(t, { visibleFrom: 'sm' }),
        orderIdColumn(t),
        {
          id: 'customer',
          header: t('reports.columns.customer'),
          value: (l) => l.customerName,
          cell: (l) => <TwoLines plain main={l.customerName} sub={l.customerEmail} />,
          visibleFrom: 'md',
        },
        channelColumn(t, { visibleFrom: 'md' }),
        {
          id: 'staff',
          header: t('reports.columns.staff'),
          value: (l) => l.staffName ?? t('reports.paymentsV2.online'),
          visibleFrom: 'md',
        },
        paymentTypeColumn(t, (l) => l.method && (l.last4 ? `${l.method} ${l.last4}` : l.method), {
          visibleFrom: 'sm',
        }),
        moneyColumn(t, money, 'amount'),
      ]}
      totals={totals && { day: t('reports.total'), amount: money(totals.net) }}
    />
  );
}
