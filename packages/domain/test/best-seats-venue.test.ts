import {
  chooseBestSeats,
  generateMap,
  leavesSingleSeat,
  type SeatCandidate,
  type SeatMapDefinition,
  seatScoresOf,
} from '@tessera/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/** Every seat of a map as best available sees it, with its venue-wide score. */
function candidatesOf(map: SeatMapDefinition, levelOf: (section: number, row: number) => number) {
  const scores = seatScoresOf(map);
  const seats: SeatCandidate[] = [];
  for (const [si, section] of map.sections.entries()) {
    for (const [ri, row] of section.rows.entries()) {
      for (const seat of row.seats) {
        const level = levelOf(si, ri);
        seats.push({
          id: seats.length + 1,
          section: section.name,
          row: row.name,
          position: seat.position,
          rank: scores[seats.length]!,
          priceLevelId: level,
          price: level * 1000,
        });
      }
    }
  }
  return seats;
}

/** The demo theatre's shape: curved stalls in front, two circle blocks behind. */
const theatre = generateMap({
  sections: [
    ['Stalls', 0, 40, 14, 24, 'curved'] as const,
    ['Circle Left', -60, 330, 6, 10, 'straight'] as const,
    ['Circle Right', 250, 330, 6, 10, 'straight'] as const,
  ].map(([name, x, y, rows, seatsPerRow, shape]) => ({
    name,
    rows,
    seatsPerRow,
    shape,
    aislesAfter: seatsPerRow > 16 ? [12] : [],
    rowLabels: 'letters' as const,
    firstSeatNumber: 1,
    x,
    y,
    seatSpacing: 14,
    rowSpacing: 16,
    radius: 700,
  })),
  gaAreas: [],
});

const placesOf = (seats: SeatCandidate[], ids: number[] | null) =>
  ids?.map((id) => {
    const s = seats.find((c) => c.id === id)!;
    return `${s.section}-${s.row}`;
  });

describe('venue-wide seat scores', () => {
  it('ranks the stalls’ front row above the circle’s front row', () => {
    const seats = candidatesOf(theatre, (si) => (si === 0 ? 3 : 1));
    const ids = chooseBestSeats(seats, { quantity: 2, avoidSingleGaps: true, dontLeaveSingleSeats: true });
    expect(placesOf(seats, ids)).toEqual(['Stalls-A', 'Stalls-A']);
  });

  it('honours the price level asked for', () => {
    const seats = candidatesOf(theatre, (si) => (si === 0 ? 3 : 1));
    const ids = chooseBestSeats(seats, { quantity: 2, avoidSingleGaps: true, priceLevelIds: [1] });
    expect(placesOf(seats, ids)?.every((p) => p.startsWith('Circle'))).toBe(true);
    expect(placesOf(seats, ids)?.every((p) => p.endsWith('-A'))).toBe(true);
  });

  it('puts a section’s priority before distance, and a seat’s own score before both', () => {
    const map: SeatMapDefinition = {
      ...theatre,
      sections: theatre.sections.map((s) => (s.name === 'Stalls' ? { ...s, priority: 2 } : s)),
    };
    const seats = candidatesOf(map, () => 1);
    expect(placesOf(seats, chooseBestSeats(seats, { quantity: 2, avoidSingleGaps: true }))).toEqual([
      'Circle Left-A',
      'Circle Left-A',
    ]);
    const scored = map.sections.map((s) =>
      s.name === 'Stalls'
        ? {
            ...s,
            rows: s.rows.map((r) =>
              r.name === 'N' ? { ...r, seats: r.seats.map((seat) => ({ ...seat, score: 0 })) } : r,
            ),
          }
        : s,
    );
    const overridden = candidatesOf({ ...map, sections: scored }, () => 1);
    expect(placesOf(overridden, chooseBestSeats(overridden, { quantity: 2, avoidSingleGaps: true }))).toEqual(
      ['Stalls-N', 'Stalls-N'],
    );
  });
});

/** A generated map: a few blocks anywhere, with priorities and a few seats scored by hand. */
const arbitraryMap = fc
  .array(
    fc.record({
      rows: fc.integer({ min: 1, max: 4 }),
      seatsPerRow: fc.integer({ min: 1, max: 12 }),
      x: fc.integer({ min: -300, max: 300 }),
      y: fc.integer({ min: 0, max: 400 }),
      curved: fc.boolean(),
      aisle: fc.integer({ min: 0, max: 11 }),
      priority: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
    }),
    { minLength: 1, maxLength: 4 },
  )
  .chain((blocks) => {
    const map = generateMap({
      sections: blocks.map((b, i) => ({
        name: `S${i + 1}`,
        rows: b.rows,
        seatsPerRow: b.seatsPerRow,
        shape: b.curved ? ('curved' as const) : ('straight' as const),
        aislesAfter: [b.aisle],
        rowLabels: 'letters' as const,
        firstSeatNumber: 1,
        x: b.x,
        y: b.y,
        seatSpacing: 10,
        rowSpacing: 12,
        radius: 300,
      })),
      gaAreas: [],
    });
    map.sections.forEach((s, i) => {
      s.priority = blocks[i]!.priority;
    });
    const total = map.sections.reduce((n, s) => n + s.rows.reduce((m, r) => m + r.seats.length, 0), 0);
    return fc.record({
      map: fc.constant(map),
      open: fc.array(fc.boolean(), { minLength: total, maxLength: total }),
      levels: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: total, maxLength: total }),
      overrides: fc.array(fc.option(fc.integer({ min: 0, max: 5000 }), { nil: null, freq: 5 }), {
        minLength: total,
        maxLength: total,
      }),
    });
  })
  .map(({ map, open, levels, overrides }) => {
    let i = 0;
    for (const s of map.sections)
      for (const r of s.rows)
        for (const seat of r.seats) {
          const score = overrides[i++];
          if (score !== null && score !== undefined) seat.score = score;
        }
    const all = candidatesOf(map, () => 0).map((c, k) => ({
      ...c,
      priceLevelId: levels[k]!,
      price: levels[k]! * 1000,
    }));
    return all.filter((_, k) => open[k]);
  });

/** Every side-by-side block of `quantity` available seats, as their seats. */
function blocksOf(seats: SeatCandidate[], quantity: number): SeatCandidate[][] {
  const at = new Map(seats.map((s) => [`${s.section}|${s.row}|${s.position}`, s]));
  const blocks: SeatCandidate[][] = [];
  for (const start of seats) {
    const block = Array.from({ length: quantity }, (_, k) =>
      at.get(`${start.section}|${start.row}|${start.position + k}`),
    );
    if (block.every((s) => s !== undefined)) blocks.push(block as SeatCandidate[]);
  }
  return blocks;
}

const scoreOf = (block: SeatCandidate[]) => block.reduce((sum, s) => sum + s.rank, 0);

describe('best available on generated maps', () => {
  const requests = fc.record({
    quantity: fc.integer({ min: 1, max: 5 }),
    level: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
    dontLeaveSingleSeats: fc.boolean(),
  });

  it('chooses a block no worse than any other available block of the same size (rule on: among those leaving no single seat)', () => {
    fc.assert(
      fc.property(arbitraryMap, requests, (seats, { quantity, level, dontLeaveSingleSeats }) => {
        const request = {
          quantity,
          priceLevelIds: level ? [level] : null,
          // Without the rule, the plain score decides.
          avoidSingleGaps: dontLeaveSingleSeats,
          dontLeaveSingleSeats,
        };
        const rows = seats.map((s) => ({ ...s, available: true }));
        const allowed = blocksOf(seats, quantity).filter(
          (b) =>
            b.every((s) => level === null || s.priceLevelId === level) &&
            !(
              dontLeaveSingleSeats &&
              leavesSingleSeat(
                rows,
                b.map((s) => s.id),
              )
            ),
        );
        const ids = chooseBestSeats(seats, request);
        if (allowed.length === 0) {
          expect(ids).toBeNull();
          return;
        }
        expect(ids).not.toBeNull();
        const chosen = ids!.map((id) => seats.find((s) => s.id === id)!);
        expect(allowed.some((b) => b.every((s, k) => s.id === chosen[k]!.id))).toBe(true);
        for (const other of allowed) expect(scoreOf(chosen)).toBeLessThanOrEqual(scoreOf(other));
      }),
    );
  });

  it('never leaves a single seat when the event says so, nor offers seats shown already', () => {
    fc.assert(
      fc.property(arbitraryMap, requests, fc.integer({ min: 0, max: 10 }), (seats, r, shown) => {
        const excludeIds = seats.slice(0, shown).map((s) => s.id);
        const ids = chooseBestSeats(seats, {
          quantity: r.quantity,
          priceLevelIds: r.level ? [r.level] : null,
          avoidSingleGaps: true,
          dontLeaveSingleSeats: true,
          allowSplit: true,
          excludeIds,
        });
        if (!ids) return;
        const rows = seats.map((s) => ({ ...s, available: true }));
        expect(leavesSingleSeat(rows, ids)).toBe(false);
        expect(ids.some((id) => excludeIds.includes(id))).toBe(false);
      }),
    );
  });
});
