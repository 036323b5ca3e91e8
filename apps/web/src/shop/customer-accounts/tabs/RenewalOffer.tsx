import { Button, Group, MultiSelect, Paper, Stack, Text } from '@mantine/core';
import { renewMySeasonPackage, type SeasonRenewal } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { callApi } from '@/api/client';
import { useShopVenue } from '@/shop/account/useShopVenue';
import type { useShopAction } from '@/shop/buy/useShopAction';
import { formatOrderTime } from '@/ui/format';
import { useLocale } from '@/ui/useLocale';

/**
 * One pending renewal of "Renew my seats" (decisions/0096): the package, the held place and the
 * deadline, and Renew. A flex package's renewal (decisions/0119) first asks for N of the events
 * the seat is held in; the others go back on sale when the renewal goes into the basket.
 */
export function RenewalOffer({
  renewal: r,
  action,
}: {
  renewal: SeasonRenewal;
  action: ReturnType<typeof useShopAction>;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { settings } = useShopVenue();
  const navigate = useNavigate();
  const [events, setEvents] = useState<string[]>([]);
  const count = r.chooseCount;
  const ready = count === null || events.length === count;
  return (
    <Paper withBorder radius="md" p="md" data-testid="season-renewal">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={2}>
            <Text fw={600}>
              {r.packageName} · {r.seasonName}
            </Text>
            <Text size="sm" c="dimmed">
              {t('shopAccount.seasonPackages.renew.held', {
                seat: t('seatMap.place', { section: r.section, row: r.row, seat: r.seat }),
                events: r.seats.length,
              })}
            </Text>
            {r.deadline ? (
              <Text size="sm">
                {t('shopAccount.seasonPackages.renew.until', {
                  deadline: formatOrderTime(r.deadline, locale, settings.timezone),
                })}
              </Text>
            ) : null}
          </Stack>
          <Button
            disabled={!ready}
            loading={action.isPending && action.variables !== undefined}
            onClick={() =>
              action.mutate(
                () =>
                  callApi(renewMySeasonPackage, {
                    params: { renewalId: r.id },
                    body: count === null ? {} : { eventIds: events.map(Number) },
                  }),
                { onSuccess: () => void navigate('/shop/checkout/basket') },
              )
            }
          >
            {t('shopAccount.seasonPackages.renew.button')}
          </Button>
        </Group>
        {count !== null ? (
          <MultiSelect
            label={t('shopAccount.seasonPackages.renew.choose', { count })}
            description={t('shopAccount.seasonPackages.renew.chosen', { n: events.length, count })}
            data={r.seats.map((s) => ({
              value: String(s.eventId),
              label: `${s.eventName} · ${formatOrderTime(s.startsAt, locale, s.timezone)}`,
            }))}
            value={events}
            searchable
            maxValues={count}
            onChange={setEvents}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
