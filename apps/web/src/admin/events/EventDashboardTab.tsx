import { Group, Paper, Progress, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { DashboardFigures } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { ColorDot } from '@/ui/ColorDot';
import { DataTable } from '@/ui/data-table/DataTable';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { SectionLoader } from '@/ui/FullPageLoader';
import { StatCard } from '@/ui/StatCard';
import { statusColors } from '@/ui/seat-map/colors';
import { eventQueries } from './queries';
import { WaitingRoomPanel } from './WaitingRoomPanel';

const parts = [
  ['sold', statusColors.sold],
  ['comp', statusColors.comp],
  ['reserved', statusColors.reserved],
  ['held', statusColors.hold],
  ['killed', statusColors.kill],
  ['open', statusColors.open],
] as const;
const counts = ['capacity', 'sold', 'comp', 'reserved', 'held', 'killed', 'open'] as const;

function Breakdown({ figures }: { figures: DashboardFigures }) {
  const { t } = useTranslation();
  if (figures.capacity === 0) return null;
  return (
    <Progress.Root size={18} aria-hidden>
      {parts.map(([part, color]) =>
        figures[part] > 0 ? (
          <Tooltip key={part} label={`${t(`admin.events.dashboard.${part}`)}: ${figures[part]}`}>
            <Progress.Section value={(figures[part] / figures.capacity) * 100} color={color} />
          </Tooltip>
        ) : null,
      )}
    </Progress.Root>
  );
}

/** /admin/v2/event/{id}/dashboard: sales figures from the event's seats and price levels. */
export function EventDashboardTab({ eventId }: { eventId: number }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const dashboard = useQuery(eventQueries.dashboard(eventId));
  if (dashboard.isError)
    return <ErrorDetails error={dashboard.error} onRetry={() => void dashboard.refetch()} />;
  if (!dashboard.data) return <SectionLoader />;
  const { totals, priceLevels } = dashboard.data;
  const percent = (n: number) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(n);
  return (
    <Stack gap="lg">
      <WaitingRoomPanel eventId={eventId} />
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <StatCard label={t('admin.events.dashboard.percentSold')}>
          {t('admin.events.dashboard.percent', { value: percent(totals.percentSold) })}
        </StatCard>
        <StatCard label={t('admin.events.dashboard.gross')}>{money(totals.gross)}</StatCard>
        <StatCard label={t('admin.events.dashboard.sold')}>
          {t('admin.events.dashboard.ofCapacity', { count: totals.sold, capacity: totals.capacity })}
        </StatCard>
        <StatCard label={t('admin.events.dashboard.open')}>{totals.open}</StatCard>
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Breakdown figures={totals} />
          <Group gap="lg">
            {parts.map(([part, color]) => (
              <Group key={part} gap={6}>
                <span style={{ width: 10, height: 10, borderRadius: 5, background: color }} />
                <Text size="sm">
                  {t(`admin.events.dashboard.${part}`)}: <b>{totals[part]}</b>
                </Text>
              </Group>
            ))}
          </Group>
        </Stack>
      </Paper>
      <Stack gap="xs">
        <DataTable
          title={t('admin.events.dashboard.byPriceLevel')}
          rows={priceLevels}
          rowKey={(p) => p.priceLevelId ?? 'none'}
          empty={t('admin.events.dashboard.noSeats')}
          minWidth={760}
          columns={[
            {
              id: 'name',
              header: t('admin.events.fields.priceLevelName'),
              sortable: true,
              value: (p) => p.name ?? t('admin.events.dashboard.noPriceLevel'),
              cell: (p) => (
                <Group gap={6} wrap="nowrap" style={{ whiteSpace: 'nowrap' }}>
                  <ColorDot color={p.color ?? '#dee2e6'} />
                  {p.name ?? t('admin.events.dashboard.noPriceLevel')}
                </Group>
              ),
            },
            {
              id: 'price',
              header: t('admin.events.dashboard.price'),
              align: 'right',
              sortable: true,
              cell: (p) => (p.price === null ? '—' : money(p.price)),
            },
            ...counts.map((c) => ({
              id: c,
              header: t(`admin.events.dashboard.${c}`),
              align: 'right' as const,
              sortable: true,
            })),
            {
              id: 'gross',
              header: t('admin.events.dashboard.gross'),
              align: 'right',
              sortable: true,
              cell: (p) => money(p.gross),
            },
            {
              id: 'percentSold',
              header: t('admin.events.dashboard.percentSoldShort'),
              align: 'right',
              sortable: true,
              cell: (p) => t('admin.events.dashboard.percent', { value: percent(p.percentSold) }),
            },
          ]}
        />
      </Stack>
    </Stack>
  );
}
