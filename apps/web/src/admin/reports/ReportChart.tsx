import { BarChart } from '@mantine/charts';
import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';

/** A report's chart, named for screen readers and sighted readers alike; the table holds the figures. */
export function ReportChart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="sm" component="figure" m={0} aria-label={title}>
      <Text size="sm" fw={500} mb="xs" component="figcaption">
        {title}
      </Text>
      {children}
    </Paper>
  );
}

/** A report's chart of net money per bar (`dataKey` names the bars), its axis in the account's currency. */
export function NetBarChart<K extends string>({
  title,
  height,
  dataKey,
  data,
}: {
  title: string;
  height: number;
  dataKey: K;
  /** Each bar's name under `dataKey` and its net amount in minor units. */
  data: readonly ({ [key in K]: string } & { net: number })[];
}) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <ReportChart title={title}>
      <BarChart
        h={height}
        data={data.map((d) => ({ ...d, net: d.net / 100 }))}
        dataKey={dataKey}
        series={[{ name: 'net', label: t('reports.columns.net'), color: 'teal.6' }]}
        valueFormatter={(v) => money(Math.round(v * 100))}
        yAxisProps={{ width: 80 }}
        tickLine="y"
      />
    </ReportChart>
  );
}
