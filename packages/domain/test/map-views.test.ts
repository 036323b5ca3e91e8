import {
  addBlock,
  countSeats,
  type GeneratorSection,
  parseMapJson,
  type SeatMapDefinition,
  seatViewOf,
  seatViewsOf,
  setSeatView,
  setSectionView,
  validateMap,
  viewImageIdsOf,
} from '@tessera/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const block = (name: string, x: number): GeneratorSection => ({
  name,
  rows: 2,
  seatsPerRow: 4,
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
const hall = addBlock(addBlock({ sections: [], gaAreas: [] }, block('Stalls', 0)), block('Circle', 100));
const url = (id: number) => `/img/${id}`;

describe('view from seat', () => {
  it('a seat shows its own image, else its section’s, else nothing', () => {
    let map = setSectionView(hall, 0, 7);
    map = setSeatView(map, new Set([1]), 9); // Stalls A2
    const views = seatViewsOf(map, url);
    expect(seatViewOf(views, { section: 'Stalls', row: 'A', seat: '2' })).toBe('/img/9');
    expect(seatViewOf(views, { section: 'Stalls', row: 'B', seat: '2' })).toBe('/img/7');
    expect(seatViewOf(views, { section: 'Circle', row: 'A', seat: '1' })).toBeNull();
    expect(viewImageIdsOf(map).sort()).toEqual([7, 9]);
  });

  it('an uploaded section image wins over a linked one; clearing it falls back to the link', () => {
    const linked: SeatMapDefinition = {
      ...hall,
      sections: hall.sections.map((s) => ({ ...s, viewFromSeatUrl: 'https://example.test/v.jpg' })),
    };
    const place = { section: 'Circle', row: 'B', seat: '3' };
    expect(seatViewOf(seatViewsOf(setSectionView(linked, 1, 4), url), place)).toBe('/img/4');
    const cleared = setSectionView(setSectionView(linked, 1, 4), 1, null);
    expect(seatViewOf(seatViewsOf(cleared, url), place)).toBe('https://example.test/v.jpg');
  });

  it('setting views leaves seats, names and other sections alone (shared)', () => {
    fc.assert(
      fc.property(fc.subarray([0, 1, 2, 3, 4, 5, 6, 7]), fc.integer({ min: 1, max: 1000 }), (chosen, id) => {
        const next = setSeatView(hall, new Set(chosen), id);
        expect(countSeats(next)).toBe(countSeats(hall));
        expect(next.sections[1]).toBe(hall.sections[1]);
        const ids = next.sections[0]!.rows.flatMap((r) => r.seats.map((s) => s.viewImageId ?? null));
        expect(ids.filter((v) => v === id)).toHaveLength(chosen.length);
        expect(setSeatView(next, new Set(chosen), null).sections[0]!.rows).toEqual(hall.sections[0]!.rows);
      }),
    );
  });

  it('round-trips through JSON and refuses an id that is not a whole positive number', () => {
    const map = setSeatView(setSectionView(hall, 1, 3), new Set([0]), 5);
    const back = parseMapJson(JSON.stringify(map));
    expect(seatViewsOf(back.map!, url)).toEqual(seatViewsOf(map, url));
    expect(seatViewsOf(map, url)).toHaveLength(2);
    const bad = setSectionView(hall, 0, -1);
    expect(validateMap(bad).map((p) => p.params.field)).toContain('viewImageId');
    expect(validateMap(setSeatView(hall, new Set([0]), 1.5)).map((p) => p.params.field)).toContain(
      'viewImageId',
    );
  });
});
