import { Card, Group, Paper, Progress, SimpleGrid, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { DashboardFigures } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { SectionLoader } from '@/ui/FullPageLoader';
import { statusColors } from '@/ui/seat-map/colors';
import { eventQueries } from './queries';

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
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Card withBorder radius="md">
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {t('admin.events.dashboard.percentSold')}
          </Text>
          <Text fz={32} fw={700}>
            {t('admin.events.dashboard.percent', { value: percent(totals.percentSold) })}
          </Text>
        </Card>
        <Card withBorder radius="md">
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {t('admin.events.dashboard.gross')}
          </Text>
          <Text fz={32} fw={700}>
            {money(totals.gross)}
          </Text>
        </Card>
        <Card withBorder radius="md">
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {t('admin.events.dashboard.sold')}
          </Text>
          <Text fz={32} fw={700}>
            {t('admin.events.dashboard.ofCapacity', { count: totals.sold, capacity: totals.capacity })}
          </Text>
        </Card>
        <Card withBorder radius="md">
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {t('admin.events.dashboard.open')}
          </Text>
          <Text fz={32} fw={700}>
            {totals.open}
          </Text>
        </Card>
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
        <Title order={3}>{t('admin.events.dashboard.byPriceLevel')}</Title>
        {priceLevels.length === 0 ? (
          <Text c="dimmed">{t('admin.events.dashboard.noSeats')}</Text>
        ) : (
          <Paper withBorder radius="md" p={0}>
            <Table.ScrollContainer minWidth={760}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('admin.events.fields.priceLevelName')}</Table.Th>
                    <Table.Th ta="right">{t('admin.events.dashboard.price')}</Table.Th>
                    {counts.map((c) => (
                      <Table.Th key={c} ta="right">
                        {t(`admin.events.dashboard.${c}`)}
                      </Table.Th>
                    ))}
                    <Table.Th ta="right">{t('admin.events.dashboard.gross')}</Table.Th>
                    <Table.Th ta="right">{t('admin.events.dashboard.percentSoldShort')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {priceLevels.map((p) => (
                    <Table.Tr key={p.priceLevelId ?? 'none'}>
                      <Table.Td>
                        <Group gap={6} wrap="nowrap" style={{ whiteSpace: 'nowrap' }}>
                          <span
                            style={{
                              width: 12,
                              height: 12,
                              borderRadius: 6,
                              background: p.color ?? '#dee2e6',
                            }}
                          />
                          {p.name ?? t('admin.events.dashboard.noPriceLevel')}
                        </Group>
                      </Table.Td>
                      <Table.Td ta="right">{p.price === null ? '—' : money(p.price)}</Table.Td>
                      {counts.map((c) => (
                        <Table.Td key={c} ta="right">
                          {p[c]}
                        </Table.Td>
                      ))}
                      <Table.Td ta="right">{money(p.gross)}</Table.Td>
                      <Table.Td ta="right">
                        {t('admin.events.dashboard.percent', { value: percent(p.percentSold) })}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        )}
      </Stack>
    </Stack>
  );
}
