import { type MapProblem, mapDrawingOf, type SeatMapDefinition, validateMap } from '@tessera/domain';
import { buildLayout, type SeatLayout } from '@/ui/seat-map/seat-layout';
import { placesOfDefinition } from '../map-places';

/** What the designer draws and checks for one map. */
export interface Design {
  places: ReturnType<typeof placesOfDefinition>;
  layout: SeatLayout;
  /** Changes whenever a seat's ADA type changes (the canvas colours by it). */
  adaKey: string;
  /** The map's problems, worked out the first time they are asked for. */
  problems: () => MapProblem[];
}

/** Maps kept: the present one and the few steps either side of it that undo and redo reach. */
export const designsKept = 8;

const kept = new Map<SeatMapDefinition, Design>();

function designFrom(map: SeatMapDefinition, places: Design['places']): Design {
  let problems: MapProblem[] | null = null;
  return {
    places,
    layout: buildLayout({ ...places, drawing: mapDrawingOf(map) }),
    adaKey: places.ada.join(),
    problems: () => {
      problems ??= validateMap(map);
      return problems;
    },
  };
}

function keep(map: SeatMapDefinition, design: Design): Design {
  kept.delete(map);
  kept.set(map, design);
  while (kept.size > designsKept) kept.delete(kept.keys().next().value as SeatMapDefinition);
  return design;
}

/**
 * The layout and problems of a map, kept by the map itself (maps are immutable values): undo
 * and redo go back to a map already laid out and checked, so they cost a look-up and a raster.
 */
export function designOf(map: SeatMapDefinition): Design {
  const known = kept.get(map);
  return keep(map, known ?? designFrom(map, placesOfDefinition(map)));
}

/**
 * The design of `next`, made from `before` by an edit that moves seats and keeps their order
 * (a drag, a nudge): the seat columns are copied and only the rows the edit replaced are read
 * again, instead of the whole map. Any other edit is laid out afresh.
 */
export function movedDesign(before: SeatMapDefinition, next: SeatMapDefinition): Design {
  const known = kept.get(next);
  if (known) return keep(next, known);
  if (next.sections.length !== before.sections.length) return designOf(next);
  const { places } = designOf(before);
  const x = places.seats.x.slice();
  const y = places.seats.y.slice();
  let i = 0;
  for (const [s, section] of next.sections.entries()) {
    const old = before.sections[s]!;
    if (section === old) {
      for (const row of section.rows) i += row.seats.length;
      continue;
    }
    if (section.name !== old.name || section.rows.length !== old.rows.length) return designOf(next);
    for (const [r, row] of section.rows.entries()) {
      const was = old.rows[r]!;
      if (row.name !== was.name || row.seats.length !== was.seats.length) return designOf(next);
      if (row !== was) {
        for (const [k, seat] of row.seats.entries()) {
          const seatWas = was.seats[k]!;
          // Anything but the place changed: not a move.
          if (seat.name !== seatWas.name || (seat.ada ?? null) !== (seatWas.ada ?? null))
            return designOf(next);
          x[i + k] = seat.x;
          y[i + k] = seat.y;
        }
      }
      i += row.seats.length;
    }
  }
  return keep(next, designFrom(next, { ...places, seats: { ...places.seats, x, y } }));
}

/**
 * `copy` is the same map as `map` read back (the server's answer to saving it): it shares the
 * design already made, so the designer opening on the saved version lays nothing out again.
 */
export function sameDesign(map: SeatMapDefinition, copy: SeatMapDefinition): void {
  const known = kept.get(map);
  if (known && copy !== map) keep(copy, known);
}
