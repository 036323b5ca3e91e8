import { Image, Stack, Title } from '@mantine/core';
import { type SeatView, seatViewOf } from '@tessera/domain';
import type { SeatLayout } from './seat-layout';

/** The place of the seat picked last (a selection keeps the order seats were picked in). */
export function lastPicked(layout: SeatLayout, selected: ReadonlySet<number>) {
  const picked = [...selected].at(-1);
  return picked === undefined
    ? null
    : { section: layout.sectionOf(picked), row: layout.rowOf(picked), seat: layout.seatOf(picked) };
}

/**
 * "View from seat": the photo of the seat picked last, its own image else its section's, as
 * the shop and the box office show it under the map. Nothing when the seat has none.
 */
export function SeatViewImage({
  views,
  place,
  title,
  alt,
}: {
  views: readonly SeatView[];
  place: { section: string; row: string; seat: string } | null;
  title: string;
  alt: (place: string) => string;
}) {
  const view = place ? seatViewOf(views, place) : null;
  if (!view || !place) return null;
  return (
    <Stack gap={4}>
      <Title order={3} fz="h5">
        {title}
      </Title>
      <Image
        src={view}
        alt={alt(`${place.section} ${place.row}-${place.seat}`)}
        mah={240}
        w="auto"
        fit="contain"
        radius="sm"
      />
    </Stack>
  );
}
