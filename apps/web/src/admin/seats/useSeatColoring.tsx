import { Text } from '@mantine/core';
import type { EventDetail, EventSeats, Hold } from '@tessera/contract';
import { adaSeatTypes, seatStatuses } from '@tessera/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { noneColor, statusColors, statusOf } from '@/ui/seat-map/colors';
import { PlaceHeading } from '@/ui/seat-map/PlaceHeading';
import type { LegendItem } from '@/ui/seat-map/SeatLegend';

export type ColorBy = 'status' | 'priceLevel' | 'hold' | 'ada';

const adaColor = '#1c7ed6';

/** How the seat map colours seats, its legend, and what hovering a seat tells. */
export function useSeatColoring(data: EventSeats, event: EventDetail, holds: Hold[], colorBy: ColorBy) {
  const { t } = useTranslation();
  const levels = useMemo(() => new Map(event.priceLevels.map((p) => [p.id, p])), [event.priceLevels]);
  const holdById = useMemo(() => new Map(holds.map((h) => [h.id, h])), [holds]);
  const { seats } = data;
  const colorOf = (i: number): string => {
    if (colorBy === 'status') return statusColors[statusOf(seats, i)];
    if (colorBy === 'priceLevel') return levels.get(seats.priceLevel[i]!)?.color ?? noneColor;
    if (colorBy === 'hold') return holdById.get(seats.hold[i]!)?.color ?? noneColor;
    return seats.ada[i] ? adaColor : noneColor;
  };
  const legend = useMemo((): LegendItem[] => {
    const counts = new Map<string, number>();
    for (let i = 0; i < seats.id.length; i++) {
      const key =
        colorBy === 'status'
          ? statusOf(seats, i)
          : String(
              colorBy === 'priceLevel'
                ? seats.priceLevel[i]
                : colorBy === 'hold'
                  ? seats.hold[i]
                  : seats.ada[i],
            );
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    if (colorBy === 'status') {
      return seatStatuses.map((s) => ({
        color: statusColors[s],
        label: t(`seatStatus.${s}`),
        count: counts.get(s) ?? 0,
      }));
    }
    if (colorBy === 'priceLevel') {
      return [
        // Archived levels hold no seats (their seats moved to a replacement): leave them out.
        ...event.priceLevels
          .filter((p) => !p.archived || counts.has(String(p.id)))
          .map((p) => ({
            color: p.color,
            label: p.name,
            count: counts.get(String(p.id)) ?? 0,
          })),
        { color: noneColor, label: t('seatMap.noPriceLevel'), count: counts.get('0') ?? 0 },
      ];
    }
    if (colorBy === 'hold') {
      return [
        ...holds
          .filter((h) => counts.has(String(h.id)))
          .map((h) => ({ color: h.color, label: h.name, count: counts.get(String(h.id)) })),
        { color: noneColor, label: t('seatMap.noHold'), count: counts.get('0') ?? 0 },
      ];
    }
    const accessible = seats.id.length - (counts.get('0') ?? 0);
    return [
      { color: adaColor, label: t('admin.seats.accessible'), count: accessible },
      { color: noneColor, label: t('admin.seats.notAccessible'), count: counts.get('0') ?? 0 },
    ];
  }, [seats, colorBy, event.priceLevels, holds, t]);
  const describe = (i: number) => {
    const status = statusOf(seats, i);
    const level = levels.get(seats.priceLevel[i]!);
    const hold = holdById.get(seats.hold[i]!);
    const ada = seats.ada[i] ? adaSeatTypes[seats.ada[i]! - 1] : null;
    return (
      <>
        <PlaceHeading
          section={data.sections[seats.section[i]!]}
          row={data.rows[seats.row[i]!]}
          seat={seats.seat[i]}
        />
        <Text size="xs">{t(`seatStatus.${status}`)}</Text>
        {level ? <Text size="xs">{level.name}</Text> : null}
        {hold ? <Text size="xs">{hold.name}</Text> : null}
        {ada ? <Text size="xs">{t(`ada.${ada}`)}</Text> : null}
        {seats.tags[String(i)] ? <Text size="xs">{seats.tags[String(i)]!.join(', ')}</Text> : null}
      </>
    );
  };
  return {
    colorOf,
    colorKey: `${colorBy}-${data.seq}-${holds.length}-${event.priceLevels.map((p) => `${p.id}${p.color}${p.archived ? 'a' : ''}`).join()}`,
    legend,
    describe,
  };
}
