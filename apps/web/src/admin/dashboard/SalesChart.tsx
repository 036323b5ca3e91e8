import { CompositeChart } from '@mantine/charts';
import { Paper, Stack, Text } from '@mantine/core';
import type { DashboardDay } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { useAdminSession } from '@/admin/account/useAdminSession';
import { useMoney } from '@/admin/account/useMoney';
import { useDayFormat } from '@/admin/reports/report-format';

/** Net revenue (an area, left axis) and tickets sold (bars, right axis) for each venue day of the range. */
export function SalesChart({ days }: { days: readonly DashboardDay[] }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const dayText = useDayFormat();
  const { account } = useAdminSession();
  const short = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const compact = new Intl.NumberFormat(i18n.language, {
    style: 'currency',
    currency: account.currency,
    currencyDisplay: 'narrowSymbol',
    notation: 'compact',
  });
  const data = days.map((d) => ({
    day: d.day,
    label: short.format(new Date(`${d.day}T00:00:00Z`)),
    net: d.net / 100,
    tickets: d.tickets,
  }));
  return (
    <CompositeChart
      h={260}
      data={data}
      dataKey="label"
      withRightYAxis
      withLegend
      withDots={false}
      curveType="linear"
      maxBarWidth={24}
      series={[
        { name: 'net', label: t('admin.dashboard.sales.chart.net'), color: 'blue.6', type: 'area' },
        {
          name: 'tickets',
          label: t('admin.dashboard.sales.chart.tickets'),
          color: 'teal.5',
          type: 'bar',
          yAxisId: 'right',
        },
      ]}
      yAxisProps={{ tickFormatter: (v: number) => compact.format(v), width: 64 }}
      rightYAxisProps={{ allowDecimals: false, width: 40 }}
      tooltipProps={{
        content: ({ payload }) => {
          const row = payload?.[0]?.payload as (typeof data)[number] | undefined;
          if (!row) return null;
          return (
            <Paper px="sm" py="xs" withBorder shadow="sm">
              <Stack gap={2}>
                <Text size="sm" fw={600}>
                  {dayText(row.day)}
                </Text>
                <Text size="sm">
                  {t('admin.dashboard.sales.chart.netOf', { value: money(Math.round(row.net * 100)) })}
                </Text>
                <Text size="sm">{t('admin.dashboard.sales.chart.ticketsOf', { count: row.tickets })}</Text>
              </Stack>
            </Paper>
          );
        },
      }}
      aria-label={t('admin.dashboard.sales.chart.title')}
      role="img"
    />
  );
}
