import {
  AISLE_BETWEEN_BLOCKS,
  countSeats,
  generateMap,
  nextBlockPosition,
  parseMapCsv,
  parseMapFile,
  parseMapJson,
  readMapValue,
  rowLabel,
  validateMap,
} from '@tessera/domain';
import { describe, expect, it } from 'vitest';

const csv = `kind,section,row,seat,x,y,width,height,capacity,ada,tags,view
section,Stalls,,,0,0,400,200,,,,https://example.test/stalls.jpg
seat,Stalls,A,1,10,10,,,,Wheelchair,aisle|front,
seat,Stalls,A,2,20,10,,,,,,
seat,Stalls,B,1,10,20,,,,,,
ga,Standing,,,0,300,400,100,250,,,
`;

describe('CSV seat maps', () => {
  it('reads sections, rows, seats and general-admission areas', () => {
    const { map, problems } = parseMapCsv(csv);
    expect(problems).toEqual([]);
    expect(map?.sections).toHaveLength(1);
    expect(map?.sections[0]?.viewFromSeatUrl).toBe('https://example.test/stalls.jpg');
    expect(map?.sections[0]?.rows.map((r) => r.seats.map((s) => s.name))).toEqual([['1', '2'], ['1']]);
    expect(map?.sections[0]?.rows[0]?.seats[0]).toMatchObject({
      ada: 'Wheelchair',
      tags: ['aisle', 'front'],
      position: 1,
    });
    expect(map?.gaAreas).toEqual([
      { name: 'Standing', capacity: 250, bounds: { x: 0, y: 300, width: 400, height: 100 } },
    ]);
    expect(map && countSeats(map)).toBe(3);
  });

  it('accepts a file of seat lines only, with quoted fields', () => {
    const { map, problems } = parseMapCsv('section,row,seat,x,y\n"Box ""1""",A,1,0,0\nBox 2,A,1,5,5\n');
    expect(problems).toEqual([]);
    expect(map?.sections.map((s) => s.name)).toEqual(['Box "1"', 'Box 2']);
  });

  it('names the line of every bad row', () => {
    const bad = `section,row,seat,x,y,ada
Stalls,A,1,10,10,
Stalls,A,1,20,10,
Stalls,A,2,oops,10,
Stalls,A,3,30,10,Jetpack
Stalls-East,A,1,0,0,
`;
    const { map, problems } = parseMapCsv(bad);
    expect(map).toBeNull();
    expect(problems.map((p) => [p.code, p.line])).toEqual([
      ['admin.map_duplicate_seat', 3],
      ['admin.map_invalid_value', 4],
      ['admin.map_invalid_value', 5],
      ['admin.map_invalid_value', 6],
    ]);
    expect(problems[0]?.params).toEqual({ seat: 'Stalls-A-1' });
    expect(problems[2]?.params).toEqual({ field: 'ada' });
  });

  it('refuses seats outside their section and sections the file never declared', () => {
    const text = `kind,section,row,seat,x,y,width,height
section,Stalls,,,0,0,100,100
seat,Stalls,A,1,500,10,,
seat,Balcony,A,1,10,10,,
`;
    const { problems } = parseMapCsv(text);
    expect(problems.map((p) => [p.code, p.line])).toEqual([
      ['admin.map_seat_outside_section', 3],
      ['admin.map_unknown_section', 4],
    ]);
  });

  it('names a missing column and an unreadable line', () => {
    expect(parseMapCsv('section,row,seat\nA,1,1').problems).toEqual([
      { code: 'admin.map_missing_column', line: 1, params: { column: 'x' } },
      { code: 'admin.map_missing_column', line: 1, params: { column: 'y' } },
    ]);
    expect(parseMapCsv('section,row,seat,x,y\n"Stalls,A,1,0,0').problems[0]).toMatchObject({
      code: 'admin.map_file_unreadable',
      line: 2,
    });
    expect(parseMapCsv('section,x,y\n').problems).toEqual([
      { code: 'admin.map_empty', line: null, params: {} },
    ]);
  });
});

describe('JSON seat maps', () => {
  it('reads the documented shape', () => {
    const text = JSON.stringify({
      sections: [
        {
          name: 'Stalls',
          rows: [
            {
              name: 'A',
              seats: [
                { name: '1', x: 0, y: 0 },
                { name: '2', x: 5, y: 0 },
              ],
            },
          ],
        },
      ],
      gaAreas: [{ name: 'Lawn', capacity: 100 }],
    });
    const { map, problems } = parseMapFile('json', text);
    expect(problems).toEqual([]);
    expect(map?.sections[0]?.rows[0]?.seats.map((s) => s.position)).toEqual([1, 2]);
  });

  it('gives the line of the object a problem is about', () => {
    const text = `{
  "sections": [
    {
      "name": "Stalls",
      "rows": [
        { "name": "A", "seats": [
          { "name": "1", "x": 0, "y": 0 },
          { "name": "1", "x": 5, "y": 0 }
        ] }
      ]
    }
  ],
  "gaAreas": [
    { "name": "Lawn", "capacity": 0 }
  ]
}`;
    expect(parseMapJson(text).problems.map((p) => [p.code, p.line])).toEqual([
      ['admin.map_duplicate_seat', 8],
      ['admin.map_invalid_value', 14],
    ]);
  });

  it('reads a map sent as data (already parsed) as it reads the same map from its text', () => {
    const value = {
      sections: [
        {
          name: 'Stalls',
          viewImageId: 4,
          rows: [
            {
              name: 'A',
              seats: [
                { name: '1', x: 0, y: 0, zone: 'Front' },
                { name: '2', x: 5, y: 0 },
              ],
            },
          ],
        },
      ],
      gaAreas: [
        {
          name: 'Lawn',
          capacity: 100,
          polygon: [
            { x: 0, y: 20 },
            { x: 9, y: 20 },
            { x: 9, y: 30 },
          ],
        },
      ],
      shapes: [
        {
          kind: 'stage',
          points: [
            { x: 0, y: -9 },
            { x: 9, y: -9 },
            { x: 9, y: -5 },
          ],
          text: 'Stage',
        },
      ],
    };
    const read = readMapValue(value);
    expect(read.problems).toEqual([]);
    expect(read).toEqual(parseMapJson(JSON.stringify(value, null, 2)));
    // Problems are the same, without lines (there is no text to number).
    const twice = { ...value, sections: [value.sections[0]!, value.sections[0]!] };
    const problems = readMapValue(twice).problems;
    expect(problems).toContainEqual({
      code: 'admin.map_duplicate_section',
      line: null,
      params: { section: 'Stalls' },
    });
    expect(problems.map((p) => p.line)).toEqual(problems.map(() => null));
    expect(readMapValue(twice).map).toBeNull();
  });

  it('gives the line of a syntax error', () => {
    expect(parseMapJson('{\n  "sections": [\n    { "name": "A", }\n  ]\n}').problems).toEqual([
      { code: 'admin.map_file_unreadable', line: 3, params: {} },
    ]);
  });
});

describe('map generator', () => {
  const block = {
    name: 'Stalls',
    rows: 3,
    seatsPerRow: 10,
    shape: 'straight' as const,
    aislesAfter: [5],
    rowLabels: 'letters' as const,
    firstSeatNumber: 1,
    x: 0,
    y: 0,
    seatSpacing: 10,
    rowSpacing: 12,
    radius: 0,
  };

  it('makes rows × seats with an aisle that breaks the row', () => {
    const map = generateMap({ sections: [block], gaAreas: [] });
    expect(countSeats(map)).toBe(30);
    const row = map.sections[0]!.rows[0]!;
    expect(row.name).toBe('A');
    expect(row.seats.map((s) => s.position)).toEqual([1, 2, 3, 4, 5, 7, 8, 9, 10, 11]);
    expect(row.seats[5]!.x - row.seats[4]!.x).toBe(20);
    expect(validateMap(map)).toEqual([]);
  });

  it('bends curved rows toward the stage and keeps them valid', () => {
    const map = generateMap({
      sections: [{ ...block, shape: 'curved', radius: 200, rows: 20, seatsPerRow: 40 }],
      gaAreas: [],
    });
    const row = map.sections[0]!.rows[0]!;
    expect(row.seats[0]!.y).toBeLessThan(row.seats[20]!.y);
    expect(validateMap(map)).toEqual([]);
  });

  it('places a new block to the right of the others with an aisle between, level with the highest', () => {
    expect(nextBlockPosition([], 10)).toEqual({ x: 0, y: 0 });
    // Ten seats and an aisle: the rightmost seat is at 100.
    const next = nextBlockPosition([block, { ...block, name: 'Circle', y: 40 }], 10);
    expect(next).toEqual({ x: 100 + (AISLE_BETWEEN_BLOCKS + 1) * 10, y: 0 });
    const map = generateMap({ sections: [block, { ...block, name: 'Gallery', ...next }], gaAreas: [] });
    const [left, right] = map.sections.map((s) => s.rows[0]!.seats);
    // Two empty seat places between the blocks, and no seat of one inside the other.
    expect(right![0]!.x - left!.at(-1)!.x).toBe(30);
    expect(validateMap(map)).toEqual([]);
  });

  it('labels rows A…Z, AA… or by number', () => {
    expect([0, 25, 26, 27, 701, 702].map((i) => rowLabel(i, 'letters'))).toEqual([
      'A',
      'Z',
      'AA',
      'AB',
      'ZZ',
      'AAA',
    ]);
    expect(rowLabel(4, 'numbers')).toBe('5');
  });
});
