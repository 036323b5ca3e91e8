import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { addShopSeats, type SellSeatAlert, type ShopEventSeats } from '@tessera/contract';
import { saleModeOffers } from '@tessera/domain';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { callApi } from '@/api/client';
import { SeatLegend } from '@/ui/seat-map/SeatLegend';
import { SeatMap } from '@/ui/seat-map/SeatMap';
import { SeatPicker } from '@/ui/seat-map/SeatPicker';
import { lastPicked, SeatViewImage } from '@/ui/seat-map/SeatViewImage';
import type { SeatLayout } from '@/ui/seat-map/seat-layout';
import { FoundSeatsPanel, nearSearch, useSeatOffer } from './FoundSeats';
import { useShopBasket } from './queries';
import { SeatAlertsModal } from './SeatAlertsModal';
import { basketSeatKeys } from './shop-buy';
import { useShopAction } from './useShopAction';
import { useShopColoring } from './useShopColoring';

/** Reserved seating: the seat map and its keyboard picker edit one selection. */
export function MapChooser({
  data,
  layout,
  priceTypeId,
}: {
  data: ShopEventSeats;
  layout: SeatLayout;
  priceTypeId: number | null;
}) {
  const { t } = useTranslation();
  const { basket } = useShopBasket();
  const keys = useMemo(() => basketSeatKeys(basket), [basket]);
  const coloring = useShopColoring(data, keys, priceTypeId);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [alerts, setAlerts] = useState<SellSeatAlert[]>([]);
  const add = useShopAction(data.event.id);
  // When another buyer takes the chosen seats first: the next best seats nearby.
  const nearby = useSeatOffer(data, priceTypeId);
  // Chosen seats another buyer took while this buyer looked, before they pressed "add".
  const [takenMeanwhile, setTakenMeanwhile] = useState(false);
  const stillAvailable = (seats: Set<number>) =>
    new Set([...seats].filter((i) => coloring.states[i] === 'available'));
  const choose = (next: Set<number>) => {
    setTakenMeanwhile(false);
    setSelected(stillAvailable(next));
  };
  /**
   * Clears the choice (and any seat alerts asked about) and offers as many seats nearest to it,
   * never the `lost` ones, where the event allows.
   */
  const offerNearby = (seatIds: number[], lost: number[]) => {
    setSelected(new Set());
    setAlerts([]);
    // Seats nearby are found by best available, which this event may not offer.
    if (!saleModeOffers(data.saleMode, 'best')) return;
    nearby.start(nearSearch(seatIds), 'nearby', lost);
  };
  // A seat change pushed to the map can take chosen seats away. While this buyer's own add is
  // on its way, its answer says what happened; otherwise they are told now and offered others.
  const adding = add.isPending;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the seats' states change, with the choice and add of that moment
  useEffect(() => {
    const lost = [...selected].filter((i) => coloring.states[i] !== 'available');
    if (lost.length === 0) return;
    if (adding || !lost.some((i) => coloring.states[i] === 'unavailable')) {
      setSelected(stillAvailable(selected));
      return;
    }
    setTakenMeanwhile(true);
    const idOf = (i: number) => data.seats.id[i]!;
    offerNearby([...selected].map(idOf), lost.map(idOf));
  }, [coloring.states]);

  const chosenAlerts = () => {
    const ids = new Set([...selected].map((i) => data.seats.seatAlert[i]!).filter((id) => id > 0));
    return data.seatAlerts.filter((a) => ids.has(a.id));
  };
  const submit = (acknowledged: SellSeatAlert[]) => {
    const seatIds = [...selected].map((i) => data.seats.id[i]!);
    nearby.clear();
    setTakenMeanwhile(false);
    add.mutate(
      () =>
        callApi(addShopSeats, {
          body: {
            eventId: data.event.id,
            priceTypeId,
            seatIds,
            acknowledgedAlertIds: acknowledged.filter((a) => a.requiresAcknowledgement).map((a) => a.id),
          },
        }),
      {
        onSuccess: () => {
          setSelected(new Set());
          setAlerts([]);
        },
        onError: (error) => {
          setAlerts([]);
          if (isApiError(error) && error.has('purchase.seats_just_taken')) offerNearby(seatIds, seatIds);
        },
      },
    );
  };
  // "View from seat": the last seat picked, its own image else its section's.
  const place = lastPicked(layout, selected);
  const onAdd = () => {
    const found = chosenAlerts();
    if (found.length > 0) setAlerts(found);
    else submit([]);
  };

  return (
    <Stack gap="md">
      <SeatMap
        layout={layout}
        colorOf={coloring.colorOf}
        colorKey={coloring.colorKey}
        selected={selected}
        onSelectionChange={choose}
        describe={coloring.describe}
        height={380}
        label={t('shopBuy.map.label', { name: data.event.name })}
      />
      <SeatLegend items={coloring.legend} label={t('shopBuy.map.legend')} />
      {add.error || takenMeanwhile ? (
        <Alert color="red" role="alert">
          {add.error ? add.error.message : t('errors.purchase.seats_just_taken')}
        </Alert>
      ) : null}
      <SeatViewImage
        views={data.views}
        place={place}
        title={t('shopBuy.map.viewTitle')}
        alt={(p) => t('shopBuy.map.viewAlt', { place: p })}
      />
      <FoundSeatsPanel data={data} offer={nearby} />
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" aria-live="polite">
          {t('shopBuy.map.selected', { count: selected.size })}
        </Text>
        <Button onClick={onAdd} disabled={selected.size === 0} loading={add.isPending}>
          {t('shopBuy.map.add', { count: selected.size })}
        </Button>
      </Group>
      <Stack gap="xs">
        <Title order={3} fz="h5">
          {t('shopBuy.map.keyboardTitle')}
        </Title>
        <SeatPicker
          layout={layout}
          selected={selected}
          onSelectionChange={choose}
          describeStatus={coloring.describeStatus}
        />
      </Stack>
      <SeatAlertsModal
        key={alerts.map((a) => a.id).join(',')}
        alerts={alerts}
        busy={add.isPending}
        onCancel={() => setAlerts([])}
        onAccept={() => submit(alerts)}
      />
    </Stack>
  );
}
