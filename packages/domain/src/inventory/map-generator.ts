import type { MapGaArea, MapRow, MapSeat, MapSection, SeatMapDefinition } from './map';

/** One block of seats for the generator: rows × seats, straight or curved, with aisles. */
export interface GeneratorSection {
  name: string;
  rows: number;
  seatsPerRow: number;
  shape: 'straight' | 'curved';
  /** Seat numbers after which an aisle runs (the seats either side are not side by side). */
  aislesAfter: number[];
  /** Row labels: letters (A, B, … Z, AA) or numbers (1, 2, …). */
  rowLabels: 'letters' | 'numbers';
  firstSeatNumber: number;
  /** Top-left corner of the block. */
  x: number;
  y: number;
  seatSpacing: number;
  rowSpacing: number;
  /** Curvature for curved blocks: radius of the front row's arc. */
  radius: number;
}

export interface GeneratorInput {
  sections: GeneratorSection[];
  gaAreas: MapGaArea[];
}

export function rowLabel(index: number, style: 'letters' | 'numbers'): string {
  if (style === 'numbers') return String(index + 1);
  let label = '';
  let n = index;
  do {
    label = String.fromCharCode(65 + (n % 26)) + label;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return label;
}

const round = (v: number) => Math.round(v * 10) / 10;

function generateSection(block: GeneratorSection): MapSection {
  const aisles = [...new Set(block.aislesAfter)]
    .filter((a) => a > 0 && a < block.seatsPerRow)
    .sort((a, b) => a - b);
  const aisleWidth = block.seatSpacing;
  const rowWidth = (block.seatsPerRow - 1) * block.seatSpacing + aisles.length * aisleWidth;
  const rows: MapRow[] = [];
  for (let r = 0; r < block.rows; r++) {
    const seats: MapSeat[] = [];
    let gap = 0;
    for (let s = 0; s < block.seatsPerRow; s++) {
      const number = s + 1;
      const along = s * block.seatSpacing + gap * aisleWidth;
      let x = block.x + along;
      let y = block.y + r * block.rowSpacing;
      if (block.shape === 'curved' && block.radius > 0) {
        // Rows bow toward a stage above the block: concentric arcs around a point above it.
        const radius = block.radius + r * block.rowSpacing;
        const angle = (along - rowWidth / 2) / radius;
        x = block.x + rowWidth / 2 + radius * Math.sin(angle);
        y = block.y - block.radius + radius * Math.cos(angle);
      }
      // Positions skip one across an aisle, so the seats either side are not neighbours.
      seats.push({
        name: String(block.firstSeatNumber + s),
        x: round(x),
        y: round(y),
        position: number + gap,
      });
      if (aisles.includes(number)) gap++;
    }
    rows.push({ name: rowLabel(r, block.rowLabels), seats });
  }
  return { name: block.name, rows };
}

/** Builds a seat map from generator blocks (the browser previews the same result). */
export function generateMap(input: GeneratorInput): SeatMapDefinition {
  return { sections: input.sections.map(generateSection), gaAreas: input.gaAreas };
}

/** Seat places left empty between two blocks the generator lines up: an aisle. */
export const AISLE_BETWEEN_BLOCKS = 2;

/**
 * Where a new block goes: to the right of every block so far, with an aisle of
 * `AISLE_BETWEEN_BLOCKS` seat places between its first seat and the rightmost seat, level with
 * the highest block; the first block starts at 0, 0.
 */
export function nextBlockPosition(
  blocks: readonly GeneratorSection[],
  seatSpacing: number,
): { x: number; y: number } {
  let right = Number.NEGATIVE_INFINITY;
  let top = Number.POSITIVE_INFINITY;
  for (const block of blocks) {
    for (const row of generateSection(block).rows) {
      for (const seat of row.seats) {
        right = Math.max(right, seat.x);
        top = Math.min(top, seat.y);
      }
    }
  }
  if (right === Number.NEGATIVE_INFINITY) return { x: 0, y: 0 };
  return { x: round(right + (AISLE_BETWEEN_BLOCKS + 1) * seatSpacing), y: round(top) };
}
