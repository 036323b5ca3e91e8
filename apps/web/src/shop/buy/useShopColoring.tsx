import { Text } from '@mantine/core';
import { type ShopEventSeats, statusLetters } from '@tessera/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { allInFor } from '@/ui/all-in-price';
import { PriceWithBreakdown } from '@/ui/PriceWithBreakdown';
import { noneColor } from '@/ui/seat-map/colors';
import { PlaceHeading } from '@/ui/seat-map/PlaceHeading';
import type { LegendItem } from '@/ui/seat-map/SeatLegend';
import { useShopMoney } from './useShopAction';

const unavailableColor = '#ced4da';
const inBasketColor = '#343a40';

export type SeatState = 'available' | 'inBasket' | 'unavailable';

const keyOf = (data: ShopEventSeats, i: number) =>
  `${data.event.id}-${data.sections[data.seats.section[i]!]}-${data.rows[data.seats.row[i]!]}-${data.seats.seat[i]}`;

/** Open seats (or seats in a hold the Web sells) are available; the rest are not. */
export function isOpen(data: ShopEventSeats, i: number): boolean {
  const letter = data.seats.status[i];
  return letter === statusLetters.open || letter === statusLetters.hold;
}

/** The shop map's colours, legend and hover text. */
export function useShopColoring(
  data: ShopEventSeats,
  basketKeys: ReadonlySet<string>,
  /** Prices are shown all-in for this price type (the one the buyer chose). */
  priceTypeId: number | null,
) {
  const { t } = useTranslation();
  const money = useShopMoney();
  const levels = useMemo(() => new Map(data.priceLevels.map((p) => [p.id, p])), [data.priceLevels]);
  const states = useMemo(() => {
    const list: SeatState[] = [];
    for (let i = 0; i < data.seats.id.length; i++) {
      list.push(basketKeys.has(keyOf(data, i)) ? 'inBasket' : isOpen(data, i) ? 'available' : 'unavailable');
    }
    return list;
  }, [data, basketKeys]);
  const colorOf = (i: number) =>
    states[i] === 'inBasket'
      ? inBasketColor
      : states[i] === 'unavailable'
        ? unavailableColor
        : (levels.get(data.seats.priceLevel[i]!)?.color ?? noneColor);
  const legend: LegendItem[] = [
    ...data.priceLevels.map((p) => ({
      color: p.color,
      label: t('shopBuy.map.level', { name: p.name, price: money(allInFor(p, priceTypeId).total) }),
      count: states.filter((s, i) => s === 'available' && data.seats.priceLevel[i] === p.id).length,
    })),
    {
      color: inBasketColor,
      label: t('shopBuy.map.inBasket'),
      count: states.filter((s) => s === 'inBasket').length,
    },
    {
      color: unavailableColor,
      label: t('shopBuy.map.unavailable'),
      count: states.filter((s) => s === 'unavailable').length,
    },
  ];
  const describeStatus = (i: number) => t(`shopBuy.map.state.${states[i] ?? 'unavailable'}`);
  const describe = (i: number) => {
    const level = levels.get(data.seats.priceLevel[i]!);
    const price = level ? allInFor(level, priceTypeId) : null;
    return (
      <>
        <PlaceHeading
          section={data.sections[data.seats.section[i]!]}
          row={data.rows[data.seats.row[i]!]}
          seat={data.seats.seat[i]}
        />
        {level && price ? (
          <PriceWithBreakdown
            label={t('shopBuy.map.level', { name: level.name, price: money(price.total) })}
            price={price}
            money={money}
          />
        ) : null}
        <Text size="xs" c={states[i] === 'available' ? 'teal.8' : 'dimmed'}>
          {describeStatus(i)}
        </Text>
      </>
    );
  };
  return {
    states,
    colorOf,
    colorKey: `${data.seq}|${[...basketKeys].join(',')}|${priceTypeId}`,
    legend,
    describe,
    describeStatus,
  };
}
