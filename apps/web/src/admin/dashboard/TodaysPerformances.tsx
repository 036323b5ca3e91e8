import { Anchor, Badge, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import type { DashboardPerformance } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/ui/format';

/** The events starting today in their venue's time, each with tickets sold against capacity. */
export function TodaysPerformances({ performances }: { performances: readonly DashboardPerformance[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Card component="section" padding="lg" radius="md" withBorder aria-labelledby="today-title">
      <Title order={2} fz="h4" mb="sm" id="today-title">
        {t('admin.dashboard.today.title')}
      </Title>
      {performances.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('admin.dashboard.today.empty')}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {performances.map((p) => {
            const percent = p.capacity === 0 ? 0 : Math.round((p.sold / p.capacity) * 100);
            return (
              <Stack key={p.eventId} gap={4} component="li">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Anchor component={Link} to={`/admin/v2/event/${p.eventId}`} fw={600} size="sm">
                    {p.name}
                  </Anchor>
                  {p.status !== 'Scheduled' && (
                    <Badge variant="light" color="orange">
                      {t(`admin.events.statuses.${p.status}`)}
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  {t('admin.dashboard.today.when', {
                    time: formatDateTime(p.startsAt, i18n.language, p.timeZone),
                    venue: p.venueName,
                  })}
                </Text>
                <Progress
                  value={percent}
                  size="sm"
                  aria-label={t('admin.dashboard.today.sold', { sold: p.sold, capacity: p.capacity })}
                />
                <Group justify="space-between" gap="xs">
                  <Text size="xs">
                    {t('admin.dashboard.today.sold', { sold: p.sold, capacity: p.capacity })}
                  </Text>
                  <Anchor
                    component={Link}
                    to={`/admin/v2/reports/guest-manifest?eventId=${p.eventId}`}
                    size="xs"
                  >
                    {t('admin.dashboard.today.manifest')}
                  </Anchor>
                </Group>
              </Stack>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}
