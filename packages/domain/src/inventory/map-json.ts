import { parseJsonWithLines } from './json-lines';
import type { MapBounds, MapGaArea, MapPoint, MapProblem, MapRow, MapSeat, MapSection } from './map';
import { byLine, validateMap } from './map';
import { type ParsedMap, parseMapCsv } from './map-csv';
import type { MapShape, MapTable, ShapeKind, TableShape } from './map-elements';
import type { AdaSeatType } from './seats';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown) => (typeof v === 'number' ? v : Number.NaN);
const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/**
 * Reads a JSON seat map (format in docs/seat-map-files.md). Every problem names the line of
 * the object it is about.
 */
export function parseMapJson(text: string): ParsedMap {
  const parsed = parseJsonWithLines(text.replace(/^\uFEFF/, ''));
  if (!parsed.ok)
    return { map: null, problems: [{ code: 'admin.map_file_unreadable', line: parsed.line, params: {} }] };
  return readMapValue(parsed.value, parsed.lineOf);
}

/**
 * Reads a seat map from a JSON value already parsed (a file's, or a definition sent as data);
 * `lineOf` names the source line of an object, when there is one.
 */
export function readMapValue(root: unknown, lineOf: (item: object) => number | null = () => null): ParsedMap {
  const problems: MapProblem[] = [];
  const lines = new WeakMap<object, number | null>();
  const parsed = { lineOf };
  const bad = (item: object, field: string) =>
    problems.push({ code: 'admin.map_invalid_value', line: parsed.lineOf(item), params: { field } });
  if (!isObj(root)) {
    return {
      map: null,
      problems: [{ code: 'admin.map_invalid_value', line: 1, params: { field: 'sections' } }],
    };
  }
  const boundsOf = (o: Obj): MapBounds | null => {
    const b = o.bounds;
    if (b === undefined || b === null) return null;
    if (!isObj(b)) {
      bad(o, 'bounds');
      return null;
    }
    return { x: num(b.x), y: num(b.y), width: num(b.width), height: num(b.height) };
  };
  const pointsOf = (o: Obj, key: string): MapPoint[] | null => {
    const v = o[key];
    if (v === undefined || v === null) return null;
    if (!Array.isArray(v)) {
      bad(o, key);
      return null;
    }
    return v.map((p) => (isObj(p) ? { x: num(p.x), y: num(p.y) } : { x: Number.NaN, y: Number.NaN }));
  };
  const tableOf = (o: Obj): MapTable | null => {
    const t = o.table;
    if (t === undefined || t === null) return null;
    if (!isObj(t)) {
      bad(o, 'table');
      return null;
    }
    return {
      shape: str(t.shape) as TableShape,
      x: num(t.x),
      y: num(t.y),
      width: num(t.width),
      height: num(t.height),
    };
  };
  const list = (o: Obj, key: string): unknown[] => {
    const v = o[key];
    if (v === undefined) return [];
    if (!Array.isArray(v)) {
      bad(o, key);
      return [];
    }
    return v;
  };
  const sections: MapSection[] = [];
  for (const s of list(root, 'sections')) {
    if (!isObj(s)) continue;
    const rows: MapRow[] = [];
    for (const r of list(s, 'rows')) {
      if (!isObj(r)) continue;
      const seats: MapSeat[] = [];
      for (const [index, seat] of list(r, 'seats').entries()) {
        if (!isObj(seat)) {
          bad(r, 'seats');
          continue;
        }
        const tags =
          seat.tags === undefined ? undefined : Array.isArray(seat.tags) ? seat.tags.map(str) : [''];
        const item: MapSeat = {
          name: str(seat.name),
          x: num(seat.x),
          y: num(seat.y),
          position: seat.position === undefined ? index + 1 : num(seat.position),
          ada: (typeof seat.ada === 'string' ? seat.ada : null) as AdaSeatType | null,
          ...(tags ? { tags } : {}),
          ...(seat.score === undefined || seat.score === null ? {} : { score: num(seat.score) }),
          ...(seat.zone === undefined || seat.zone === null ? {} : { zone: str(seat.zone) }),
          ...(seat.viewImageId === undefined || seat.viewImageId === null
            ? {}
            : { viewImageId: num(seat.viewImageId) }),
        };
        lines.set(item, parsed.lineOf(seat));
        seats.push(item);
      }
      const table = tableOf(r);
      const row: MapRow = { name: str(r.name), seats, ...(table ? { table } : {}) };
      lines.set(row, parsed.lineOf(r));
      rows.push(row);
    }
    const section: MapSection = {
      name: str(s.name),
      bounds: boundsOf(s),
      viewFromSeatUrl: typeof s.viewFromSeatUrl === 'string' ? s.viewFromSeatUrl : null,
      ...(s.viewImageId === undefined || s.viewImageId === null ? {} : { viewImageId: num(s.viewImageId) }),
      ...(s.priority === undefined || s.priority === null ? {} : { priority: num(s.priority) }),
      rows,
    };
    lines.set(section, parsed.lineOf(s));
    sections.push(section);
  }
  const gaAreas: MapGaArea[] = [];
  for (const a of list(root, 'gaAreas')) {
    if (!isObj(a)) continue;
    const polygon = pointsOf(a, 'polygon');
    const area: MapGaArea = {
      name: str(a.name),
      capacity: num(a.capacity),
      bounds: boundsOf(a),
      ...(polygon ? { polygon } : {}),
    };
    lines.set(area, parsed.lineOf(a));
    gaAreas.push(area);
  }
  const stage = isObj(root.stage) ? { x: num(root.stage.x), y: num(root.stage.y) } : null;
  if (root.stage !== undefined && root.stage !== null && !isObj(root.stage)) bad(root, 'stage');
  const shapes: MapShape[] = [];
  for (const o of list(root, 'shapes')) {
    if (!isObj(o)) continue;
    const shape: MapShape = {
      kind: str(o.kind) as ShapeKind,
      points: pointsOf(o, 'points') ?? [],
      ...(typeof o.text === 'string' ? { text: o.text } : {}),
    };
    lines.set(shape, parsed.lineOf(o));
    shapes.push(shape);
  }
  const map = { ...(stage ? { stage } : {}), sections, gaAreas, ...(shapes.length ? { shapes } : {}) };
  problems.push(...validateMap(map, (item) => lines.get(item) ?? null));
  problems.sort(byLine);
  return problems.length ? { map: null, problems } : { map, problems: [] };
}

/** Reads a map file by its format. */
export function parseMapFile(format: 'csv' | 'json', text: string): ParsedMap {
  return format === 'csv' ? parseMapCsv(text) : parseMapJson(text);
}
