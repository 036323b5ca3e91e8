import {
  byLine,
  type MapBounds,
  type MapGaArea,
  type MapProblem,
  type MapSection,
  maxMapProblems,
  type SeatMapDefinition,
  validateMap,
} from './map';
import type { AdaSeatType } from './seats';

export interface ParsedMap {
  map: SeatMapDefinition | null;
  problems: MapProblem[];
}

/** Splits one CSV line into fields; quotes may wrap a field and "" is a quote inside it. */
export function splitCsvLine(line: string): string[] | null {
  const fields: string[] = [];
  let i = 0;
  for (;;) {
    let field = '';
    if (line[i] === '"') {
      i++;
      for (;;) {
        if (i >= line.length) return null;
        if (line[i] === '"') {
          if (line[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        field += line[i++];
      }
      if (i < line.length && line[i] !== ',') return null;
    } else {
      const end = line.indexOf(',', i);
      field = line.slice(i, end === -1 ? line.length : end);
      i = end === -1 ? line.length : end;
    }
    fields.push(field.trim());
    if (i >= line.length) return fields;
    i++; // the comma
  }
}

const columns = [
  'kind',
  'section',
  'row',
  'seat',
  'x',
  'y',
  'position',
  'ada',
  'tags',
  'width',
  'height',
  'capacity',
  'view',
  'zone',
] as const;
type Column = (typeof columns)[number];

function number(text: string | undefined): number {
  return text === undefined || text === '' ? Number.NaN : Number(text);
}

function boundsOf(get: (c: Column) => string | undefined): MapBounds | null {
  if (!get('width') && !get('height')) return null;
  return {
    x: number(get('x')),
    y: number(get('y')),
    width: number(get('width')),
    height: number(get('height')),
  };
}

/**
 * Reads a CSV seat map (format in docs/seat-map-files.md): a header line, then one line per
 * seat, section or general-admission area. Problems carry the line they were found on.
 */
export function parseMapCsv(text: string): ParsedMap {
  const problems: MapProblem[] = [];
  const lineOf = new WeakMap<object, number>();
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const headerIndex = lines.findIndex((l) => l.trim() !== '' && !l.trim().startsWith('#'));
  const header = headerIndex === -1 ? null : splitCsvLine(lines[headerIndex]!);
  if (!header)
    return {
      map: null,
      problems: [{ code: 'admin.map_file_unreadable', line: headerIndex + 1 || 1, params: {} }],
    };
  const index = new Map(header.map((name, i) => [name.toLowerCase(), i]));
  for (const required of ['section', 'x', 'y'] as const) {
    if (!index.has(required))
      problems.push({
        code: 'admin.map_missing_column',
        line: headerIndex + 1,
        params: { column: required },
      });
  }
  if (problems.length) return { map: null, problems };

  const sections = new Map<string, MapSection>();
  const declared = new Set<string>();
  const gaAreas: MapGaArea[] = [];
  for (let i = headerIndex + 1; i < lines.length && problems.length < maxMapProblems; i++) {
    const raw = lines[i]!;
    if (raw.trim() === '' || raw.trim().startsWith('#')) continue;
    const line = i + 1;
    const fields = splitCsvLine(raw);
    if (!fields) {
      problems.push({ code: 'admin.map_file_unreadable', line, params: {} });
      continue;
    }
    const get = (c: Column) => {
      const at = index.get(c);
      return at === undefined ? undefined : fields[at];
    };
    const kind = (get('kind') || 'seat').toLowerCase();
    const name = get('section') ?? '';
    const sectionOf = (): MapSection => {
      let section = sections.get(name);
      if (!section) {
        section = { name, rows: [] };
        sections.set(name, section);
        lineOf.set(section, line);
      }
      return section;
    };
    if (kind === 'section') {
      const section = sectionOf();
      if (declared.has(name))
        problems.push({ code: 'admin.map_duplicate_section', line, params: { section: name } });
      declared.add(name);
      lineOf.set(section, line);
      section.bounds = boundsOf(get);
      section.viewFromSeatUrl = get('view') || null;
    } else if (kind === 'ga') {
      const area: MapGaArea = { name, capacity: number(get('capacity')), bounds: boundsOf(get) };
      lineOf.set(area, line);
      gaAreas.push(area);
    } else if (kind === 'seat') {
      const section = sectionOf();
      const rowName = get('row') ?? '';
      let row = section.rows.find((r) => r.name === rowName);
      if (!row) {
        row = { name: rowName, seats: [] };
        section.rows.push(row);
        lineOf.set(row, line);
      }
      const last = row.seats.reduce((max, s) => Math.max(max, s.position), 0);
      const tags = (get('tags') ?? '')
        .split('|')
        .map((t) => t.trim())
        .filter(Boolean);
      const seat = {
        name: get('seat') ?? '',
        x: number(get('x')),
        y: number(get('y')),
        position: get('position') ? number(get('position')) : last + 1,
        ada: (get('ada') || null) as AdaSeatType | null,
        ...(tags.length ? { tags } : {}),
        ...(get('zone') ? { zone: get('zone') } : {}),
      };
      lineOf.set(seat, line);
      row.seats.push(seat);
    } else {
      problems.push({ code: 'admin.map_invalid_value', line, params: { field: 'kind' } });
    }
  }
  // Once a file declares sections, every seat must sit in a declared one.
  if (declared.size > 0) {
    for (const [name, section] of sections) {
      if (!declared.has(name)) {
        problems.push({
          code: 'admin.map_unknown_section',
          line: lineOf.get(section) ?? null,
          params: { section: name },
        });
        sections.delete(name);
      }
    }
  }
  const map: SeatMapDefinition = { sections: [...sections.values()], gaAreas };
  problems.push(...validateMap(map, (item) => lineOf.get(item) ?? null));
  problems.sort(byLine);
  return problems.length ? { map: null, problems: problems.slice(0, maxMapProblems) } : { map, problems: [] };
}
