import type { ErrorCode } from '../errors/catalogue';
import { isWebAddress } from '../format/web-address';
import {
  type MapShape,
  type MapTable,
  maxMapShapes,
  shapeProblem,
  validPoints,
  validTable,
} from './map-elements';
import { type AdaSeatType, adaSeatTypes, isSeatLabel } from './seats';

/** A rectangle on the map's plane (same units as seat coordinates). */
export interface MapBounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface MapSeat {
  name: string;
  x: number;
  y: number;
  /** Order within the row; seats are side by side when their positions differ by one. */
  position: number;
  ada?: AdaSeatType | null;
  tags?: string[];
  /** The venue's own best-available score for this seat (lower is better), over the default. */
  score?: number | null;
  /**
   * The seat's default price zone: a price level whose zone has this name paints the seat when
   * an event's seats are generated. Without one, the section's name is the zone.
   */
  zone?: string | null;
  /** "View from seat": an image uploaded for this seat (its id); over its section's. */
  viewImageId?: number | null;
}

export interface MapRow {
  name: string;
  seats: MapSeat[];
  /** A row drawn as a table: its seats sit around this table top. */
  table?: MapTable | null;
}

export interface MapSection {
  name: string;
  bounds?: MapBounds | null;
  /** "View from seat" image for the section. */
  viewFromSeatUrl?: string | null;
  /** "View from seat": an image uploaded for the section (its id); over `viewFromSeatUrl`. */
  viewImageId?: number | null;
  /**
   * Best-available priority: every seat of a priority 1 section (the default) comes before
   * any seat of a priority 2 section, and so on.
   */
  priority?: number | null;
  rows: MapRow[];
}

export interface MapGaArea {
  name: string;
  capacity: number;
  bounds?: MapBounds | null;
  /** The area's outline as drawn (3 or more points); its bounds are this polygon's box. */
  polygon?: MapPoint[] | null;
}

/** A seat map (venue config): sections → rows → seats, plus general-admission areas. */
export interface SeatMapDefinition {
  /** The middle of the stage's front edge; by default centred above the seats (seatScoresOf). */
  stage?: MapPoint | null;
  sections: MapSection[];
  gaAreas: MapGaArea[];
  /** The stage, walls and text labels as drawn. */
  shapes?: MapShape[];
}

export interface MapPoint {
  x: number;
  y: number;
}

/** The largest section priority and seat score a map may set. */
export const maxSectionPriority = 99;
export const maxSeatScore = 99_999_999;

export type MapProblemCode = Extract<ErrorCode, `admin.map_${string}`>;

/** One thing wrong with a map, with the file line it came from when known. */
export interface MapProblem {
  code: MapProblemCode;
  line: number | null;
  params: Record<string, string | number>;
}

/** The largest map accepted, in seats (a stadium bowl fits; the insert stays one statement). */
export const maxMapSeats = 100_000;
export const maxGaCapacity = 1_000_000;
/** Problems reported per file; past this the rest are dropped. */
export const maxMapProblems = 50;

export function countSeats(map: SeatMapDefinition): number {
  let n = 0;
  for (const section of map.sections) for (const row of section.rows) n += row.seats.length;
  return n;
}

export function gaCapacity(map: SeatMapDefinition): number {
  return map.gaAreas.reduce((sum, area) => sum + area.capacity, 0);
}

function inside(bounds: MapBounds, x: number, y: number): boolean {
  return x >= bounds.x && y >= bounds.y && x <= bounds.x + bounds.width && y <= bounds.y + bounds.height;
}

function validBounds(bounds: MapBounds | null | undefined): boolean {
  if (!bounds) return true;
  return (
    [bounds.x, bounds.y, bounds.width, bounds.height].every(Number.isFinite) &&
    bounds.width > 0 &&
    bounds.height > 0
  );
}

/** Image ids are database ids (PostgreSQL integers). */
const maxImageId = 2_147_483_647;

/** An optional whole number within bounds. */
function validWhole(value: number | null | undefined, min: number, max: number): boolean {
  return value === null || value === undefined || (Number.isInteger(value) && value >= min && value <= max);
}

/**
 * Checks a map whatever it came from (file, generator, API). `lineOf` gives the source line
 * of a section, row, seat or area object when the map was parsed from a file.
 */
export function validateMap(
  map: SeatMapDefinition,
  lineOf: (item: object) => number | null = () => null,
): MapProblem[] {
  const problems: MapProblem[] = [];
  const add = (code: MapProblemCode, item: object | null, params: Record<string, string | number> = {}) => {
    if (problems.length < maxMapProblems) problems.push({ code, line: item ? lineOf(item) : null, params });
  };
  const names = new Set<string>();
  for (const section of map.sections) {
    if (!isSeatLabel(section.name)) add('admin.map_invalid_value', section, { field: 'section' });
    else if (names.has(section.name)) add('admin.map_duplicate_section', section, { section: section.name });
    names.add(section.name);
    if (!validBounds(section.bounds)) add('admin.map_invalid_value', section, { field: 'bounds' });
    if (section.viewFromSeatUrl && !isWebAddress(section.viewFromSeatUrl)) {
      add('admin.map_invalid_value', section, { field: 'view' });
    }
    if (!validWhole(section.viewImageId, 1, maxImageId))
      add('admin.map_invalid_value', section, { field: 'viewImageId' });
    if (!validWhole(section.priority, 1, maxSectionPriority))
      add('admin.map_invalid_value', section, { field: 'priority' });
    const rows = new Set<string>();
    for (const row of section.rows) {
      if (!isSeatLabel(row.name)) add('admin.map_invalid_value', row, { field: 'row' });
      const seats = new Set<string>();
      const positions = new Set<number>();
      // Rows may be split across lines of a file; a repeated row name continues the row.
      const key = row.name;
      if (rows.has(key)) add('admin.map_duplicate_row', row, { section: section.name, row: row.name });
      if (row.table && !validTable(row.table)) add('admin.map_invalid_value', row, { field: 'table' });
      rows.add(key);
      for (const seat of row.seats) {
        // Named only when a problem is reported: most maps have none, and most seats never are.
        const label = () => `${section.name}-${row.name}-${seat.name}`;
        if (!isSeatLabel(seat.name)) add('admin.map_invalid_value', seat, { field: 'seat' });
        else if (seats.has(seat.name)) add('admin.map_duplicate_seat', seat, { seat: label() });
        seats.add(seat.name);
        if (!Number.isFinite(seat.x) || !Number.isFinite(seat.y)) {
          add('admin.map_invalid_value', seat, { field: 'x, y' });
        } else if (section.bounds && validBounds(section.bounds) && !inside(section.bounds, seat.x, seat.y)) {
          add('admin.map_seat_outside_section', seat, { seat: label(), section: section.name });
        }
        if (!Number.isInteger(seat.position) || seat.position < 1) {
          add('admin.map_invalid_value', seat, { field: 'position' });
        } else if (positions.has(seat.position)) {
          add('admin.map_duplicate_position', seat, { seat: label(), position: seat.position });
        }
        positions.add(seat.position);
        if (seat.ada && !(adaSeatTypes as readonly string[]).includes(seat.ada)) {
          add('admin.map_invalid_value', seat, { field: 'ada' });
        }
        if (!validWhole(seat.viewImageId, 1, maxImageId))
          add('admin.map_invalid_value', seat, { field: 'viewImageId' });
        if (!validWhole(seat.score, 0, maxSeatScore))
          add('admin.map_invalid_value', seat, { field: 'score' });
        if (seat.tags?.some((tag) => tag.length === 0 || tag.length > 40)) {
          add('admin.map_invalid_value', seat, { field: 'tags' });
        }
        if (seat.zone !== undefined && seat.zone !== null && !isSeatLabel(seat.zone)) {
          add('admin.map_invalid_value', seat, { field: 'zone' });
        }
      }
    }
  }
  for (const area of map.gaAreas) {
    if (!isSeatLabel(area.name)) add('admin.map_invalid_value', area, { field: 'section' });
    else if (names.has(area.name)) add('admin.map_duplicate_section', area, { section: area.name });
    names.add(area.name);
    if (!Number.isInteger(area.capacity) || area.capacity < 1 || area.capacity > maxGaCapacity) {
      add('admin.map_invalid_value', area, { field: 'capacity' });
    }
    if (!validBounds(area.bounds)) add('admin.map_invalid_value', area, { field: 'bounds' });
    if (area.polygon && !validPoints(area.polygon, 3))
      add('admin.map_invalid_value', area, { field: 'polygon' });
  }
  for (const shape of map.shapes ?? []) {
    const field = shapeProblem(shape);
    if (field) add('admin.map_invalid_value', shape, { field });
  }
  if ((map.shapes?.length ?? 0) > maxMapShapes) add('admin.map_invalid_value', null, { field: 'shapes' });
  for (const [seat, other] of overlappingSeats(map)) {
    add('admin.map_seats_overlap', seat.item, { seat: seat.label, other: other.label });
  }
  if (map.stage && (!Number.isFinite(map.stage.x) || !Number.isFinite(map.stage.y)))
    add('admin.map_invalid_value', null, { field: 'stage' });
  const seats = countSeats(map);
  if (seats === 0 && map.gaAreas.length === 0) add('admin.map_empty', null);
  if (seats > maxMapSeats) add('admin.map_too_large', null, { max: maxMapSeats });
  return problems;
}

interface PlacedSeat {
  item: MapSeat;
  label: string;
  x: number;
  y: number;
}

/**
 * The map's seat spacing: the median distance between seats next to each other in a row (by
 * position), so the overlap test works whatever unit a map is drawn in.
 */
export function seatSpacing(map: SeatMapDefinition): number | null {
  const gaps: number[] = [];
  for (const section of map.sections) {
    for (const row of section.rows) {
      const seats = [...row.seats].sort((a, b) => a.position - b.position);
      for (let k = 1; k < seats.length; k++) {
        const a = seats[k - 1]!;
        const b = seats[k]!;
        if (b.position - a.position !== 1) continue;
        const d = Math.hypot(a.x - b.x, a.y - b.y);
        if (d > 0 && Number.isFinite(d)) gaps.push(d);
      }
    }
  }
  if (gaps.length === 0) return null;
  gaps.sort((a, b) => a - b);
  return gaps[Math.floor(gaps.length / 2)]!;
}

/**
 * Pairs of seats drawn on top of each other: centres closer than half the map's seat spacing
 * (or at the very same point when the map has no neighbours to measure). Each pair once, the
 * later seat first; found through a grid of cells the size of the limit, so it stays linear.
 */
export function overlappingSeats(map: SeatMapDefinition): [PlacedSeat, PlacedSeat][] {
  const spacing = seatSpacing(map);
  const limit = spacing === null ? 0 : spacing / 2;
  const cell = limit > 0 ? limit : 1;
  // Cells by row then column (numbers, not strings: a 20,000-seat map looks in 180,000 cells).
  const grid = new Map<number, Map<number, PlacedSeat[]>>();
  const pairs: [PlacedSeat, PlacedSeat][] = [];
  for (const section of map.sections) {
    for (const row of section.rows) {
      for (const item of row.seats) {
        if (!Number.isFinite(item.x) || !Number.isFinite(item.y)) continue;
        const seat = { item, label: `${section.name}-${row.name}-${item.name}`, x: item.x, y: item.y };
        const cx = Math.floor(seat.x / cell);
        const cy = Math.floor(seat.y / cell);
        // Far out (beyond exact integers) neighbouring cells are the same number: only the
        // seat's own cell is looked in, and the loops count offsets so they always end.
        const near = Number.isSafeInteger(cx) && Number.isSafeInteger(cy) ? [-1, 0, 1] : [0];
        for (const dx of near) {
          for (const dy of near) {
            for (const other of grid.get(cy + dy)?.get(cx + dx) ?? []) {
              const d = Math.hypot(seat.x - other.x, seat.y - other.y);
              if (limit > 0 ? d < limit : d === 0) pairs.push([seat, other]);
            }
          }
        }
        const line = grid.get(cy) ?? new Map<number, PlacedSeat[]>();
        if (line.size === 0) grid.set(cy, line);
        const bucket = line.get(cx);
        if (bucket) bucket.push(seat);
        else line.set(cx, [seat]);
        if (pairs.length >= maxMapProblems) return pairs;
      }
    }
  }
  return pairs;
}

/** Problems in file order; those about the whole map come last. */
export function byLine(a: MapProblem, b: MapProblem): number {
  return (a.line ?? Number.MAX_SAFE_INTEGER) - (b.line ?? Number.MAX_SAFE_INTEGER);
}
