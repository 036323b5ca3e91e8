/** An available seat as best-available sees it. */
export interface SeatCandidate {
  id: number;
  section: string;
  row: string;
  /** Order within the row; neighbours differ by one (an aisle skips a position). */
  position: number;
  /**
   * The seat's score (`seatScoresOf`: the map's, venue-wide), or for "nearby" its distance
   * from the seats wanted: lower is better.
   */
  rank: number;
  priceLevelId: number | null;
  /** Price in minor units, for the maximum-price filter. */
  price: number;
}

export interface BestAvailableRequest {
  quantity: number;
  /** Only these sections, when given. */
  sections?: readonly string[] | null;
  /** Only these price levels, when given (a price level range). */
  priceLevelIds?: readonly number[] | null;
  maxPrice?: number | null;
  /** Prefer blocks that leave no lone empty seat beside them. */
  avoidSingleGaps: boolean;
  /** The event's "don't leave single seats": never choose a block that leaves one. */
  dontLeaveSingleSeats?: boolean;
  /** Seats not to choose (shown already: "try again"); still seats someone can buy. */
  excludeIds?: readonly number[] | null;
  /** When no side-by-side block exists, seat the party apart rather than not at all. */
  allowSplit?: boolean;
}

interface Block {
  ids: number[];
  score: number;
  leavesSingle: boolean;
  order: string;
}

/** Available seats grouped into runs of side-by-side seats, row by row. */
export function runsOf(seats: readonly SeatCandidate[]): SeatCandidate[][] {
  const rows = new Map<string, SeatCandidate[]>();
  for (const seat of seats) {
    const key = `${seat.section}\u0000${seat.row}`;
    const list = rows.get(key);
    if (list) list.push(seat);
    else rows.set(key, [seat]);
  }
  const runs: SeatCandidate[][] = [];
  for (const list of rows.values()) {
    list.sort((a, b) => a.position - b.position);
    let run: SeatCandidate[] = [];
    for (const seat of list) {
      const last = run[run.length - 1];
      if (last && seat.position !== last.position + 1) {
        runs.push(run);
        run = [];
      }
      run.push(seat);
    }
    if (run.length) runs.push(run);
  }
  return runs;
}

function better(a: Block, b: Block | null, avoidSingleGaps: boolean): boolean {
  if (!b) return true;
  if (avoidSingleGaps && a.leavesSingle !== b.leavesSingle) return !a.leavesSingle;
  if (a.score !== b.score) return a.score < b.score;
  return a.order < b.order;
}

/**
 * Chooses the best seats for a party from the seats available now: the side-by-side block
 * with the lowest total score among eligible seats, preferring blocks that leave no single
 * empty seat, and never one that leaves one when the event says so (`dontLeaveSingleSeats`;
 * then the party is not split either). Returns seat ids, or null when the party cannot be
 * seated.
 */
export function chooseBestSeats(
  available: readonly SeatCandidate[],
  request: BestAvailableRequest,
): number[] | null {
  const { quantity } = request;
  if (!Number.isInteger(quantity) || quantity < 1) return null;
  const best = bestBlock(available, request);
  if (best) return best.ids;
  if (!request.allowSplit) return null;
  if (request.dontLeaveSingleSeats) return null;
  const pool = available
    .filter((seat) => eligibleFor(request, seat))
    .sort((a, b) => a.rank - b.rank || a.id - b.id);
  return pool.length >= quantity ? pool.slice(0, quantity).map((s) => s.id) : null;
}

/**
 * Best available looking at part of the house only: `available` holds every available seat of
 * some rows (whole rows), and every available seat of the other rows ranks `floor` or worse.
 * Answers what `chooseBestSeats` would choose over the whole house when that is certain — a
 * block leaving no single seat (when that is asked) whose total rank is below `quantity × floor`,
 * which no block of the other rows can beat — and undefined otherwise (look at the whole house).
 */
export function chooseBestSeatsAmong(
  available: readonly SeatCandidate[],
  request: BestAvailableRequest,
  floor: number,
): number[] | undefined {
  const { quantity } = request;
  if (!Number.isInteger(quantity) || quantity < 1) return undefined;
  const best = bestBlock(available, request);
  if (!best || (request.avoidSingleGaps && best.leavesSingle)) return undefined;
  return best.score < quantity * floor ? best.ids : undefined;
}

function eligibleFor(request: BestAvailableRequest, seat: SeatCandidate): boolean {
  return (
    !request.excludeIds?.includes(seat.id) &&
    (!request.sections?.length || request.sections.includes(seat.section)) &&
    (!request.priceLevelIds?.length ||
      (seat.priceLevelId !== null && request.priceLevelIds.includes(seat.priceLevelId))) &&
    (request.maxPrice === null || request.maxPrice === undefined || seat.price <= request.maxPrice)
  );
}

function bestBlock(available: readonly SeatCandidate[], request: BestAvailableRequest): Block | null {
  const { quantity } = request;
  const eligible = (seat: SeatCandidate) => eligibleFor(request, seat);

  let best: Block | null = null;
  // Gaps are judged against every available seat, eligible or not: an ineligible open seat
  // beside the block is still a seat someone else can buy.
  for (const run of runsOf(available)) {
    let eligibleStreak = 0;
    let rankSum = 0;
    for (let end = 0; end < run.length; end++) {
      const seat = run[end]!;
      if (eligible(seat)) {
        eligibleStreak++;
        rankSum += seat.rank;
      } else {
        eligibleStreak = 0;
        rankSum = 0;
      }
      if (eligibleStreak > quantity) rankSum -= run[end - quantity]!.rank;
      if (eligibleStreak >= quantity) {
        const start = end - quantity + 1;
        const left = start;
        const right = run.length - end - 1;
        const block: Block = {
          ids: run.slice(start, end + 1).map((s) => s.id),
          score: rankSum,
          leavesSingle: left === 1 || right === 1,
          order: `${seat.section}\u0000${seat.row}\u0000${String(run[start]!.position).padStart(8, '0')}`,
        };
        if (request.dontLeaveSingleSeats && block.leavesSingle) continue;
        if (better(block, best, request.avoidSingleGaps)) best = block;
      }
    }
  }
  return best;
}

/** A seat of a row with whether it can still be bought. */
export interface RowSeat {
  id: number;
  section: string;
  row: string;
  position: number;
  available: boolean;
}

function singles(seats: readonly RowSeat[], available: (seat: RowSeat) => boolean): Set<number> {
  const byPlace = new Map(seats.map((s) => [`${s.section}\u0000${s.row}\u0000${s.position}`, s]));
  const open = (s: RowSeat, delta: number) => {
    const n = byPlace.get(`${s.section}\u0000${s.row}\u0000${s.position + delta}`);
    return n !== undefined && available(n);
  };
  const found = new Set<number>();
  for (const seat of seats) if (available(seat) && !open(seat, -1) && !open(seat, 1)) found.add(seat.id);
  return found;
}

/**
 * Whether picking these seats would strand a single empty seat that was not already alone
 * (the "don't leave single seats" check on manual picks). `rows` holds every seat of the
 * rows the pick touches.
 */
export function leavesSingleSeat(rows: readonly RowSeat[], picked: readonly number[]): boolean {
  const chosen = new Set(picked);
  const before = singles(rows, (s) => s.available);
  const after = singles(rows, (s) => s.available && !chosen.has(s.id));
  for (const id of after) if (!before.has(id)) return true;
  return false;
}
