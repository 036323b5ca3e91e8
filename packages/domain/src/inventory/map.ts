import type { ErrorCode } from '../errors/catalogue';
import { isWebAddress } from '../format/web-address';
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
}

export interface MapRow {
  name: string;
  seats: MapSeat[];
}

export interface MapSection {
  name: string;
  bounds?: MapBounds | null;
  /** "View from seat" image for the section. */
  viewFromSeatUrl?: string | null;
  rows: MapRow[];
}

export interface MapGaArea {
  name: string;
  capacity: number;
  bounds?: MapBounds | null;
}

/** A seat map (venue config): sections → rows → seats, plus general-admission areas. */
export interface SeatMapDefinition {
  sections: MapSection[];
  gaAreas: MapGaArea[];
}

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
    const rows = new Set<string>();
    for (const row of section.rows) {
      if (!isSeatLabel(row.name)) add('admin.map_invalid_value', row, { field: 'row' });
      const seats = new Set<string>();
      const positions = new Set<number>();
      // Rows may be split across lines of a file; a repeated row name continues the row.
      const key = row.name;
      if (rows.has(key)) add('admin.map_duplicate_row', row, { section: section.name, row: row.name });
      rows.add(key);
      for (const seat of row.seats) {
        const label = `${section.name}-${row.name}-${seat.name}`;
        if (!isSeatLabel(seat.name)) add('admin.map_invalid_value', seat, { field: 'seat' });
        else if (seats.has(seat.name)) add('admin.map_duplicate_seat', seat, { seat: label });
        seats.add(seat.name);
        if (!Number.isFinite(seat.x) || !Number.isFinite(seat.y)) {
          add('admin.map_invalid_value', seat, { field: 'x, y' });
        } else if (section.bounds && validBounds(section.bounds) && !inside(section.bounds, seat.x, seat.y)) {
          add('admin.map_seat_outside_section', seat, { seat: label, section: section.name });
        }
        if (!Number.isInteger(seat.position) || seat.position < 1) {
          add('admin.map_invalid_value', seat, { field: 'position' });
        } else if (positions.has(seat.position)) {
          add('admin.map_duplicate_position', seat, { seat: label, position: seat.position });
        }
        positions.add(seat.position);
        if (seat.ada && !(adaSeatTypes as readonly string[]).includes(seat.ada)) {
          add('admin.map_invalid_value', seat, { field: 'ada' });
        }
        if (seat.tags?.some((tag) => tag.length === 0 || tag.length > 40)) {
          add('admin.map_invalid_value', seat, { field: 'tags' });
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
  }
  const seats = countSeats(map);
  if (seats === 0 && map.gaAreas.length === 0) add('admin.map_empty', null);
  if (seats > maxMapSeats) add('admin.map_too_large', null, { max: maxMapSeats });
  return problems;
}

/** Problems in file order; those about the whole map come last. */
export function byLine(a: MapProblem, b: MapProblem): number {
  return (a.line ?? Number.MAX_SAFE_INTEGER) - (b.line ?? Number.MAX_SAFE_INTEGER);
}
