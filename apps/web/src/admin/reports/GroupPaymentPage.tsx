import { Text } from '@mantine/core';
import type { GroupPaymentLine } from '@tessera/contract';
import type { GroupPaymentStatus } from '@tessera/domain';
import { amountColumn } from '@/ui/data-table/amount-column';
import { MoneyReportPage } from './MoneyReportPage';
import { reportQueries } from './queries';
import { groupColumn, orderIdColumn } from './report-columns';
import { useGroupReport } from './useGroupReport';

const statusColor: Record<GroupPaymentStatus, string> = {
  paid: 'teal.9',
  partlyPaid: 'blue.8',
  unpaid: 'gray.8',
  overdue: 'red.9',
};

const noWrap = { whiteSpace: 'nowrap' } as const;

/**
 * Reports → Group sales module → Group sales payment: each group order whose balance falls due
 * in the range, what it owes and where it stands today.
 */
export function GroupPaymentPage() {
  const { t, money, dayText, totals, frame } = useGroupReport(reportQueries.groupPayment);
  return (
    <MoneyReportPage<GroupPaymentLine>
      name="groupPayment"
      report="group-sales-payment"
      {...frame}
      columns={[
        orderIdColumn(t, { sortable: true }),
        groupColumn(t, { visibleFrom: 'sm' }),
        amountColumn('total', t('reports.groupReports.columns.orderTotal'), money, {
          sortable: true,
          visibleFrom: 'md',
        }),
        {
          id: 'depositPaid',
          header: t('reports.groupReports.columns.depositPaid'),
          align: 'right',
          sortable: true,
          visibleFrom: 'md',
          cell: (l) => (
            <Text size="sm" style={noWrap}>
              {t('reports.groupReports.paidOfDue', { paid: money(l.depositPaid), due: money(l.deposit) })}
            </Text>
          ),
        },
        {
          id: 'balanceDueDay',
          header: t('reports.groupReports.columns.balanceDueDay'),
          value: (l) => l.balanceDueDay ?? '',
          cell: (l) => (
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {l.balanceDueDay ? dayText(l.balanceDueDay) : ''}
            </Text>
          ),
          sortable: true,
          visibleFrom: 'sm',
        },
        amountColumn('paidToDate', t('reports.groupReports.columns.paidToDate'), money, {
          sortable: true,
          visibleFrom: 'md',
        }),
        amountColumn('outstanding', t('reports.groupReports.columns.outstanding'), money, { sortable: true }),
        {
          id: 'status',
          header: t('reports.columns.status'),
          value: (l) => t(`reports.groupReports.status.${l.status}`),
          cell: (l) => (
            <Text size="sm" fw={600} c={statusColor[l.status]}>
              {t(`reports.groupReports.status.${l.status}`)}
            </Text>
          ),
          sortable: true,
        },
      ]}
      totals={
        totals && {
          orderId: t('reports.total'),
          total: money(totals.total),
          depositPaid: (
            <span style={noWrap}>
              {t('reports.groupReports.paidOfDue', {
                paid: money(totals.depositPaid),
                due: money(totals.deposit),
              })}
            </span>
          ),
          paidToDate: money(totals.paidToDate),
          outstanding: money(totals.outstanding),
          status:
            totals.overdue > 0
              ? t('reports.groupReports.overdueTotal', { amount: money(totals.overdue) })
              : '',
        }
      }
    />
  );
}
