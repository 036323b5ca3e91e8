import type { MapPoint, MapRow, MapSeat, MapSection, SeatMapDefinition } from './map';
import { type GeneratorSection, generateMap } from './map-generator';
import { type RowNaming, rowNames, type SeatNumbering, seatNumbers } from './map-numbering';
import type { AdaSeatType } from './seats';

/**
 * The seat-map designer's edits. Seats are chosen by their index in map order (sections, then
 * rows, then seats, as the seat map draws them). Every edit returns a new map and leaves the
 * one it was given alone; untouched sections and rows are shared, so undo history is cheap.
 */
export type SeatChoice = ReadonlySet<number>;

const round = (v: number) => Math.round(v * 10) / 10;

/** Rebuilds the rows holding chosen seats; `edit` gets each row and the chosen seats' indexes in it. */
function editRows(
  map: SeatMapDefinition,
  chosen: SeatChoice,
  edit: (row: MapRow, picked: number[], section: MapSection) => MapRow | null,
): SeatMapDefinition {
  if (chosen.size === 0) return map;
  let index = 0;
  let changed = false;
  const sections = map.sections.map((section) => {
    let sectionChanged = false;
    const rows: MapRow[] = [];
    for (const row of section.rows) {
      const picked: number[] = [];
      for (let k = 0; k < row.seats.length; k++) if (chosen.has(index + k)) picked.push(k);
      index += row.seats.length;
      if (picked.length === 0) {
        rows.push(row);
        continue;
      }
      sectionChanged = true;
      const next = edit(row, picked, section);
      if (next) rows.push(next);
    }
    if (!sectionChanged) return section;
    changed = true;
    return { ...section, rows };
  });
  return changed ? { ...map, sections } : map;
}

function editSeats(map: SeatMapDefinition, chosen: SeatChoice, edit: (seat: MapSeat) => MapSeat) {
  return editRows(map, chosen, (row, picked) => {
    const seats = [...row.seats];
    for (const k of picked) seats[k] = edit(row.seats[k]!);
    return { ...row, seats };
  });
}

/** Moves the chosen seats by (dx, dy) map units. */
export function moveSeats(map: SeatMapDefinition, chosen: SeatChoice, dx: number, dy: number) {
  if (dx === 0 && dy === 0) return map;
  return transformSeats(map, chosen, (p) => ({ x: p.x + dx, y: p.y + dy }));
}

/** Removes the chosen seats; a row left without seats goes too. */
export function deleteSeats(map: SeatMapDefinition, chosen: SeatChoice) {
  return editRows(map, chosen, (row, picked) => {
    const gone = new Set(picked);
    const seats = row.seats.filter((_, k) => !gone.has(k));
    return seats.length ? { ...row, seats } : null;
  });
}

/** Marks the chosen seats with an ADA type, or clears it with null. */
export function setSeatAda(map: SeatMapDefinition, chosen: SeatChoice, ada: AdaSeatType | null) {
  return editSeats(map, chosen, (s) => ({ ...s, ada }));
}

/**
 * Sets the chosen seats' default price zone: a price level whose zone has this name paints
 * them when an event's seats are generated. Null (or blank) falls back to the section's name.
 */
export function setSeatZone(map: SeatMapDefinition, chosen: SeatChoice, zone: string | null) {
  const value = zone?.trim() || null;
  return editSeats(map, chosen, (s) => {
    const { zone: _, ...rest } = s;
    return value ? { ...rest, zone: value } : rest;
  });
}

/** Gives the chosen seats their own "view from seat" image (an uploaded image's id), or clears it. */
export function setSeatView(map: SeatMapDefinition, chosen: SeatChoice, imageId: number | null) {
  return editSeats(map, chosen, (s) => {
    const { viewImageId: _, ...rest } = s;
    return imageId === null ? rest : { ...rest, viewImageId: imageId };
  });
}

/**
 * Renumbers the chosen seats of each row along the row (by x). Positions (which seats are side
 * by side, and where aisles break a row) stay: only the names change. Seats of the row that
 * were not chosen keep their names.
 */
export function renumberSeats(map: SeatMapDefinition, chosen: SeatChoice, rule: SeatNumbering) {
  return editRows(map, chosen, (row, picked) => {
    const sign = rule.direction === 'left-to-right' ? 1 : -1;
    const order = [...picked].sort((a, b) => sign * (row.seats[a]!.x - row.seats[b]!.x) || a - b);
    const names = seatNumbers(order.length, rule);
    const seats = [...row.seats];
    order.forEach((k, n) => {
      seats[k] = { ...row.seats[k]!, name: names[n]! };
    });
    return { ...row, seats };
  });
}

/**
 * Renames every row holding a chosen seat, ordered front (smallest mean y) to back within each
 * section, from the rule's first label on.
 */
export function renameRows(map: SeatMapDefinition, chosen: SeatChoice, rule: RowNaming): SeatMapDefinition {
  const picked = new Map<MapSection, MapRow[]>();
  editRows(map, chosen, (row, _, section) => {
    picked.set(section, [...(picked.get(section) ?? []), row]);
    return row;
  });
  if (picked.size === 0) return map;
  const meanY = (row: MapRow) => row.seats.reduce((sum, s) => sum + s.y, 0) / row.seats.length;
  const renamed = new Map<MapRow, string>();
  for (const rows of picked.values()) {
    const sign = rule.direction === 'front-to-back' ? 1 : -1;
    const order = [...rows].sort((a, b) => sign * (meanY(a) - meanY(b)));
    const names = rowNames(order.length, rule);
    order.forEach((row, n) => {
      renamed.set(row, names[n]!);
    });
  }
  return editRows(map, chosen, (row) => ({ ...row, name: renamed.get(row) ?? row.name }));
}

/** The designer's "Add block…": the generator's block of rows, as a new section of the map. */
export function addBlock(map: SeatMapDefinition, block: GeneratorSection): SeatMapDefinition {
  const [section] = generateMap({ sections: [block], gaAreas: [] }).sections;
  return { ...map, sections: [...map.sections, section!] };
}

/** The indexes, in map order, of the seats of the last section (to select an added block). */
export function lastSectionSeats(map: SeatMapDefinition): Set<number> {
  let start = 0;
  for (const section of map.sections.slice(0, -1)) for (const row of section.rows) start += row.seats.length;
  const last = map.sections[map.sections.length - 1];
  const count = last ? last.rows.reduce((n, r) => n + r.seats.length, 0) : 0;
  return new Set(Array.from({ length: count }, (_, i) => start + i));
}

/** The places of the chosen seats, in map order. */
export function chosenPoints(map: SeatMapDefinition, chosen: SeatChoice): MapPoint[] {
  const points: MapPoint[] = [];
  let index = 0;
  for (const section of map.sections)
    for (const row of section.rows)
      for (const seat of row.seats) if (chosen.has(index++)) points.push({ x: seat.x, y: seat.y });
  return points;
}

/**
 * Moves the chosen seats through a point transform (rotate, curve, skew a block). A table
 * whose seats are all chosen moves with them (its centre goes through the same transform).
 */
export function transformSeats(
  map: SeatMapDefinition,
  chosen: SeatChoice,
  transform: (p: MapPoint) => MapPoint,
): SeatMapDefinition {
  return editRows(map, chosen, (row, picked) => {
    const seats = [...row.seats];
    for (const k of picked) {
      const p = transform(row.seats[k]!);
      seats[k] = { ...row.seats[k]!, x: round(p.x), y: round(p.y) };
    }
    if (!row.table || picked.length < row.seats.length) return { ...row, seats };
    const c = transform(row.table);
    return { ...row, seats, table: { ...row.table, x: round(c.x), y: round(c.y) } };
  });
}
