import { Text } from '@mantine/core';
import { type SellSeats, statusLetters } from '@tessera/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { allInFor, feeBreakdown } from '@/ui/all-in-price';
import { PriceWithBreakdown } from '@/ui/PriceWithBreakdown';
import { noneColor } from '@/ui/seat-map/colors';
import { PlaceHeading } from '@/ui/seat-map/PlaceHeading';
import type { LegendItem } from '@/ui/seat-map/SeatLegend';

export const unavailableColor = '#ced4da';
export const inBasketColor = '#343a40';

export type SeatState = 'available' | 'inBasket' | 'unavailable';

/** Whether a seller may take a seat: open, or in a hold their channel and group may sell. */
export function isAvailable(data: SellSeats, i: number): boolean {
  const letter = data.seats.status[i];
  return letter === statusLetters.open || letter === statusLetters.hold;
}

export const seatKeyOf = (data: SellSeats, i: number) =>
  `${data.event.id}-${data.sections[data.seats.section[i]!]}-${data.rows[data.seats.row[i]!]}-${data.seats.seat[i]}`;

/**
 * The sell map's colours: available seats in their price level's colour, seats in this basket
 * dark, everything else grey; a legend with prices and counts; what hovering a seat says.
 * Prices are all-in (face value and per-ticket fees) for the price type the seller chose, as
 * the shop shows them, with the breakdown.
 */
export function useSellColoring(
  data: SellSeats,
  basketKeys: ReadonlySet<string>,
  priceTypeId: number | null,
) {
  const { t } = useTranslation();
  const money = useMoney();
  const levels = useMemo(() => new Map(data.priceLevels.map((p) => [p.id, p])), [data.priceLevels]);
  const alerts = useMemo(() => new Map(data.seatAlerts.map((a) => [a.id, a])), [data.seatAlerts]);
  const states = useMemo(() => {
    const list: SeatState[] = [];
    for (let i = 0; i < data.seats.id.length; i++) {
      list.push(
        basketKeys.has(seatKeyOf(data, i)) ? 'inBasket' : isAvailable(data, i) ? 'available' : 'unavailable',
      );
    }
    return list;
  }, [data, basketKeys]);

  const colorOf = (i: number): string => {
    const state = states[i];
    if (state === 'inBasket') return inBasketColor;
    if (state === 'unavailable') return unavailableColor;
    return levels.get(data.seats.priceLevel[i]!)?.color ?? noneColor;
  };

  const legend = useMemo((): LegendItem[] => {
    const available = new Map<number, number>();
    let inBasket = 0;
    let unavailable = 0;
    states.forEach((state, i) => {
      if (state === 'inBasket') inBasket++;
      else if (state === 'unavailable') unavailable++;
      else available.set(data.seats.priceLevel[i]!, (available.get(data.seats.priceLevel[i]!) ?? 0) + 1);
    });
    return [
      ...data.priceLevels.map((p) => {
        const price = allInFor(p, priceTypeId);
        return {
          color: p.color,
          label: t('admin.sell.map.level', { name: p.name, price: money(price.total) }),
          count: available.get(p.id) ?? 0,
          ...(price.fees.length > 0 ? { detail: feeBreakdown(price, money, t) } : {}),
        };
      }),
      { color: inBasketColor, label: t('admin.sell.map.inBasket'), count: inBasket },
      { color: unavailableColor, label: t('admin.sell.map.unavailable'), count: unavailable },
    ];
  }, [states, data, t, money, priceTypeId]);

  const describe = (i: number) => {
    const level = levels.get(data.seats.priceLevel[i]!);
    const price = level ? allInFor(level, priceTypeId) : null;
    const alert = alerts.get(data.seats.seatAlert[i]!);
    return (
      <>
        <PlaceHeading
          section={data.sections[data.seats.section[i]!]}
          row={data.rows[data.seats.row[i]!]}
          seat={data.seats.seat[i]}
        />
        {level && price ? (
          <PriceWithBreakdown
            label={t('admin.sell.map.level', { name: level.name, price: money(price.total) })}
            price={price}
            money={money}
          />
        ) : null}
        <Text size="xs" c={states[i] === 'available' ? 'teal.8' : 'dimmed'}>
          {t(`admin.sell.map.state.${states[i] ?? 'unavailable'}`)}
        </Text>
        {alert ? (
          <Text size="xs" c="orange.8">
            {alert.name}
          </Text>
        ) : null}
      </>
    );
  };

  return {
    states,
    colorOf,
    colorKey: `${data.seq}|${[...basketKeys].join(',')}|${data.priceLevels.map((p) => p.color).join(',')}|${priceTypeId}`,
    legend,
    describe,
    describeStatus: (i: number) => t(`admin.sell.map.state.${states[i] ?? 'unavailable'}`),
  };
}
