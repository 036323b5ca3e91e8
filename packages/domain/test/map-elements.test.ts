import {
  addBlock,
  addGaArea,
  addShape,
  addTable,
  chosenPoints,
  copySeats,
  curve,
  type GeneratorSection,
  lastSectionSeats,
  mapDrawingOf,
  overlappingSeats,
  parseMapJson,
  pasteSections,
  rotation,
  type SeatMapDefinition,
  skew,
  snapPoint,
  tableSeatPoints,
  transformSeats,
  validateMap,
} from '@tessera/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const block = (name = 'Stalls', x = 0): GeneratorSection => ({
  name,
  rows: 3,
  seatsPerRow: 8,
  shape: 'straight',
  aislesAfter: [],
  rowLabels: 'letters',
  firstSeatNumber: 1,
  x,
  y: 100,
  seatSpacing: 10,
  rowSpacing: 10,
  radius: 0,
});
const empty: SeatMapDefinition = { sections: [], gaAreas: [] };
const stalls = addBlock(empty, block());
const all = (map: SeatMapDefinition) => lastSectionSeats(map);

/** A small hall with every kind of element, as the designer draws it. */
function hall(): SeatMapDefinition {
  let map = stalls;
  map = addTable(map, { section: 'Box A', name: 'T1', shape: 'round', seats: 6, at: { x: 200, y: 60 } });
  map = addTable(map, { section: 'Box A', name: 'T2', shape: 'rect', seats: 8, at: { x: 260, y: 60 } });
  map = addGaArea(map, {
    name: 'Floor',
    capacity: 150,
    polygon: [
      { x: 0, y: 200 },
      { x: 120, y: 200 },
      { x: 100, y: 260 },
    ],
  });
  map = addShape(map, {
    kind: 'stage',
    points: [
      { x: 0, y: 0 },
      { x: 100, y: 0 },
      { x: 100, y: 30 },
      { x: 0, y: 30 },
    ],
  });
  map = addShape(map, {
    kind: 'wall',
    points: [
      { x: -20, y: 0 },
      { x: -20, y: 300 },
    ],
  });
  return addShape(map, { kind: 'label', points: [{ x: 50, y: 290 }], text: 'Exit' });
}

describe('map elements beyond seats', () => {
  it('seats a table all round it, none on top of another, and the map stays valid', () => {
    const map = hall();
    expect(validateMap(map)).toEqual([]);
    const box = map.sections.find((s) => s.name === 'Box A')!;
    expect(box.rows.map((r) => [r.name, r.seats.length, r.table?.shape])).toEqual([
      ['T1', 6, 'round'],
      ['T2', 8, 'rect'],
    ]);
    for (const row of box.rows) {
      const t = row.table!;
      for (const s of row.seats) expect(Math.hypot(s.x - t.x, s.y - t.y)).toBeGreaterThan(t.height / 2);
    }
    expect(overlappingSeats(map)).toEqual([]);
  });

  it('keeps round-table seats apart whatever their number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 40 }), fc.integer({ min: 4, max: 40 }), (n, spacing) => {
        const points = tableSeatPoints({ shape: 'round', x: 0, y: 0, width: 10, height: 10 }, n, spacing);
        for (let i = 0; i < n; i++) {
          const a = points[i]!;
          const b = points[(i + 1) % n]!;
          expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThan(spacing * 0.9);
        }
      }),
    );
  });

  it('draws the stage, walls, labels, tables and GA polygons and sets the stage point', () => {
    const map = hall();
    const drawing = mapDrawingOf(map);
    expect(drawing.shapes.map((s) => s.kind)).toEqual(['stage', 'wall', 'label']);
    expect(drawing.tables).toHaveLength(2);
    expect(drawing.areas).toEqual([{ name: 'Floor', points: map.gaAreas[0]!.polygon }]);
    expect(map.stage).toEqual({ x: 50, y: 30 });
    expect(map.gaAreas[0]!.bounds).toEqual({ x: 0, y: 200, width: 120, height: 60 });
  });

  it('refuses bad elements with the field they are in', () => {
    const bad: SeatMapDefinition = {
      ...stalls,
      shapes: [
        { kind: 'label', points: [{ x: 0, y: 0 }], text: '  ' },
        {
          kind: 'stage',
          points: [
            { x: 0, y: 0 },
            { x: 1, y: 1 },
          ],
        },
      ],
      gaAreas: [{ name: 'Pit', capacity: 10, polygon: [{ x: 0, y: 0 }] }],
    };
    const fields = validateMap(bad).map((p) => p.params.field);
    expect(fields).toEqual(['polygon', 'text', 'points']);
  });

  it('exports and imports every element unchanged (JSON round trip)', () => {
    const first = parseMapJson(JSON.stringify(hall(), null, 2));
    expect(first.problems).toEqual([]);
    const again = parseMapJson(JSON.stringify(first.map, null, 2));
    expect(again.map).toEqual(first.map);
    expect(mapDrawingOf(again.map!)).toEqual(mapDrawingOf(hall()));
    expect(again.map!.sections[1]!.rows[0]!.seats).toMatchObject(hall().sections[1]!.rows[0]!.seats);
  });
});

describe('block geometry', () => {
  const points = chosenPoints(stalls, all(stalls));
  const distance = (a: { x: number; y: number }, b: { x: number; y: number }) =>
    Math.hypot(a.x - b.x, a.y - b.y);

  it('rotation keeps every distance between seats and turns back', () => {
    fc.assert(
      fc.property(fc.integer({ min: -360, max: 360 }), (deg) => {
        const turn = rotation(points, deg);
        const back = rotation(points.map(turn), -deg);
        points.forEach((p, i) => {
          expect(distance(back(turn(p)), p)).toBeLessThan(1e-6);
          expect(distance(turn(p), turn(points[(i + 7) % points.length]!))).toBeCloseTo(
            distance(p, points[(i + 7) % points.length]!),
            6,
          );
        });
      }),
    );
  });

  it('skew shifts rows by their distance from the middle and keeps y', () => {
    const lean = skew(points, 0.5);
    expect(points.map(lean).map((p) => p.y)).toEqual(points.map((p) => p.y));
    const front = points.map(lean)[0]!;
    expect(front.x - points[0]!.x).toBe(-5);
  });

  it('curve lifts the ends of every row by the depth and leaves the middle', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 50 }), (depth) => {
        const bend = curve(points, depth);
        const row = points.slice(0, 8).map(bend);
        expect(row[0]!.y).toBeCloseTo(points[0]!.y - depth, 6);
        expect(row[7]!.y).toBeCloseTo(points[7]!.y - depth, 6);
        expect(row.map((p) => p.x)).toEqual(points.slice(0, 8).map((p) => p.x));
      }),
    );
  });

  it('a transformed block moves its table tops with it; a curved block stays valid', () => {
    const map = addTable(empty, { section: 'Box', name: 'T1', shape: 'round', seats: 4, at: { x: 0, y: 0 } });
    const moved = transformSeats(map, new Set([0, 1, 2, 3]), (p) => ({ x: p.x + 5, y: p.y }));
    expect(moved.sections[0]!.rows[0]!.table!.x).toBe(5);
    const bent = transformSeats(stalls, all(stalls), curve(points, 20));
    expect(validateMap(bent)).toEqual([]);
  });

  it('copy and paste makes a new section of the chosen rows, tables included', () => {
    const map = hall();
    const box = new Set([24, 25, 26, 27, 28, 29]);
    const pasted = pasteSections(map, copySeats(map, box), 0, 100);
    const copy = pasted.sections.at(-1)!;
    expect(copy.name).toBe('Box A copy');
    expect(copy.rows[0]!.table!.y).toBe(160);
    expect(validateMap(pasted)).toEqual([]);
    expect(pasteSections(pasted, copySeats(map, box), 0, 200).sections.at(-1)!.name).toBe('Box A copy 2');
  });

  it('snaps points to the grid', () => {
    expect(snapPoint({ x: 12, y: 17 }, 5)).toEqual({ x: 10, y: 15 });
    expect(snapPoint({ x: 12, y: 17 }, 0)).toEqual({ x: 12, y: 17 });
  });
});
