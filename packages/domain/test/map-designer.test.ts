import {
  addBlock,
  deleteSeats,
  type GeneratorSection,
  generateMap,
  lastSectionSeats,
  moveSeats,
  overlappingSeats,
  parseMapJson,
  renameRows,
  renumberSeats,
  rowNames,
  type SeatMapDefinition,
  seatNumbers,
  setSeatAda,
  setSeatZone,
  validateMap,
} from '@tessera/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const block = (over: Partial<GeneratorSection> = {}): GeneratorSection => ({
  name: 'Stalls',
  rows: 3,
  seatsPerRow: 6,
  shape: 'straight',
  aislesAfter: [],
  rowLabels: 'letters',
  firstSeatNumber: 1,
  x: 0,
  y: 0,
  seatSpacing: 14,
  rowSpacing: 16,
  radius: 400,
  ...over,
});

const hall = (): SeatMapDefinition => generateMap({ sections: [block()], gaAreas: [] });
const all = (map: SeatMapDefinition) =>
  new Set(
    Array.from({ length: map.sections.flatMap((s) => s.rows.flatMap((r) => r.seats)).length }, (_, i) => i),
  );
const names = (map: SeatMapDefinition, row = 0) => map.sections[0]!.rows[row]!.seats.map((s) => s.name);

describe('designer edits', () => {
  it('moves only the chosen seats and leaves the map given alone', () => {
    const map = hall();
    const moved = moveSeats(map, new Set([0, 7]), 3, -2);
    expect(moved.sections[0]!.rows[0]!.seats[0]).toMatchObject({ x: 3, y: -2 });
    expect(moved.sections[0]!.rows[1]!.seats[1]).toMatchObject({ x: 17, y: 14 });
    expect(moved.sections[0]!.rows[2]).toBe(map.sections[0]!.rows[2]);
    expect(map.sections[0]!.rows[0]!.seats[0]).toMatchObject({ x: 0, y: 0 });
    expect(moveSeats(map, new Set(), 5, 5)).toBe(map);
  });

  it('deletes seats, and a row left empty', () => {
    const map = deleteSeats(hall(), new Set([0, 1, 2, 3, 4, 5, 6]));
    expect(map.sections[0]!.rows.map((r) => r.name)).toEqual(['B', 'C']);
    expect(names(map)).toEqual(['2', '3', '4', '5', '6']);
  });

  it('marks accessible seats and sets a price zone', () => {
    let map = setSeatAda(hall(), new Set([2]), 'Wheelchair');
    map = setSeatZone(map, new Set([2, 3]), ' Premium ');
    expect(map.sections[0]!.rows[0]!.seats[2]).toMatchObject({ ada: 'Wheelchair', zone: 'Premium' });
    expect(map.sections[0]!.rows[0]!.seats[3]!.zone).toBe('Premium');
    map = setSeatZone(map, new Set([3]), '');
    expect('zone' in map.sections[0]!.rows[0]!.seats[3]!).toBe(false);
    expect(validateMap(map)).toEqual([]);
  });

  it('renumbers right to left in odd numbers with a prefix, keeping positions', () => {
    const map = renumberSeats(hall(), new Set([0, 1, 2, 3, 4, 5]), {
      direction: 'right-to-left',
      scheme: 'odd',
      start: 1,
      prefix: 'S',
    });
    expect(names(map)).toEqual(['S11', 'S9', 'S7', 'S5', 'S3', 'S1']);
    expect(map.sections[0]!.rows[0]!.seats.map((s) => s.position)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(names(map, 1)).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('names rows front to back skipping I and O', () => {
    const tall = generateMap({ sections: [block({ rows: 16, seatsPerRow: 2 })], gaAreas: [] });
    const map = renameRows(tall, all(tall), {
      labels: 'letters',
      skipIAndO: true,
      start: 1,
      prefix: 'R',
      direction: 'front-to-back',
    });
    expect(map.sections[0]!.rows.map((r) => r.name).join(' ')).toBe(
      'RA RB RC RD RE RF RG RH RJ RK RL RM RN RP RQ RR',
    );
    const back = renameRows(tall, new Set([0, 1, 2, 3]), {
      labels: 'numbers',
      skipIAndO: false,
      start: 10,
      prefix: '',
      direction: 'back-to-front',
    });
    expect(back.sections[0]!.rows.slice(0, 3).map((r) => r.name)).toEqual(['11', '10', 'C']);
  });

  it('adds a block as a new section and selects it', () => {
    const map = addBlock(hall(), block({ name: 'Balcony', x: 200, rows: 2, seatsPerRow: 3 }));
    expect(map.sections.map((s) => s.name)).toEqual(['Stalls', 'Balcony']);
    expect([...lastSectionSeats(map)]).toEqual([18, 19, 20, 21, 22, 23]);
    expect(validateMap(map)).toEqual([]);
  });
});

describe('seat numbering rules', () => {
  it('gives n distinct numbers of the scheme’s parity, in order', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200 }),
        fc.constantFrom('consecutive', 'odd', 'even') as fc.Arbitrary<'consecutive' | 'odd' | 'even'>,
        fc.integer({ min: 0, max: 500 }),
        (count, scheme, start) => {
          const numbers = seatNumbers(count, { scheme, start, prefix: '' }).map(Number);
          expect(new Set(numbers).size).toBe(count);
          for (let i = 1; i < numbers.length; i++) expect(numbers[i]!).toBeGreaterThan(numbers[i - 1]!);
          if (scheme === 'odd') expect(numbers.every((n) => n % 2 === 1)).toBe(true);
          if (scheme === 'even') expect(numbers.every((n) => n % 2 === 0)).toBe(true);
          if (count > 0) expect(numbers[0]!).toBeGreaterThanOrEqual(start);
        },
      ),
    );
  });

  it('row letters are distinct and never hold I or O when skipped', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 800 }), fc.integer({ min: 1, max: 50 }), (count, start) => {
        const rows = rowNames(count, { labels: 'letters', skipIAndO: true, start, prefix: '' });
        expect(rows).toHaveLength(count);
        expect(new Set(rows).size).toBe(count);
        expect(rows.some((r) => /[IO]/.test(r))).toBe(false);
      }),
    );
  });

  it('renumbering any chosen seats left to right follows x and keeps the map valid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 20 }),
        fc.constantFrom('straight', 'curved') as fc.Arbitrary<'straight' | 'curved'>,
        (rows, seatsPerRow, shape) => {
          const map = generateMap({ sections: [block({ rows, seatsPerRow, shape })], gaAreas: [] });
          const out = renumberSeats(map, all(map), {
            direction: 'left-to-right',
            scheme: 'consecutive',
            start: 1,
            prefix: '',
          });
          expect(validateMap(out)).toEqual([]);
          for (const row of out.sections[0]!.rows) {
            const byX = [...row.seats].sort((a, b) => a.x - b.x).map((s) => Number(s.name));
            expect(byX).toEqual(byX.toSorted((a, b) => a - b));
          }
        },
      ),
    );
  });
});

describe('validation before save', () => {
  it('generated blocks never overlap; a seat moved onto its neighbour does', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        // From three seats on, one moved seat cannot shift the median spacing the test uses.
        fc.integer({ min: 3, max: 15 }),
        fc.constantFrom('straight', 'curved') as fc.Arbitrary<'straight' | 'curved'>,
        (rows, seatsPerRow, shape) => {
          const map = generateMap({ sections: [block({ rows, seatsPerRow, shape })], gaAreas: [] });
          expect(overlappingSeats(map)).toEqual([]);
          const [a, b] = map.sections[0]!.rows[0]!.seats;
          const onto = moveSeats(map, new Set([0]), b!.x - a!.x - 2, b!.y - a!.y);
          expect(validateMap(onto).map((p) => p.code)).toContain('admin.map_seats_overlap');
        },
      ),
    );
  });

  it('ends on seats drawn absurdly far out (beyond exact integers), and still finds two at one point', () => {
    const map = generateMap({
      sections: [block({ rows: 1, seatsPerRow: 3, shape: 'straight' })],
      gaAreas: [],
    });
    const far = {
      ...map,
      sections: map.sections.map((section) => ({
        ...section,
        rows: section.rows.map((row) => ({
          ...row,
          seats: row.seats.map((seat, i) => ({ ...seat, x: i === 2 ? 1e300 : 1e300 + i, y: 1e300 })),
        })),
      })),
    };
    // 1e300 + 1 is 1e300: the three seats are at one point.
    expect(overlappingSeats(far)).toHaveLength(3);
  });

  it('lists duplicate seats, overlaps and seats outside their section together', () => {
    let map = hall();
    map = renumberSeats(map, new Set([0, 1]), {
      direction: 'left-to-right',
      scheme: 'consecutive',
      start: 1,
      prefix: '',
    });
    map = renumberSeats(map, new Set([2]), {
      direction: 'left-to-right',
      scheme: 'consecutive',
      start: 1,
      prefix: '',
    });
    map = moveSeats(map, new Set([6]), 4, 0);
    map = moveSeats(map, new Set([7]), -4, 0);
    map = { ...map, sections: [{ ...map.sections[0]!, bounds: { x: -5, y: -5, width: 90, height: 30 } }] };
    const codes = validateMap(map).map((p) => [p.code, p.params.seat]);
    expect(codes).toEqual(
      expect.arrayContaining([
        ['admin.map_duplicate_seat', 'Stalls-A-1'],
        ['admin.map_seats_overlap', 'Stalls-B-2'],
        ['admin.map_seat_outside_section', 'Stalls-C-1'],
      ]),
    );
  });
});

describe('import and export with the designer', () => {
  it('a designed map written as JSON reads back the same', () => {
    let map = addBlock(hall(), block({ name: 'Circle', x: 200, shape: 'curved', aislesAfter: [3] }));
    map = setSeatAda(map, new Set([1]), 'Companion');
    map = setSeatZone(map, new Set([4, 5]), 'Premium');
    map = moveSeats(map, new Set([20]), 0.3, -0.7);
    map = renameRows(map, new Set([30]), {
      labels: 'letters',
      skipIAndO: true,
      start: 9,
      prefix: 'X',
      direction: 'front-to-back',
    });
    map = { ...map, stage: { x: 100, y: -40 }, gaAreas: [{ name: 'Standing', capacity: 120, bounds: null }] };
    const back = parseMapJson(JSON.stringify(map, null, 2));
    expect(back.problems).toEqual([]);
    const normal = (m: SeatMapDefinition) =>
      JSON.parse(JSON.stringify(m, (_, v) => (v === null ? undefined : v)));
    expect(normal(back.map!)).toEqual(normal(map));
  });
});
