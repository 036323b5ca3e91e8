import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { PromotionLine } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { useTableView } from '@/ui/data-table/useTableView';
import { MoneyReportPage } from './MoneyReportPage';
import { countColumn, moneyColumn } from './report-columns';
import { stockReportQueries } from './stock-queries';
import { useReportFilters } from './useReportFilters';

/**
 * Reports → Sales → Promotions: per promotion, the orders placed with its code or its group
 * codes over the days, the discounts given and the sales after them; the orders without a code
 * and all orders below, as sales by transaction date counts them (decisions/0080).
 */
export function PromotionsPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const view = useTableView();
  const { from, to, eventIds, channels, venueId } = useReportFilters(view);
  const filters = { from, to, eventIds, channels, venueId };
  const report = useQuery(stockReportQueries.promotions(filters));
  const data = report.data;
  const totals = data?.totals;
  return (
    <MoneyReportPage<PromotionLine>
      name="promotions"
      report="promotions"
      filters={filters}
      query={report}
      view={view}
      notice={
        data &&
        `${t('reports.promotions.withoutPromotion', {
          orders: data.withoutPromotion.orders,
          sales: money(data.withoutPromotion.sales),
        })} ${t('reports.promotions.allOrders', {
          orders: data.allOrders.orders,
          sales: money(data.allOrders.sales),
        })}`
      }
      rows={data?.lines}
      rowKey={(l) => l.code}
      columns={[
        {
          id: 'name',
          header: t('reports.columns.promotion'),
          sortable: true,
          value: (l) => l.name ?? '',
          cell: (l) => (
            <div>
              <Text size="sm">{l.name ?? t('reports.promotions.unknownPromotion')}</Text>
              <Text size="xs" c="dimmed" ff="monospace">
                {l.code}
              </Text>
            </div>
          ),
        },
        countColumn(t, 'orders'),
        countColumn(t, 'groupCodeOrders', { visibleFrom: 'md' }),
        countColumn(t, 'tickets', { visibleFrom: 'sm' }),
        moneyColumn(t, money, 'discounts', { sortable: true, visibleFrom: 'sm' }),
        moneyColumn(t, money, 'sales', { sortable: true }),
      ]}
      totals={
        totals && {
          name: t('reports.total'),
          orders: totals.orders,
          tickets: totals.tickets,
          discounts: money(totals.discounts),
          sales: money(totals.sales),
        }
      }
    />
  );
}
