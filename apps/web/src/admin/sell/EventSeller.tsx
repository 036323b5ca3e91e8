import { Button, Card, Group, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addSeatsToBasket,
  type Basket,
  type SellSeatAlert,
  type SellSeats,
  streamSellSeats,
} from '@tessera/contract';
import type { StaffSalesChannel } from '@tessera/domain';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, endpointUrl } from '@/api/client';
import { seatPollMs, useSeatStream, useStreamStart } from '@/api/seat-stream';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { SectionLoader } from '@/ui/FullPageLoader';
import { formatDateTime } from '@/ui/format';
import { SeatLegend } from '@/ui/seat-map/SeatLegend';
import { SeatMap } from '@/ui/seat-map/SeatMap';
import { SeatPicker } from '@/ui/seat-map/SeatPicker';
import { lastPicked, SeatViewImage } from '@/ui/seat-map/SeatViewImage';
import { buildLayout } from '@/ui/seat-map/seat-layout';
import { AddFailedAlert } from './AddFailedAlert';
import { BestAvailableForm } from './BestAvailableForm';
import { BundlesPanel } from './BundlesPanel';
import { GaAreasPanel } from './GaAreasPanel';
import { ProductsPanel } from './ProductsPanel';
import { basketSeatKeys, mergeSellSeats, refreshSellSeats, sellKeys, sellQueries } from './queries';
import { SeatAlertModal } from './SeatAlertModal';
import { useBasketAction } from './useBasketAction';
import { useSellBasket } from './useSellBasket';
import { isAvailable, useSellColoring } from './useSellColoring';

/**
 * Other sellers' sales show up on the map as they happen (its live stream, decisions/0058);
 * it asks for changes itself every few seconds while the stream is down, rarely while up.
 */
export function useLiveSellSeats(eventId: number, channel: StaffSalesChannel, seq: number | undefined) {
  const client = useQueryClient();
  const since = useStreamStart(`${eventId}:${channel}`, seq);
  const live = useSeatStream<SellSeats>(
    since === undefined
      ? null
      : endpointUrl(streamSellSeats, { params: { eventId }, query: { channel, since } }),
    {
      onSeats: (changes) =>
        client.setQueryData<SellSeats>(
          sellKeys.seats(eventId, channel),
          (current) =>
            current && { ...mergeSellSeats(current, changes), seq: Math.max(current.seq, changes.seq) },
        ),
      onReload: () => void client.invalidateQueries({ queryKey: sellKeys.seats(eventId, channel) }),
    },
  );
  useEffect(() => {
    const timer = setInterval(
      () => void refreshSellSeats(client, eventId, channel).catch(() => undefined),
      live ? seatPollMs.live : seatPollMs.fallback,
    );
    return () => clearInterval(timer);
  }, [client, eventId, channel, live]);
}

/** One event on sale: its seat map, best available, general admission and products, adding to the basket. */
export function EventSeller({
  eventId,
  channel,
  onChangeEvent,
}: {
  eventId: number;
  channel: StaffSalesChannel;
  onChangeEvent: () => void;
}) {
  const { t, i18n } = useTranslation();
  const seats = useQuery(sellQueries.seats(eventId, channel));
  const products = useQuery(sellQueries.products(eventId));
  const hasProducts = (products.data?.products.length ?? 0) > 0;
  const bundles = useQuery(sellQueries.bundles(eventId));
  const hasBundles = (bundles.data?.packages.length ?? 0) + (bundles.data?.plans.length ?? 0) > 0;
  // Price type of new lines: the first the channel may sell unless the seller picks another.
  const [chosenType, setPriceTypeId] = useState<number | null>(null);
  useLiveSellSeats(eventId, channel, seats.data?.seq);
  // Live updates change statuses, never places: the layout is built once per event.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the seat ids stand for the places
  const layout = useMemo(() => (seats.data ? buildLayout(seats.data) : null), [seats.data?.seats.id]);
  if (seats.isError) return <ErrorDetails error={seats.error} onRetry={() => void seats.refetch()} />;
  if (!seats.data || !layout) return <SectionLoader />;
  const { event } = seats.data;
  const priceTypeId = chosenType ?? seats.data.priceTypes[0]?.id ?? null;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" align="center">
        <Stack gap={0}>
          <Title order={2} fz="h3">
            {event.name}
          </Title>
          <Text size="sm" c="dimmed">
            {formatDateTime(event.startsAt, i18n.language, event.timezone)}
            {' · '}
            {event.venueName}
          </Text>
        </Stack>
        <Group gap="xs" align="flex-end">
          {seats.data.priceTypes.length > 0 ? (
            <Select
              size="xs"
              w={180}
              label={t('admin.sell.priceType')}
              data={seats.data.priceTypes.map((p) => ({ value: String(p.id), label: p.name }))}
              value={priceTypeId === null ? null : String(priceTypeId)}
              onChange={(value) => setPriceTypeId(value ? Number(value) : null)}
              allowDeselect={false}
            />
          ) : null}
          <Button variant="default" size="xs" onClick={onChangeEvent}>
            {t('admin.sell.changeEvent')}
          </Button>
        </Group>
      </Group>
      <Tabs defaultValue="map" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="map">{t('admin.sell.tabs.map')}</Tabs.Tab>
          <Tabs.Tab value="best">{t('admin.sell.tabs.best')}</Tabs.Tab>
          {seats.data.gaAreas.length > 0 ? <Tabs.Tab value="ga">{t('admin.sell.tabs.ga')}</Tabs.Tab> : null}
          {hasProducts ? <Tabs.Tab value="products">{t('admin.sell.tabs.products')}</Tabs.Tab> : null}
          {hasBundles ? <Tabs.Tab value="bundles">{t('admin.sell.tabs.bundles')}</Tabs.Tab> : null}
        </Tabs.List>
        <Tabs.Panel value="map" pt="md">
          <MapSeller data={seats.data} layout={layout} channel={channel} priceTypeId={priceTypeId} />
        </Tabs.Panel>
        <Tabs.Panel value="best" pt="md">
          <BestAvailableForm data={seats.data} channel={channel} priceTypeId={priceTypeId} />
        </Tabs.Panel>
        <Tabs.Panel value="ga" pt="md">
          <GaAreasPanel data={seats.data} channel={channel} priceTypeId={priceTypeId} />
        </Tabs.Panel>
        <Tabs.Panel value="products" pt="md">
          {products.data ? <ProductsPanel offers={products.data} channel={channel} /> : null}
        </Tabs.Panel>
        <Tabs.Panel value="bundles" pt="md">
          {bundles.data ? <BundlesPanel eventId={eventId} bundles={bundles.data} channel={channel} /> : null}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/**
 * The seat map of an event with the seats chosen on it added to the basket; `addChosen`
 * adds them another way (a season package takes the same seats in every event of it).
 */
export function MapSeller({
  data,
  layout,
  channel,
  priceTypeId,
  addChosen,
}: {
  data: SellSeats;
  layout: ReturnType<typeof buildLayout>;
  channel: StaffSalesChannel;
  priceTypeId: number | null;
  addChosen?: {
    label: (count: number) => string;
    add: (basketId: string, seatIds: number[]) => Promise<Basket>;
  };
}) {
  const { t } = useTranslation();
  const { basket } = useSellBasket();
  const basketKeys = useMemo(() => basketSeatKeys(basket), [basket]);
  const coloring = useSellColoring(data, basketKeys, priceTypeId);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [alerts, setAlerts] = useState<SellSeatAlert[]>([]);
  const add = useBasketAction(channel, data.event.id);
  // Only seats the seller may take can be chosen; a dragged box skips the rest.
  const choose = (next: Set<number>) =>
    setSelected(new Set([...next].filter((i) => coloring.states[i] === 'available')));
  // Seats someone else took since they were chosen drop out of the selection.
  useEffect(() => {
    setSelected((current) => {
      const kept = [...current].filter((i) => isAvailable(data, i));
      return kept.length === current.size ? current : new Set(kept);
    });
  }, [data]);

  const seatAlerts = () => {
    const ids = new Set([...selected].map((i) => data.seats.seatAlert[i]!).filter((id) => id > 0));
    return data.seatAlerts.filter((a) => ids.has(a.id));
  };
  const submit = (acknowledged: SellSeatAlert[]) =>
    add.mutate(
      (basketId) =>
        addChosen
          ? addChosen.add(
              basketId,
              [...selected].map((i) => data.seats.id[i]!),
            )
          : callApi(addSeatsToBasket, {
              params: { basketId },
              body: {
                eventId: data.event.id,
                priceTypeId,
                seatIds: [...selected].map((i) => data.seats.id[i]!),
                acknowledgedAlertIds: acknowledged.filter((a) => a.requiresAcknowledgement).map((a) => a.id),
              },
            }),
      {
        onSuccess: () => setSelected(new Set()),
        onSettled: () => setAlerts([]),
      },
    );
  const onAdd = () => {
    const found = addChosen ? [] : seatAlerts();
    if (found.length > 0) setAlerts(found);
    else submit([]);
  };

  return (
    <Stack gap="sm">
      <AddFailedAlert add={add} />
      <Card withBorder radius="md" padding="sm">
        <Group justify="space-between">
          <Text size="sm" fw={600} aria-live="polite">
            {t('admin.sell.selected', { count: selected.size })}
          </Text>
          <Group gap="xs">
            <Button
              variant="subtle"
              size="sm"
              disabled={selected.size === 0}
              onClick={() => setSelected(new Set())}
            >
              {t('seatMap.clearSelection')}
            </Button>
            <Button size="sm" disabled={selected.size === 0} loading={add.isPending} onClick={onAdd}>
              {addChosen
                ? addChosen.label(selected.size)
                : t('admin.sell.addSeats', { count: selected.size })}
            </Button>
          </Group>
        </Group>
      </Card>
      <SeatMap
        layout={layout}
        colorOf={coloring.colorOf}
        colorKey={coloring.colorKey}
        selected={selected}
        onSelectionChange={choose}
        describe={coloring.describe}
        label={t('admin.sell.map.label', { count: layout.count })}
        height={420}
      />
      <SeatLegend items={coloring.legend} label={t('seatMap.legend')} />
      <SeatViewImage
        views={data.views}
        place={lastPicked(layout, selected)}
        title={t('admin.sell.viewTitle')}
        alt={(place) => t('admin.sell.viewAlt', { place })}
      />
      <Card withBorder radius="md" padding="md">
        <Title order={3} fz="h5" mb="xs">
          {t('admin.sell.keyboardPicker')}
        </Title>
        <SeatPicker
          layout={layout}
          selected={selected}
          onSelectionChange={choose}
          describeStatus={coloring.describeStatus}
        />
      </Card>
      <SeatAlertModal
        alerts={alerts}
        busy={add.isPending}
        onCancel={() => setAlerts([])}
        onAcknowledge={() => submit(alerts)}
      />
    </Stack>
  );
}
