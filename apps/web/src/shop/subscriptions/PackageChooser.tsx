import { Alert, Button, Group, MultiSelect, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { addShopSeasonPackage, type ShopEventSeats, type ShopSeasonPackage } from '@tessera/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { callApi } from '@/api/client';
import { shopEventQueries } from '@/shop/buy/event-queries';
import { useShopAction, useShopMoney } from '@/shop/buy/useShopAction';
import { useShopColoring } from '@/shop/buy/useShopColoring';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { SectionLoader } from '@/ui/FullPageLoader';
import { formatDateTime } from '@/ui/format';
import { SeatLegend } from '@/ui/seat-map/SeatLegend';
import { SeatMap } from '@/ui/seat-map/SeatMap';
import { SeatPicker } from '@/ui/seat-map/SeatPicker';
import { buildLayout, type SeatLayout } from '@/ui/seat-map/seat-layout';

/**
 * One package: its price type, a flex package's events (exactly its count), then one seat on
 * the map of the first (chosen) event or the best place open in every event; the server takes
 * the same place in every event at once and the buyer goes to the basket (decisions/0111).
 */
export function PackageChooser({ pkg, onBack }: { pkg: ShopSeasonPackage; onBack: () => void }) {
  const { t, i18n } = useTranslation();
  const money = useShopMoney();
  const navigate = useNavigate();
  const [priceType, setPriceType] = useState<string | null>(String(pkg.prices[0]?.priceTypeId ?? ''));
  const [events, setEvents] = useState<string[]>([]);
  const add = useShopAction();
  const count = pkg.chooseCount ?? 0;
  const ready = pkg.kind === 'fixed' || events.length === count;
  const eventIds = pkg.kind === 'flex' ? events.map(Number) : undefined;
  const mapEvent = (eventIds ? pkg.events.filter((e) => eventIds.includes(e.id)) : pkg.events)[0];
  const put = (seatIds?: number[]) =>
    add.mutate(
      () =>
        callApi(addShopSeasonPackage, {
          params: { packageId: pkg.id },
          body: {
            priceTypeId: Number(priceType),
            ...(seatIds ? { seatIds } : {}),
            ...(eventIds ? { eventIds } : {}),
          },
        }),
      { onSuccess: () => void navigate('/shop/checkout/basket') },
    );
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>{pkg.name}</Title>
        <Button variant="subtle" onClick={onBack}>
          {t('shopSubscriptions.back')}
        </Button>
      </Group>
      <Select
        label={t('shopSubscriptions.priceType')}
        data={pkg.prices.map((p) => ({
          value: String(p.priceTypeId),
          label: `${p.priceTypeName} · ${money(p.price)}`,
        }))}
        value={priceType}
        allowDeselect={false}
        onChange={setPriceType}
      />
      {pkg.kind === 'flex' ? (
        <MultiSelect
          label={t('shopSubscriptions.chooseEvents', { count })}
          description={t('shopSubscriptions.chosenEvents', { n: events.length, count })}
          data={pkg.events.map((e) => ({
            value: String(e.id),
            label: `${e.name} · ${formatDateTime(e.startsAt, i18n.language, e.timezone)}`,
          }))}
          value={events}
          maxValues={count}
          onChange={setEvents}
        />
      ) : (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {t('shopSubscriptions.events', { count: pkg.events.length })}
          </Text>
          {pkg.events.map((e) => (
            <Text key={e.id} size="sm" c="dimmed">
              {e.name} · {formatDateTime(e.startsAt, i18n.language, e.timezone)}
            </Text>
          ))}
        </Stack>
      )}
      {add.error ? (
        <Alert color="red" role="alert">
          {add.error.message}
        </Alert>
      ) : null}
      {ready && mapEvent && priceType ? (
        <Stack gap="sm">
          <Button variant="light" loading={add.isPending} onClick={() => put()}>
            {t('shopSubscriptions.best')}
          </Button>
          <PackageMap eventId={mapEvent.id} eventName={mapEvent.name} busy={add.isPending} onAdd={put} />
        </Stack>
      ) : null}
    </Stack>
  );
}

/** The map of one event: a seat picked there is the place taken in every event of the package. */
function PackageMap({
  eventId,
  eventName,
  busy,
  onAdd,
}: {
  eventId: number;
  eventName: string;
  busy: boolean;
  onAdd: (seatIds: number[]) => void;
}) {
  const seats = useQuery(shopEventQueries.seats(eventId));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the seat ids stand for the places
  const layout = useMemo(() => (seats.data ? buildLayout(seats.data) : null), [seats.data?.seats.id]);
  if (seats.isError) return <ErrorDetails error={seats.error} onRetry={() => void seats.refetch()} />;
  if (!seats.data || !layout) return <SectionLoader />;
  return <PackageSeats data={seats.data} layout={layout} eventName={eventName} busy={busy} onAdd={onAdd} />;
}

function PackageSeats({
  data,
  layout,
  eventName,
  busy,
  onAdd,
}: {
  data: ShopEventSeats;
  layout: SeatLayout;
  eventName: string;
  busy: boolean;
  onAdd: (seatIds: number[]) => void;
}) {
  const { t } = useTranslation();
  const coloring = useShopColoring(data, new Set(), null);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  // One seat: the last one picked.
  const choose = (next: Set<number>) => {
    const open = [...next].filter((i) => coloring.states[i] === 'available');
    setSelected(new Set(open.slice(-1)));
  };
  const picked = [...selected][0];
  return (
    <Stack gap="sm">
      <Text size="sm">{t('shopSubscriptions.mapHint', { event: eventName })}</Text>
      <SeatMap
        layout={layout}
        colorOf={coloring.colorOf}
        colorKey={coloring.colorKey}
        selected={selected}
        onSelectionChange={choose}
        describe={coloring.describe}
        height={360}
        label={t('shopBuy.map.label', { name: eventName })}
      />
      <SeatLegend items={coloring.legend} label={t('shopBuy.map.legend')} />
      <Group justify="flex-end">
        <Button
          disabled={picked === undefined}
          loading={busy}
          onClick={() => picked !== undefined && onAdd([data.seats.id[picked]!])}
        >
          {t('shopSubscriptions.add')}
        </Button>
      </Group>
      <SeatPicker
        layout={layout}
        selected={selected}
        onSelectionChange={choose}
        describeStatus={coloring.describeStatus}
      />
    </Stack>
  );
}
