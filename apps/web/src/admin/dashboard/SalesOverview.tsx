import { Alert, Anchor, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { DashboardTopEvent } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoney } from '@/admin/account/useMoney';
import { useDayFormat } from '@/admin/reports/report-format';
import { DataTable } from '@/ui/data-table/DataTable';
import { FailureAlert } from '@/ui/FailureAlert';
import { dashboardQueries } from './queries';
import { RangePicker } from './RangePicker';
import { SalesChart } from './SalesChart';
import { TodaysPerformances } from './TodaysPerformances';
import { useDashboardRange } from './useDashboardRange';
import { VenuePicker } from './VenuePicker';

const stats = ['orders', 'tickets', 'sales', 'refunds', 'net'] as const;
const moneyStats = new Set<string>(['sales', 'refunds', 'net']);
const reportLinks = [
  ['sales-by-transaction-date', 'reportSalesByTransactionDate'],
  ['payments-audit', 'reportPaymentsAudit'],
  ['transactions', 'reportTransactions'],
] as const;

/**
 * The account's sales over a dashboard range (as sales by transaction date counts them), the
 * top events, links into the reports for the same days and venue, and today's performances.
 */
export function SalesOverview() {
  const { t } = useTranslation();
  const money = useMoney();
  const dayText = useDayFormat();
  const picked = useDashboardRange();
  // Asked again each time the home opens: a sale made a moment ago shows at once.
  const dashboard = useQuery({ ...dashboardQueries.sales(picked.ask), staleTime: 0 });
  const data = dashboard.data;
  const sales = data?.sales;
  // The same days, and the same venue when one is chosen: the reports then count what the dashboard does.
  const days =
    data && `from=${data.firstDay}&to=${data.lastDay}${picked.venueId ? `&venueId=${picked.venueId}` : ''}`;
  return (
    <Stack gap="md">
      <Card
        component="section"
        padding="lg"
        radius="md"
        withBorder
        aria-labelledby="sales-title"
        aria-busy={dashboard.isFetching}
      >
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
            <Stack gap={2}>
              <Title order={2} fz="h4" id="sales-title">
                {t('admin.dashboard.sales.title')}
              </Title>
              {data && (
                <Text size="sm" c="dimmed">
                  {t('admin.dashboard.sales.days', {
                    first: dayText(data.firstDay),
                    last: dayText(data.lastDay),
                    timeZone: data.timeZone,
                  })}
                </Text>
              )}
            </Stack>
            <Group gap="sm" align="flex-end" wrap="wrap">
              <VenuePicker venues={data?.venues ?? []} value={picked.venueId} onChange={picked.changeVenue} />
              {/* A custom range starts from the days of the range picked, never from the figures of
                  the previous one still shown while the new ones load. */}
              <RangePicker picked={picked} shown={dashboard.isPlaceholderData ? undefined : data} />
            </Group>
          </Group>
          {dashboard.error ? <FailureAlert error={dashboard.error} /> : null}
          {!data && !dashboard.error && <Skeleton h={120} role="status" aria-label={t('app.loading')} />}
          {data && sales === null && <Alert color="gray">{t('admin.dashboard.sales.hidden')}</Alert>}
          {sales && (
            <>
              <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
                {stats.map((k) => (
                  <Card key={k} padding="sm" radius="md" bg="var(--mantine-color-default-hover)">
                    <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                      {t(`admin.dashboard.sales.stats.${k}`)}
                    </Text>
                    <Text fz="xl" fw={700} data-stat={k}>
                      {moneyStats.has(k) ? money(sales.totals[k]) : sales.totals[k]}
                    </Text>
                  </Card>
                ))}
              </SimpleGrid>
              {sales.totals.orders === 0 && sales.totals.refunds === 0 ? (
                <Text c="dimmed" ta="center" py="lg">
                  {t('admin.dashboard.sales.empty')}
                </Text>
              ) : (
                <Stack gap={4}>
                  <Title order={3} fz="h5">
                    {t('admin.dashboard.sales.chart.title')}
                  </Title>
                  <SalesChart days={sales.days} />
                </Stack>
              )}
              <Group gap="md" wrap="wrap">
                <Text size="sm" fw={600}>
                  {t('admin.dashboard.sales.links')}
                </Text>
                {reportLinks.map(([path, key]) => (
                  <Anchor key={path} component={Link} to={`/admin/v2/reports/${path}?${days}`} size="sm">
                    {t(`admin.nav.${key}`)}
                  </Anchor>
                ))}
              </Group>
            </>
          )}
        </Stack>
      </Card>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {sales && (
          <Card component="section" padding="lg" radius="md" withBorder aria-labelledby="top-events-title">
            <Title order={2} fz="h4" mb="sm" id="top-events-title">
              {t('admin.dashboard.sales.topEvents.title')}
            </Title>
            <DataTable<DashboardTopEvent>
              label={t('admin.dashboard.sales.topEvents.title')}
              prefix="top"
              bare
              rows={sales.topEvents}
              rowKey={(e) => e.eventId}
              empty={t('admin.dashboard.sales.empty')}
              columns={[
                {
                  id: 'name',
                  header: t('admin.dashboard.sales.topEvents.event'),
                  value: (e) => e.name,
                  cell: (e) => (
                    <Anchor component={Link} to={`/admin/v2/event/${e.eventId}`} size="sm">
                      {e.name}
                    </Anchor>
                  ),
                },
                { id: 'tickets', header: t('admin.dashboard.sales.topEvents.tickets'), align: 'right' },
                {
                  id: 'revenue',
                  header: t('admin.dashboard.sales.topEvents.revenue'),
                  align: 'right',
                  value: (e) => e.revenue,
                  cell: (e) => money(e.revenue),
                },
              ]}
            />
          </Card>
        )}
        {data && <TodaysPerformances performances={data.performances} />}
      </SimpleGrid>
    </Stack>
  );
}
