import type { MapPoint, MapSeat, MapSection, SeatMapDefinition } from './map';

/**
 * Seat scores for best available, venue-wide (lower is better). By default a seat scores its
 * distance from the middle of the stage's front edge, sideways distance from the stage's
 * centre line counting double (a seat off to the side sees less than one further back), in
 * tenths of a map unit; every priority step of its section adds `priorityStep`, so a priority 1
 * section's seats all come before a priority 2 section's. A seat's own `score` replaces all
 * of that.
 */
export const priorityStep = 1_000_000;

/** Where the stage is: the map's own, or centred above the seats (the generator's layout). */
export function stageOf(map: SeatMapDefinition): MapPoint {
  if (map.stage) return map.stage;
  let minX = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  for (const section of map.sections)
    for (const row of section.rows)
      for (const seat of row.seats) {
        minX = Math.min(minX, seat.x);
        maxX = Math.max(maxX, seat.x);
        minY = Math.min(minY, seat.y);
      }
  if (!Number.isFinite(minX)) return { x: 0, y: 0 };
  return { x: (minX + maxX) / 2, y: minY };
}

/** The default score of a seat of a section, before any override. */
export function defaultSeatScore(
  seat: Pick<MapSeat, 'x' | 'y'>,
  section: Pick<MapSection, 'priority'>,
  stage: MapPoint,
) {
  const sideways = Math.abs(seat.x - stage.x);
  const back = Math.abs(seat.y - stage.y);
  const distance = Math.min(Math.round(Math.hypot(2 * sideways, back) * 10), priorityStep - 1);
  return ((section.priority ?? 1) - 1) * priorityStep + distance;
}

/** A seat's score: its own, or the default. */
export function seatScore(seat: MapSeat, section: MapSection, stage: MapPoint): number {
  return seat.score ?? defaultSeatScore(seat, section, stage);
}

/** Every seat's score, in map order (sections, rows, seats). */
export function seatScoresOf(map: SeatMapDefinition): number[] {
  const stage = stageOf(map);
  const scores: number[] = [];
  for (const section of map.sections)
    for (const row of section.rows)
      for (const seat of row.seats) scores.push(seatScore(seat, section, stage));
  return scores;
}
