import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { EventSalesLine } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { useTableView } from '@/ui/data-table/useTableView';
import { MoneyReportPage } from './MoneyReportPage';
import { countColumn, moneyColumn } from './report-columns';
import { useVenueTime } from './report-format';
import { stockReportQueries } from './stock-queries';
import { useReportFilters } from './useReportFilters';

/**
 * Reports → Sales → Sales: the tickets of the orders placed over the days per event, price type
 * and channel, with what they brought in (decisions/0080).
 */
export function EventSalesPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const view = useTableView();
  const { from, to, eventIds, channels, venueId } = useReportFilters(view);
  const filters = { from, to, eventIds, channels, venueId };
  const report = useQuery(stockReportQueries.eventSales(filters));
  const totals = report.data?.totals;
  const when = useVenueTime(report.data?.timeZone);
  return (
    <MoneyReportPage<EventSalesLine>
      name="eventSales"
      report="sales"
      filters={filters}
      query={report}
      view={view}
      rows={report.data?.lines}
      rowKey={(l) => `${l.eventId}-${l.priceType ?? ''}-${l.channel}`}
      columns={[
        {
          id: 'eventName',
          header: t('reports.columns.event'),
          sortable: true,
          cell: (l) => (
            <div>
              <Text size="sm">{l.eventName}</Text>
              <Text size="xs" c="dimmed">
                {when(l.startsAt)}
              </Text>
            </div>
          ),
        },
        {
          id: 'priceType',
          header: t('reports.columns.priceType'),
          sortable: true,
          value: (l) => l.priceType ?? '',
          cell: (l) => l.priceType ?? t('reports.eventSales.noPriceType'),
          visibleFrom: 'sm',
        },
        {
          id: 'channel',
          header: t('reports.columns.channel'),
          sortable: true,
          cell: (l) => t(`channels.${l.channel}` as 'channels.Web'),
          visibleFrom: 'md',
        },
        countColumn(t, 'tickets'),
        countColumn(t, 'voided', { visibleFrom: 'md' }),
        moneyColumn(t, money, 'discounts', { sortable: true, visibleFrom: 'md' }),
        moneyColumn(t, money, 'revenue', { sortable: true }),
      ]}
      totals={
        totals && {
          eventName: t('reports.total'),
          tickets: totals.tickets,
          voided: totals.voided,
          discounts: money(totals.discounts),
          revenue: money(totals.revenue),
        }
      }
    />
  );
}
