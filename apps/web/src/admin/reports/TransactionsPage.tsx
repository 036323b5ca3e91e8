import { useQuery } from '@tanstack/react-query';
import type { TransactionLine } from '@tessera/contract';
import { MoneyReportPage } from './MoneyReportPage';
import { reportQueries } from './queries';
import {
  channelColumn,
  dayColumn,
  kindColumn,
  moneyColumn,
  orderIdColumn,
  paymentTypeColumn,
} from './report-columns';
import { useReportPage } from './useReportPage';

/** Reports → Accounting and finance → Transactions: every payment and refund, a page at a time. */
export function TransactionsPage() {
  const { t, money, dayText, view, filters } = useReportPage();
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
        dayColumn(t, dayText, (l) => l.day, { value: (l) => dayText(l.day) }),
        kindColumn(t),
        orderIdColumn(t, { visibleFrom: 'sm' }),
        channelColumn(t, { visibleFrom: 'md' }),
        paymentTypeColumn(t, (l) => l.last4, { visibleFrom: 'sm' }),
        moneyColumn(t, money, 'amount'),
      ]}
      totals={totals && { day: t('reports.total'), amount: money(totals.net) }}
    />
  );
}
