import { Alert, Badge, Button, Group, Paper, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { shopSeatWays } from '@tessera/domain';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { SectionLoader } from '@/ui/FullPageLoader';
import { formatEventTime } from '@/ui/format';
import { buildLayout } from '@/ui/seat-map/seat-layout';
import { AddOnsSection } from './AddOnsSection';
import { EventBundles } from './EventBundles';
import { useShopSeats } from './event-queries';
import { BestSeatsChooser, GaChooser } from './QuantityChoosers';
import { useShopBasket } from './queries';

/** The seat map's code loads only when the map tab is shown (docs/decisions/0100-shop-weight.md). */
const MapChooser = lazy(async () => ({ default: (await import('./MapChooser')).MapChooser }));

import { ticketsInBasket } from './shop-buy';
import { WaitingRoomGate } from './WaitingRoom';

/**
 * One date of a series: choose seats on the map, best seats, or general-admission places, then
 * the packages and plans sold with it, then add-ons.
 */
export function EventTickets({ eventId }: { eventId: number }) {
  const { t, i18n } = useTranslation();
  const seats = useShopSeats(eventId);
  const { basket } = useShopBasket();
  const [chosenType, setChosenType] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the seat ids stand for the places
  const layout = useMemo(() => (seats.data ? buildLayout(seats.data) : null), [seats.data?.seats.id]);
  if (seats.isError) return <ErrorDetails error={seats.error} onRetry={() => void seats.refetch()} />;
  if (!seats.data || !layout) return <SectionLoader />;
  const data = seats.data;
  const priceTypeId = chosenType ? Number(chosenType) : (data.priceTypes[0]?.id ?? null);
  const inBasket = ticketsInBasket(basket, eventId);
  const soldOut = data.event.openSeats === 0;
  const hasSeats = data.seats.id.length > 0;
  // The event's sale mode says how seats are chosen here; the server refuses the other way.
  const ways = shopSeatWays(data.saleMode, data.heavyOnSale);
  const sale =
    data.saleState !== 'on_sale' ? (
      <Alert color="gray" role="status">
        {t(`shopBuy.saleState.${data.saleState}`)}
      </Alert>
    ) : soldOut ? (
      <Alert color="gray" role="status">
        {t('shopBuy.soldOutLong')}
      </Alert>
    ) : (
      <>
        <Group justify="space-between" wrap="wrap" align="flex-end">
          {data.priceTypes.length > 1 ? (
            <Select
              label={t('shopBuy.priceType')}
              data={data.priceTypes.map((p) => ({ value: String(p.id), label: p.name }))}
              value={priceTypeId === null ? null : String(priceTypeId)}
              onChange={setChosenType}
              allowDeselect={false}
              w={220}
            />
          ) : null}
          <Group gap="xs">
            {/* Always drawn, so what lands in the basket is announced to screen readers. */}
            <div role="status">
              {inBasket > 0 ? (
                <Badge variant="light" size="lg">
                  {t('shopBuy.inBasket', { count: inBasket })}
                </Badge>
              ) : null}
            </div>
            {inBasket > 0 ? (
              <Button component={Link} to="/shop/checkout/basket">
                {t('shopBuy.goToBasket')}
              </Button>
            ) : null}
          </Group>
        </Group>
        {data.heavyOnSale ? (
          <Paper p="sm" radius="md" bg="var(--mantine-color-blue-light)">
            <Text size="sm">{t('shopBuy.heavy')}</Text>
          </Paper>
        ) : null}
        {data.heavyOnSale && ways.best ? (
          <BestSeatsChooser data={data} priceTypeId={priceTypeId} byMaxPrice />
        ) : (
          <Tabs defaultValue={hasSeats ? (ways.pick ? 'map' : 'best') : 'ga'} keepMounted={false}>
            <Tabs.List>
              {hasSeats && ways.pick ? <Tabs.Tab value="map">{t('shopBuy.tabs.map')}</Tabs.Tab> : null}
              {hasSeats && ways.best ? <Tabs.Tab value="best">{t('shopBuy.tabs.best')}</Tabs.Tab> : null}
              {data.gaAreas.length > 0 ? <Tabs.Tab value="ga">{t('shopBuy.tabs.ga')}</Tabs.Tab> : null}
            </Tabs.List>
            <Tabs.Panel value="map" pt="md">
              <Suspense fallback={<SectionLoader />}>
                <MapChooser data={data} layout={layout} priceTypeId={priceTypeId} />
              </Suspense>
            </Tabs.Panel>
            <Tabs.Panel value="best" pt="md">
              <BestSeatsChooser data={data} priceTypeId={priceTypeId} byMaxPrice={false} />
            </Tabs.Panel>
            <Tabs.Panel value="ga" pt="md">
              <GaChooser data={data} priceTypeId={priceTypeId} />
            </Tabs.Panel>
          </Tabs>
        )}
        <EventBundles eventId={eventId} />
        <AddOnsSection eventId={eventId} />
      </>
    );
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1}>{data.event.name}</Title>
        <Text c="dimmed" size="sm">
          {formatEventTime(data.event.startsAt, i18n.language, data.event.timezone)} · {data.event.venueName}
        </Text>
      </Stack>
      {data.heavyOnSale && data.saleState !== 'off_sale' ? (
        <WaitingRoomGate eventId={eventId} timeZone={data.event.timezone}>
          {sale}
        </WaitingRoomGate>
      ) : (
        sale
      )}
    </Stack>
  );
}
