import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardStack } from '@/ui/CardStack';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { SectionLoader } from '@/ui/FullPageLoader';
import { formatDateTime } from '@/ui/format';
import { sellQueries } from './queries';

/**
 * The dates of one series on sale, as buttons above the seats (the view-series screen): the
 * chosen one pressed, each with its open places, so the seller moves between performances.
 */
export function SeriesDates({
  seriesId,
  eventId,
  onChoose,
}: {
  seriesId: number;
  eventId: number | null;
  onChoose: (eventId: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const dates = useQuery(sellQueries.events({ search: '', page: 1, pageSize: 100, seriesId }));
  if (dates.isError) return <ErrorDetails error={dates.error} onRetry={() => void dates.refetch()} />;
  if (!dates.data) return <SectionLoader />;
  const events = dates.data.items;
  const name = events[0]?.seriesName ?? t('admin.sell.series.unnamed');
  return (
    <CardStack>
      <Group justify="space-between" align="baseline" wrap="wrap">
        <Title order={2} fz="h4">
          {name}
        </Title>
        <Anchor component={Link} to="/admin/v2/sell-tickets" size="sm">
          {t('admin.sell.series.allEvents')}
        </Anchor>
      </Group>
      {events.length === 0 ? (
        <Text c="dimmed">{t('admin.sell.series.empty')}</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {eventId ? t('admin.sell.series.count', { count: events.length }) : t('admin.sell.series.choose')}
          </Text>
          <Group gap="xs" role="group" aria-label={t('admin.sell.series.dates', { series: name })}>
            {events.map((event) => (
              <Button
                key={event.id}
                size="sm"
                h="auto"
                py={6}
                variant={event.id === eventId ? 'filled' : 'default'}
                aria-pressed={event.id === eventId}
                onClick={() => onChoose(event.id)}
              >
                <Stack gap={0} align="flex-start">
                  <span>{formatDateTime(event.startsAt, i18n.language, event.timezone)}</span>
                  <Text span size="xs" c={event.id === eventId ? undefined : 'dimmed'}>
                    {t('admin.sell.events.openOf', { open: event.openSeats, total: event.totalSeats })}
                  </Text>
                </Stack>
              </Button>
            ))}
          </Group>
        </>
      )}
    </CardStack>
  );
}
