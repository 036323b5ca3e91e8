import { Anchor, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { EventDetail } from '@tessera/contract';
import { type ErrorCode, errorMessages, interpolate } from '@tessera/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '@/ui/useLocale';

type Problem = EventDetail['readiness'][number];

/** Where each checklist line is fixed. */
export function readinessFixPath(
  event: Pick<EventDetail, 'id' | 'seatsGenerated'>,
  problem: Problem,
): string {
  switch (problem.fix) {
    case 'map':
      return `/admin/v2/event/${event.id}/seats#event-map`;
    case 'seats':
      return event.seatsGenerated
        ? `/admin/v2/bulk-edit-seats/${event.id}`
        : `/admin/v2/event/${event.id}/seats`;
    case 'gaArea':
      return `/admin/v2/event/${event.id}/seats#ga-areas`;
    case 'dates':
      return `/admin/v2/event/${event.id}/dates`;
    case 'paymentAccounts':
      return '/admin/v2/account-settings/payments';
  }
}

/**
 * The event's readiness checklist: what stops its tickets selling right, each line with a link
 * to where it is fixed. Blocking lines refuse activation; the others are warnings.
 */
export function EventReadiness({ event, highlighted }: { event: EventDetail; highlighted: boolean }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  if (event.readiness.length === 0) return null;
  const blocking = event.readiness.some((p) => p.blocking);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      role={highlighted ? 'alert' : 'region'}
      aria-label={t('admin.events.readiness.title')}
      style={{ borderColor: highlighted ? 'var(--mantine-color-red-6)' : undefined }}
    >
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('admin.events.readiness.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {blocking ? t('admin.events.readiness.blocking') : t('admin.events.readiness.warningsOnly')}
        </Text>
        <List spacing="xs" center>
          {event.readiness.map((p) => (
            <List.Item
              key={`${p.code}-${String(p.params.areaId ?? '')}`}
              icon={
                <ThemeIcon color={p.blocking ? 'red' : 'yellow'} size={20} radius="xl" aria-hidden>
                  {p.blocking ? '×' : '!'}
                </ThemeIcon>
              }
            >
              <Group gap="xs" wrap="wrap">
                <Text size="sm">
                  {interpolate(errorMessages[locale][p.code as ErrorCode] ?? p.code, p.params)}
                </Text>
                <Anchor component={Link} to={readinessFixPath(event, p)} size="sm">
                  {t(`admin.events.readiness.fix.${p.fix}`)}
                </Anchor>
              </Group>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
