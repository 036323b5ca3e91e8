import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ShopSeriesSummary } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatEventTime } from '@/ui/format';

/** The shop home's series: name, venue, dates, and a way in. */
export function SeriesList({ series }: { series: ShopSeriesSummary[] }) {
  const { t, i18n } = useTranslation();
  const date = (iso: string, tz: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: tz }).format(new Date(iso));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {series.map((s) => (
        <Paper key={s.id} component="article" aria-label={s.name} withBorder p="lg" radius="md">
          <Stack gap="xs" h="100%" justify="space-between">
            <Stack gap={2}>
              <Title order={2} fz="h3">
                {s.name}
              </Title>
              <Text c="dimmed" size="sm">
                {s.venueName}
              </Text>
              <Text size="sm">
                {s.eventCount === 1
                  ? formatEventTime(s.firstStartsAt, i18n.language, s.timezone)
                  : t('shopBuy.home.dates', {
                      count: s.eventCount,
                      from: date(s.firstStartsAt, s.timezone),
                      to: date(s.lastStartsAt, s.timezone),
                    })}
              </Text>
            </Stack>
            <Group>
              <Button component={Link} to={`/shop/tickets/series/${s.id}`}>
                {t('shopBuy.home.buy')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
