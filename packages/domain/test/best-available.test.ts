import { chooseBestSeats, chooseBestSeatsAmong, leavesSingleSeat, type SeatCandidate } from '@tessera/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/** Front rows first, then closest to the row's middle. */
function seatRank(rowIndex: number, position: number, rowLength: number): number {
  return rowIndex * 1000 + Math.round(Math.abs(position - (rowLength + 1) / 2) * 10);
}

function row(
  section: string,
  rowName: string,
  rowIndex: number,
  positions: number[],
  length = 10,
): SeatCandidate[] {
  return positions.map((position) => ({
    id: rowIndex * 100 + position + (section === 'B' ? 10_000 : 0),
    section,
    row: rowName,
    position,
    rank: seatRank(rowIndex, position, length),
    priceLevelId: rowIndex < 2 ? 1 : 2,
    price: rowIndex < 2 ? 5000 : 3000,
  }));
}

const positionsOf = (seats: SeatCandidate[], ids: number[] | null) =>
  ids?.map((id) => seats.find((s) => s.id === id)!.position);

describe('best available', () => {
  it('picks the front-centre block', () => {
    const seats = [
      ...row('A', 'A', 0, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
      ...row('A', 'B', 1, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
    ];
    const ids = chooseBestSeats(seats, { quantity: 2, avoidSingleGaps: true });
    expect(positionsOf(seats, ids)).toEqual([5, 6]);
    expect(ids!.every((id) => id < 100)).toBe(true);
  });

  it('avoids leaving a single seat when it can', () => {
    // Row A has seats 1–3 free: taking 2 would strand one; row B has a block of 4.
    const seats = [...row('A', 'A', 0, [1, 2, 3]), ...row('A', 'B', 1, [3, 4, 5, 6])];
    const ids = chooseBestSeats(seats, { quantity: 2, avoidSingleGaps: true });
    expect(ids!.every((id) => id >= 100)).toBe(true);
    const loose = chooseBestSeats(seats, { quantity: 2, avoidSingleGaps: false });
    expect(loose!.every((id) => id < 100)).toBe(true);
  });

  it('keeps to the sections, price levels and maximum price asked for', () => {
    const seats = [...row('A', 'A', 0, [1, 2, 3, 4]), ...row('B', 'A', 3, [1, 2, 3, 4])];
    expect(
      chooseBestSeats(seats, { quantity: 2, sections: ['B'], avoidSingleGaps: true })!.every(
        (id) => id > 10_000,
      ),
    ).toBe(true);
    expect(
      chooseBestSeats(seats, { quantity: 2, priceLevelIds: [2], avoidSingleGaps: true })!.every(
        (id) => id > 10_000,
      ),
    ).toBe(true);
    expect(
      chooseBestSeats(seats, { quantity: 2, maxPrice: 3000, avoidSingleGaps: true })!.every(
        (id) => id > 10_000,
      ),
    ).toBe(true);
    expect(chooseBestSeats(seats, { quantity: 2, maxPrice: 100, avoidSingleGaps: true })).toBeNull();
  });

  it('does not seat a party across an aisle', () => {
    const seats = row('A', 'A', 0, [1, 2, 4, 5]);
    expect(chooseBestSeats(seats, { quantity: 3, avoidSingleGaps: true })).toBeNull();
    expect(chooseBestSeats(seats, { quantity: 3, avoidSingleGaps: true, allowSplit: true })).toHaveLength(3);
  });

  const arbitrarySeats = fc
    .array(
      fc.record({
        row: fc.integer({ min: 0, max: 4 }),
        position: fc.integer({ min: 1, max: 12 }),
        price: fc.integer({ min: 1, max: 3 }),
      }),
      { maxLength: 60 },
    )
    .map((list) => {
      const seen = new Set<string>();
      return list
        .filter((s) => !seen.has(`${s.row}-${s.position}`) && seen.add(`${s.row}-${s.position}`))
        .map((s) => ({
          id: s.row * 100 + s.position,
          section: 'S',
          row: String(s.row),
          position: s.position,
          rank: seatRank(s.row, s.position, 12),
          priceLevelId: s.price,
          price: s.price * 1000,
        }));
    });

  const contiguousBlockExists = (seats: SeatCandidate[], quantity: number) =>
    seats.some((start) =>
      Array.from({ length: quantity }, (_, k) => k).every((k) =>
        seats.some((s) => s.row === start.row && s.position === start.position + k),
      ),
    );

  it('looking only at the rows of the best-ranked seats, chooses what the whole house would, or says it cannot tell', () => {
    fc.assert(
      fc.property(
        arbitrarySeats,
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 20 }),
        fc.boolean(),
        fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
        (seats, quantity, k, avoidSingleGaps, level) => {
          const request = { quantity, avoidSingleGaps, priceLevelIds: level ? [level] : null };
          // As the server reads it: the k best-ranked seats, then every seat of their rows.
          const top = [...seats].sort((a, b) => a.rank - b.rank || a.id - b.id).slice(0, k);
          const rows = new Set(top.map((s) => s.row));
          const floor = top.length < k ? Number.POSITIVE_INFINITY : top[top.length - 1]!.rank;
          const part = seats.filter((s) => rows.has(s.row));
          const chosen = chooseBestSeatsAmong(part, request, floor);
          if (chosen !== undefined) expect(chosen).toEqual(chooseBestSeats(seats, request));
        },
      ),
    );
  });

  it('never returns a seat that is not available, nor the same seat twice', () => {
    fc.assert(
      fc.property(arbitrarySeats, fc.integer({ min: 1, max: 8 }), fc.boolean(), (seats, quantity, split) => {
        const ids = chooseBestSeats(seats, { quantity, avoidSingleGaps: true, allowSplit: split });
        if (ids === null) return;
        expect(ids).toHaveLength(quantity);
        expect(new Set(ids).size).toBe(quantity);
        for (const id of ids) expect(seats.some((s) => s.id === id)).toBe(true);
      }),
    );
  });

  it('never splits a party when a side-by-side block exists', () => {
    fc.assert(
      fc.property(arbitrarySeats, fc.integer({ min: 1, max: 6 }), (seats, quantity) => {
        const ids = chooseBestSeats(seats, { quantity, avoidSingleGaps: true, allowSplit: true });
        if (!contiguousBlockExists(seats, quantity)) return;
        expect(ids).not.toBeNull();
        const chosen = ids!
          .map((id) => seats.find((s) => s.id === id)!)
          .sort((a, b) => a.position - b.position);
        expect(new Set(chosen.map((s) => s.row)).size).toBe(1);
        for (const [k, s] of chosen.entries()) expect(s.position).toBe(chosen[0]!.position + k);
      }),
    );
  });

  it('leaves no new single seat when some block leaves none', () => {
    fc.assert(
      fc.property(arbitrarySeats, fc.integer({ min: 1, max: 5 }), (seats, quantity) => {
        const ids = chooseBestSeats(seats, { quantity, avoidSingleGaps: true });
        if (!ids) return;
        const rows = seats.map((s) => ({ ...s, available: true }));
        const someBlockIsClean = seats.some((start) => {
          const block = Array.from({ length: quantity }, (_, k) =>
            seats.find((s) => s.row === start.row && s.position === start.position + k),
          );
          if (block.some((s) => !s)) return false;
          return !leavesSingleSeat(
            rows,
            block.map((s) => s!.id),
          );
        });
        if (someBlockIsClean) expect(leavesSingleSeat(rows, ids)).toBe(false);
      }),
    );
  });
});

describe('single seats on manual picks', () => {
  const rowSeats = [1, 2, 3, 4, 5].map((position) => ({
    id: position,
    section: 'S',
    row: 'A',
    position,
    available: true,
  }));

  it('flags a pick that strands one seat', () => {
    expect(leavesSingleSeat(rowSeats, [2, 3])).toBe(true);
    expect(leavesSingleSeat(rowSeats, [1, 2])).toBe(false);
    expect(leavesSingleSeat(rowSeats, [2, 3, 4])).toBe(true);
  });

  it('does not blame a pick for a seat that was already alone', () => {
    const alone = rowSeats.map((s) => ({ ...s, available: s.position !== 2 }));
    expect(leavesSingleSeat(alone, [3, 4, 5])).toBe(false);
  });
});
