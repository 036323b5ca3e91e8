import { Text } from '@mantine/core';
import type { GroupCommissionLine } from '@tessera/contract';
import { amountColumn } from '@/ui/data-table/amount-column';
import { MoneyReportPage } from './MoneyReportPage';
import { reportQueries } from './queries';
import { countColumn, dayColumn, groupColumn, moneyColumn, orderIdColumn } from './report-columns';
import { useGroupReport } from './useGroupReport';

/** Reports → Group sales module → Group sales commissions: each group order and the commission it recorded. */
export function GroupCommissionsPage() {
  const { t, money, dayText, totals, frame } = useGroupReport(reportQueries.groupCommissions);
  return (
    <MoneyReportPage<GroupCommissionLine>
      name="groupCommissions"
      report="group-sales-commissions"
      {...frame}
      columns={[
        dayColumn(t, dayText, (l) => l.placedDay, {
          id: 'placedDay',
          header: t('reports.groupReports.columns.placedDay'),
          sortable: true,
          visibleFrom: 'md',
        }),
        orderIdColumn(t, { sortable: true }),
        groupColumn(t),
        countColumn(t, 'tickets', { visibleFrom: 'sm' }),
        moneyColumn(t, money, 'faceValue', { sortable: true, visibleFrom: 'md' }),
        {
          id: 'partnerName',
          header: t('reports.groupReports.columns.partnerName'),
          value: (l) => l.partnerName ?? '',
          cell: (l) =>
            l.partnerName ?? (
              <Text size="sm" c="dimmed">
                {t('reports.groupReports.noPartner')}
              </Text>
            ),
          sortable: true,
          visibleFrom: 'sm',
        },
        amountColumn('commissionBasis', t('reports.groupReports.columns.commissionBasis'), money, {
          sortable: true,
          visibleFrom: 'md',
        }),
        amountColumn('commission', t('reports.groupReports.columns.commission'), money, { sortable: true }),
      ]}
      totals={
        totals && {
          orderId: t('reports.total'),
          tickets: totals.tickets,
          faceValue: money(totals.faceValue),
          commissionBasis: money(totals.commissionBasis),
          commission: money(totals.commission),
        }
      }
    />
  );
}
