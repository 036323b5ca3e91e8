import { Text } from '@mantine/core';
import type { GroupCommissionLine } from '@tessera/contract';
import { MoneyReportPage } from './MoneyReportPage';
import { reportQueries } from './queries';
import { dayColumn, groupColumn, orderIdColumn } from './report-columns';
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
        {
          id: 'tickets',
          header: t('reports.columns.tickets'),
          align: 'right',
          sortable: true,
          visibleFrom: 'sm',
        },
        {
          id: 'faceValue',
          header: t('reports.columns.faceValue'),
          align: 'right',
          sortable: true,
          visibleFrom: 'md',
          cell: (l) => money(l.faceValue),
        },
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
        {
          id: 'commissionBasis',
          header: t('reports.groupReports.columns.commissionBasis'),
          align: 'right',
          sortable: true,
          visibleFrom: 'md',
          cell: (l) => money(l.commissionBasis),
        },
        {
          id: 'commission',
          header: t('reports.groupReports.columns.commission'),
          align: 'right',
          sortable: true,
          cell: (l) => money(l.commission),
        },
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
