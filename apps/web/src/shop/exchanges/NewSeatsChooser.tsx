import { Alert, Anchor, Button, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { shopSeatWays } from '@tessera/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useShopSeats } from '@/shop/buy/event-queries';
import { MapChooser } from '@/shop/buy/MapChooser';
import { BestSeatsChooser, GaChooser } from '@/shop/buy/QuantityChoosers';
import { shopBuyQueries } from '@/shop/buy/queries';
import { eventOwnName } from '@/shop/buy/shop-buy';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { SectionLoader } from '@/ui/FullPageLoader';
import { formatEventTime } from '@/ui/format';
import { buildLayout } from '@/ui/seat-map/seat-layout';

/**
 * The new date (any date of the series on sale now) and its seats, on the shop's seat map or
 * by best available; the seats go into the shop basket the exchange then takes.
 */
export function NewSeatsChooser({
  seriesId,
  eventId,
  onEvent,
  count,
}: {
  seriesId: number | null;
  eventId: number | null;
  onEvent: (id: number | null) => void;
  count: number;
}) {
  return eventId ? (
    <EventSeats eventId={eventId} onChangeDate={seriesId ? () => onEvent(null) : null} count={count} />
  ) : seriesId ? (
    <SeriesDates seriesId={seriesId} onEvent={onEvent} />
  ) : null;
}

function SeriesDates({ seriesId, onEvent }: { seriesId: number; onEvent: (id: number) => void }) {
  const { t, i18n } = useTranslation();
  const series = useQuery(shopBuyQueries.series(seriesId));
  if (series.isError) return <ErrorDetails error={series.error} onRetry={() => void series.refetch()} />;
  if (!series.data) return <SectionLoader />;
  const dates = series.data.events.filter((e) => e.saleState === 'on_sale' && e.availability !== 'SoldOut');
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('shopExchange.chooseDate')}
        </Title>
        {dates.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('shopExchange.noDates')}
          </Text>
        ) : null}
        {dates.map((e) => {
          const name = eventOwnName(e, series.data.name);
          const when = formatEventTime(e.startsAt, i18n.language, e.timezone);
          return (
            <Group key={e.id} justify="space-between" wrap="wrap" gap="xs" data-testid="exchange-date">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {name ? `${name} · ${when}` : when}
                </Text>
                <Text size="xs" c="dimmed">
                  {e.venueName}
                </Text>
              </Stack>
              <Button
                size="xs"
                onClick={() => onEvent(e.id)}
                aria-label={t('shopBuy.chooseFor', { date: name ? `${name}, ${when}` : when })}
              >
                {t('shopBuy.choose')}
              </Button>
            </Group>
          );
        })}
      </Stack>
    </Paper>
  );
}

function EventSeats({
  eventId,
  onChangeDate,
  count,
}: {
  eventId: number;
  onChangeDate: (() => void) | null;
  count: number;
}) {
  const { t, i18n } = useTranslation();
  const seats = useShopSeats(eventId);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the seat ids stand for the places
  const layout = useMemo(() => (seats.data ? buildLayout(seats.data) : null), [seats.data?.seats.id]);
  if (seats.isError) return <ErrorDetails error={seats.error} onRetry={() => void seats.refetch()} />;
  if (!seats.data || !layout) return <SectionLoader />;
  const data = seats.data;
  const priceTypeId = data.priceTypes[0]?.id ?? null;
  const hasSeats = data.seats.id.length > 0;
  // New seats are chosen the ways the event's sale mode offers (the server refuses others).
  const ways = shopSeatWays(data.saleMode, false);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Title order={2} fz="h4" style={{ overflowWrap: 'anywhere' }}>
              {data.event.name}
            </Title>
            <Text size="sm" c="dimmed">
              {formatEventTime(data.event.startsAt, i18n.language, data.event.timezone)} ·{' '}
              {data.event.venueName}
            </Text>
          </Stack>
          {onChangeDate ? (
            <Anchor component="button" type="button" size="sm" onClick={onChangeDate}>
              {t('shopExchange.otherDate')}
            </Anchor>
          ) : null}
        </Group>
        <Text size="sm">{t('shopExchange.chooseSeats', { count })}</Text>
        {data.saleState !== 'on_sale' ? (
          <Alert color="gray" role="status">
            {t(`shopBuy.saleState.${data.saleState}`)}
          </Alert>
        ) : data.event.openSeats === 0 ? (
          <Alert color="gray" role="status">
            {t('shopBuy.soldOutLong')}
          </Alert>
        ) : hasSeats ? (
          <Tabs defaultValue={ways.pick ? 'map' : 'best'} keepMounted={false}>
            <Tabs.List>
              {ways.pick ? <Tabs.Tab value="map">{t('shopBuy.tabs.map')}</Tabs.Tab> : null}
              {ways.best ? <Tabs.Tab value="best">{t('shopBuy.tabs.best')}</Tabs.Tab> : null}
            </Tabs.List>
            <Tabs.Panel value="map" pt="md">
              <MapChooser data={data} layout={layout} priceTypeId={priceTypeId} />
            </Tabs.Panel>
            <Tabs.Panel value="best" pt="md">
              <BestSeatsChooser
                data={data}
                priceTypeId={priceTypeId}
                byMaxPrice={false}
                defaultQuantity={count}
              />
            </Tabs.Panel>
          </Tabs>
        ) : (
          <GaChooser data={data} priceTypeId={priceTypeId} />
        )}
      </Stack>
    </Paper>
  );
}
