import type { MapGaArea, MapPoint, MapSection, SeatMapDefinition } from './map';
import { seatSpacing } from './map';
import type { SeatChoice } from './map-designer';
import {
  boundsOfPoints,
  type MapShape,
  type MapTable,
  type TableShape,
  tableSeatPoints,
  tableSizeFor,
} from './map-elements';

/** The spacing new tables use: the map's own, or 10 units on a map without rows yet. */
export function designSpacing(map: SeatMapDefinition): number {
  return seatSpacing(map) ?? 10;
}

/** A name not used by any section or GA area yet: `base`, else `base 2`, `base 3`, … */
export function freeName(map: SeatMapDefinition, base: string): string {
  const used = new Set([...map.sections.map((s) => s.name), ...map.gaAreas.map((a) => a.name)]);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base} ${n}`)) return `${base} ${n}`;
}

export interface NewTable {
  /** The section the table joins (made when missing, e.g. a box). */
  section: string;
  /** The table's row name (T1, T2, …); seats are numbered 1… clockwise from the top. */
  name: string;
  shape: TableShape;
  seats: number;
  at: MapPoint;
}

/**
 * Adds a table with its seats around it, as a row of `section`: the seats are ordinary seats
 * (sold, held and scanned like any), the table top is drawn under them.
 */
export function addTable(map: SeatMapDefinition, t: NewTable): SeatMapDefinition {
  const spacing = designSpacing(map);
  const size = tableSizeFor(t.shape, t.seats, spacing);
  const table: MapTable = { shape: t.shape, x: t.at.x, y: t.at.y, ...size };
  const seats = tableSeatPoints(table, t.seats, spacing).map((p, k) => ({
    name: String(k + 1),
    x: p.x,
    y: p.y,
    position: k + 1,
  }));
  const row = { name: t.name, seats, table };
  const existing = map.sections.findIndex((s) => s.name === t.section);
  if (existing < 0) {
    const section: MapSection = { name: t.section, rows: [row] };
    return { ...map, sections: [...map.sections, section] };
  }
  const sections = [...map.sections];
  const section = sections[existing]!;
  // A section drawn with bounds grows to hold the table's seats.
  sections[existing] = { ...section, bounds: null, rows: [...section.rows, row] };
  return { ...map, sections };
}

/** Adds a general-admission area drawn as a polygon, sold up to `capacity` places. */
export function addGaArea(
  map: SeatMapDefinition,
  area: { name: string; capacity: number; polygon: MapPoint[] },
): SeatMapDefinition {
  const next: MapGaArea = { ...area, bounds: boundsOfPoints(area.polygon) };
  return { ...map, gaAreas: [...map.gaAreas, next] };
}

/**
 * Adds a drawn shape. The first stage drawn also sets the map's stage point (the middle of its
 * lowest edge), which best available measures seats from.
 */
export function addShape(map: SeatMapDefinition, shape: MapShape): SeatMapDefinition {
  const shapes = [...(map.shapes ?? []), shape];
  if (shape.kind !== 'stage' || map.stage) return { ...map, shapes };
  const box = boundsOfPoints(shape.points);
  return { ...map, shapes, stage: { x: box.x + box.width / 2, y: box.y + box.height } };
}

/** Removes the shape at `index` (the designer's shape list). */
export function removeShape(map: SeatMapDefinition, index: number): SeatMapDefinition {
  return { ...map, shapes: (map.shapes ?? []).filter((_, i) => i !== index) };
}

/** Removes the GA area at `index`. */
export function removeGaArea(map: SeatMapDefinition, index: number): SeatMapDefinition {
  return { ...map, gaAreas: map.gaAreas.filter((_, i) => i !== index) };
}

/** The chosen seats as sections of their own (the rows and tables they are in), to paste. */
export function copySeats(map: SeatMapDefinition, chosen: SeatChoice): MapSection[] {
  const out: MapSection[] = [];
  let index = 0;
  for (const section of map.sections) {
    const rows = [];
    for (const row of section.rows) {
      const seats = row.seats.filter((_, k) => chosen.has(index + k));
      index += row.seats.length;
      if (seats.length === 0) continue;
      rows.push(seats.length === row.seats.length ? row : { name: row.name, seats });
    }
    if (rows.length) out.push({ name: section.name, bounds: null, rows });
  }
  return out;
}

/**
 * Pastes copied sections moved by (dx, dy), each as a new section named after its source
 * ("Stalls copy", "Stalls copy 2", …) so no seat key repeats.
 */
export function pasteSections(
  map: SeatMapDefinition,
  copied: readonly MapSection[],
  dx: number,
  dy: number,
): SeatMapDefinition {
  let next = map;
  for (const section of copied) {
    const rows = section.rows.map((row) => ({
      ...row,
      seats: row.seats.map((s) => ({ ...s, x: s.x + dx, y: s.y + dy })),
      ...(row.table ? { table: { ...row.table, x: row.table.x + dx, y: row.table.y + dy } } : {}),
    }));
    const name = freeName(next, `${section.name} copy`);
    next = { ...next, sections: [...next.sections, { ...section, name, bounds: null, rows }] };
  }
  return next;
}

/** Rounds a point to the nearest multiple of `grid` (snapping); a grid of 0 leaves it. */
export function snapPoint(p: MapPoint, grid: number): MapPoint {
  if (!(grid > 0)) return p;
  return { x: Math.round(p.x / grid) * grid, y: Math.round(p.y / grid) * grid };
}
