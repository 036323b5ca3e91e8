import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { InventoryLine } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import type { Column } from '@/ui/data-table/column';
import { useTableView } from '@/ui/data-table/useTableView';
import { MoneyReportPage } from './MoneyReportPage';
import { moneyColumn } from './report-columns';
import { useVenueTime } from './report-format';
import { stockReportQueries } from './stock-queries';
import { useReportFilters } from './useReportFilters';

const counts = ['capacity', 'sold', 'comp', 'held', 'killed', 'reserved', 'open'] as const;
// Killed places are rare: shown on wide screens only (always in the downloads).
const visibleFrom: Partial<Record<(typeof counts)[number], 'sm' | 'md' | 'xl'>> = {
  capacity: 'sm',
  comp: 'md',
  held: 'md',
  killed: 'xl',
  reserved: 'md',
};

/** The held count, and under it the places resting in each hold. */
function HeldCell({ held, holds }: { held: number; holds: InventoryLine['holds'] }) {
  return (
    <div>
      <Text size="sm" fw="inherit">
        {held}
      </Text>
      {holds.map((h) => (
        <Text key={h.holdId} size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {h.name} {h.places}
        </Text>
      ))}
    </div>
  );
}

/**
 * Reports → Inventory: every performance of the days (of one venue if chosen), its places as the
 * event dashboard counts them now, the holds they rest in, and the value sold (decisions/0080).
 */
export function InventoryPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const view = useTableView();
  const { from, to, eventIds } = useReportFilters(view);
  const filters = { from, to, eventIds, venueId: view.filter('venueId') };
  const report = useQuery(stockReportQueries.inventory(filters));
  const totals = report.data?.totals;
  const when = useVenueTime(report.data?.timeZone);
  const countColumns = counts.map(
    (id): Column<InventoryLine> => ({
      id,
      header: t(`reports.columns.${id}`),
      align: 'right',
      sortable: true,
      value: (i) => i[id],
      ...(id === 'held' ? { cell: (i: InventoryLine) => <HeldCell held={i.held} holds={i.holds} /> } : {}),
      ...(visibleFrom[id] ? { visibleFrom: visibleFrom[id] } : {}),
    }),
  );
  return (
    <MoneyReportPage<InventoryLine>
      name="inventory"
      report="inventory"
      filters={filters}
      query={report}
      view={view}
      channels={false}
      venues
      rows={report.data?.items}
      rowKey={(i) => i.eventId}
      columns={[
        {
          id: 'name',
          header: t('reports.columns.event'),
          sortable: true,
          value: (i) => i.name,
          cell: (i) => (
            <div>
              <Text size="sm">{i.name}</Text>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {when(i.startsAt)}
              </Text>
              {i.venueName && (
                <Text size="xs" c="dimmed">
                  {i.venueName}
                </Text>
              )}
            </div>
          ),
        },
        ...countColumns,
        moneyColumn(t, money, 'soldValue', { sortable: true, visibleFrom: 'sm' }),
      ]}
      totals={
        totals && {
          name: t('reports.total'),
          ...Object.fromEntries(counts.map((id) => [id, totals[id]])),
          held: <HeldCell held={totals.held} holds={totals.holds} />,
          soldValue: money(totals.soldValue),
        }
      }
    />
  );
}
