import { Group, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { type DashboardRange, dashboardRanges } from '@tessera/domain';
import { useTranslation } from 'react-i18next';
import type { useDashboardRange } from './useDashboardRange';

/**
 * The spec's dashboard ranges: a segmented control where there is room, a select on a phone;
 * a custom range adds the reports' date inputs (From, To).
 */
export function RangePicker({
  picked,
  shown,
}: {
  picked: ReturnType<typeof useDashboardRange>;
  /** The days the figures cover now, to start a custom range from. */
  shown?: { firstDay: string; lastDay: string };
}) {
  const { t } = useTranslation();
  const data = dashboardRanges.map((r) => ({ value: r, label: t(`admin.dashboard.sales.ranges.${r}`) }));
  const choose = (value: string | null) => {
    if (!value) return;
    const range = value as DashboardRange;
    if (range === 'custom' && shown) {
      picked.change({ range, from: picked.from || shown.firstDay, to: picked.to || shown.lastDay });
    } else picked.change({ range });
  };
  return (
    <Stack gap="sm" w={{ base: '100%', sm: 'auto' }}>
      <SegmentedControl
        visibleFrom="sm"
        aria-label={t('admin.dashboard.sales.range')}
        data={data}
        value={picked.range}
        onChange={choose}
      />
      <Select
        hiddenFrom="sm"
        label={t('admin.dashboard.sales.range')}
        data={data}
        value={picked.range}
        onChange={choose}
        allowDeselect={false}
      />
      {picked.range === 'custom' && (
        <Group gap="sm" wrap="nowrap">
          {(['from', 'to'] as const).map((end) => (
            <TextInput
              key={end}
              type="date"
              label={t(`reports.filters.${end}`)}
              value={picked[end]}
              onChange={(e) => picked.change({ [end]: e.currentTarget.value })}
              flex="1 1 0"
              miw={0}
              maw={170}
            />
          ))}
        </Group>
      )}
    </Stack>
  );
}
