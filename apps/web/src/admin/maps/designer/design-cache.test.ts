import {
  generateMap,
  historyReducer,
  moveSeats,
  renameRows,
  type SeatMapDefinition,
  startHistory,
} from '@tessera/domain';
import { describe, expect, it } from 'vitest';
import { designOf, designsKept, movedDesign } from './design-cache';

const hall = (): SeatMapDefinition =>
  generateMap({
    sections: [0, 1].map((i) => ({
      name: `Block ${i + 1}`,
      rows: 3,
      seatsPerRow: 4,
      shape: 'straight' as const,
      aislesAfter: [],
      rowLabels: 'letters' as const,
      firstSeatNumber: 1,
      x: i * 100,
      y: 0,
      seatSpacing: 10,
      rowSpacing: 12,
      radius: 0,
    })),
    gaAreas: [],
  });

const xy = (map: SeatMapDefinition) =>
  map.sections.flatMap((s) => s.rows.flatMap((r) => r.seats.map((seat) => [seat.x, seat.y])));

describe("the designer's drag and undo", () => {
  it('lays out a dragged block from the last layout, seat for seat as the map says', () => {
    const before = hall();
    const chosen = new Set([12, 13, 14, 15]);
    const after = moveSeats(before, chosen, 7, -3);
    const moved = movedDesign(before, after);
    const { layout } = moved;
    expect(Array.from({ length: layout.count }, (_, i) => [layout.x[i], layout.y[i]])).toEqual(xy(after));
    expect(layout.x[12]! - designOf(before).layout.x[12]!).toBeCloseTo(7);
    // Seats not dragged stay put; names are kept.
    expect(layout.x[0]).toBe(designOf(before).layout.x[0]);
    expect(layout.sectionOf(12)).toBe('Block 2');
    expect(designOf(after)).toBe(moved);
  });

  it('undoes a drag to the map as it was, already laid out and checked: nothing is worked out again', () => {
    const start = hall();
    const before = designOf(start);
    const problems = before.problems();
    let history = startHistory(start);
    const after = moveSeats(start, new Set([0, 1, 2, 3]), 0, -40);
    movedDesign(start, after);
    history = historyReducer(history, { type: 'do', next: after });
    expect(designOf(history.present).layout.y[0]).toBeCloseTo(before.layout.y[0]! - 40);
    history = historyReducer(history, { type: 'undo' });
    expect(history.present).toBe(start);
    // The same layout object and the same list of problems: undo is a look-up.
    expect(designOf(history.present)).toBe(before);
    expect(designOf(history.present).problems()).toBe(problems);
    history = historyReducer(history, { type: 'redo' });
    expect(designOf(history.present).layout.y[0]).toBeCloseTo(before.layout.y[0]! - 40);
  });

  it('reports a drag that puts seats on top of others once it is let go', () => {
    const start = hall();
    // Row A of block 1 dragged onto row B.
    const after = moveSeats(start, new Set([0, 1, 2, 3]), 0, 12);
    expect(
      movedDesign(start, after)
        .problems()
        .map((p) => p.code),
    ).toContain('admin.map_seats_overlap');
    expect(designOf(start).problems()).toEqual([]);
  });

  it('lays out afresh an edit that is not a move (names come from the new map)', () => {
    const start = hall();
    const renamed = renameRows(start, new Set([0]), {
      labels: 'numbers',
      skipIAndO: false,
      start: 1,
      prefix: 'R',
      direction: 'front-to-back',
    });
    const design = movedDesign(start, renamed);
    expect(design.layout.count).toBe(24);
    expect(design.layout.rowOf(0)).toBe(renamed.sections[0]!.rows[0]!.name);
    expect(design.layout.rowOf(0)).not.toBe(designOf(start).layout.rowOf(0));
  });

  it('keeps only the last few maps', () => {
    const first = hall();
    const kept = designOf(first);
    for (let k = 0; k < designsKept; k++) designOf(hall());
    expect(designOf(first)).not.toBe(kept);
  });
});
