import type { EventSeats } from '@tessera/contract';
import type { MapDrawing } from '@tessera/domain';
import { boundsWithDrawing } from './draw-elements';

/** What the seat map draws: positions, names and a lookup for the seat under a point. */
export interface SeatLayout {
  count: number;
  x: Float32Array;
  y: Float32Array;
  /** Seat radius in map units, from the typical distance between neighbours. */
  radius: number;
  bounds: { minX: number; minY: number; maxX: number; maxY: number };
  sectionOf: (i: number) => string;
  rowOf: (i: number) => string;
  seatOf: (i: number) => string;
  /** The seat whose centre is within reach of (x, y), or -1. */
  hit: (x: number, y: number) => number;
  /** Section label positions: the top centre of each section's seats. */
  sectionLabels: { name: string; x: number; y: number }[];
  /** The stage, walls, labels, table tops and GA outlines drawn under the seats. */
  drawing: MapDrawing | null;
}

export type SeatPlaces = Pick<EventSeats, 'sections' | 'rows'> & {
  seats: Pick<EventSeats['seats'], 'x' | 'y' | 'section' | 'row' | 'seat'>;
  drawing?: MapDrawing | null;
};

function typicalSpacing(x: Float32Array, y: Float32Array): number {
  const n = x.length;
  if (n < 2) return 10;
  const samples: number[] = [];
  const step = Math.max(1, Math.floor(n / 200));
  for (let i = 0; i < n; i += step) {
    let best = Number.POSITIVE_INFINITY;
    // Neighbours in a row sit next to each other in the payload, so a short window is enough.
    for (let j = Math.max(0, i - 12); j < Math.min(n, i + 12); j++) {
      if (j === i) continue;
      const dx = x[i]! - x[j]!;
      const dy = y[i]! - y[j]!;
      const d = dx * dx + dy * dy;
      if (d > 0 && d < best) best = d;
    }
    if (Number.isFinite(best)) samples.push(Math.sqrt(best));
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] ?? 10;
}

/**
 * Seats bucketed by grid cell (a counting sort): the seats of cell c are
 * order[start[c] .. start[c + 1]), so finding the seat under a point reads nine short runs.
 */
function buildGrid(x: Float32Array, y: Float32Array, bounds: SeatLayout['bounds'], cell: number) {
  const count = x.length;
  const columns = Math.max(1, Math.floor((bounds.maxX - bounds.minX) / cell) + 1);
  const rows = Math.max(1, Math.floor((bounds.maxY - bounds.minY) / cell) + 1);
  const cellOf = new Int32Array(count);
  const start = new Int32Array(columns * rows + 1);
  for (let i = 0; i < count; i++) {
    const c = Math.floor((y[i]! - bounds.minY) / cell) * columns + Math.floor((x[i]! - bounds.minX) / cell);
    cellOf[i] = c;
    start[c + 1]!++;
  }
  for (let c = 0; c < columns * rows; c++) start[c + 1]! += start[c]!;
  const fill = start.slice(0, columns * rows);
  const order = new Int32Array(count);
  for (let i = 0; i < count; i++) order[fill[cellOf[i]!]!++] = i;
  return { columns, rows, start, order };
}

/** Builds the layout once per payload; the spatial grid makes hover and painting O(1). */
export function buildLayout(data: SeatPlaces): SeatLayout {
  const { seats } = data;
  const count = seats.x.length;
  const x = Float32Array.from(seats.x);
  const y = Float32Array.from(seats.y);
  const bounds = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (let i = 0; i < count; i++) {
    if (x[i]! < bounds.minX) bounds.minX = x[i]!;
    if (x[i]! > bounds.maxX) bounds.maxX = x[i]!;
    if (y[i]! < bounds.minY) bounds.minY = y[i]!;
    if (y[i]! > bounds.maxY) bounds.maxY = y[i]!;
  }
  if (count === 0) Object.assign(bounds, { minX: 0, minY: 0, maxX: 100, maxY: 100 });
  Object.assign(bounds, boundsWithDrawing(bounds, data.drawing, count === 0));
  const spacing = typicalSpacing(x, y);
  const radius = spacing * 0.42;
  const cell = spacing * 2;
  const grid = buildGrid(x, y, bounds, cell);
  const hit = (px: number, py: number) => {
    const cx = Math.floor((px - bounds.minX) / cell);
    const cy = Math.floor((py - bounds.minY) / cell);
    let best = -1;
    let bestD = spacing * 0.6;
    for (let gy = Math.max(0, cy - 1); gy <= Math.min(grid.rows - 1, cy + 1); gy++) {
      for (let gx = Math.max(0, cx - 1); gx <= Math.min(grid.columns - 1, cx + 1); gx++) {
        const c = gy * grid.columns + gx;
        for (let k = grid.start[c]!; k < grid.start[c + 1]!; k++) {
          const i = grid.order[k]!;
          const d = Math.hypot(px - x[i]!, py - y[i]!);
          if (d < bestD) {
            bestD = d;
            best = i;
          }
        }
      }
    }
    return best;
  };
  const sectionCount = data.sections.length;
  const minX = new Float64Array(sectionCount).fill(Infinity);
  const maxX = new Float64Array(sectionCount).fill(-Infinity);
  const minY = new Float64Array(sectionCount).fill(Infinity);
  const order: number[] = [];
  for (let i = 0; i < count; i++) {
    const s = seats.section[i]!;
    if (minX[s] === Infinity) order.push(s);
    if (x[i]! < minX[s]!) minX[s] = x[i]!;
    if (x[i]! > maxX[s]!) maxX[s] = x[i]!;
    if (y[i]! < minY[s]!) minY[s] = y[i]!;
  }
  return {
    count,
    x,
    y,
    radius,
    bounds,
    sectionOf: (i) => data.sections[seats.section[i]!] ?? '',
    rowOf: (i) => data.rows[seats.row[i]!] ?? '',
    seatOf: (i) => seats.seat[i] ?? '',
    hit,
    drawing: data.drawing ?? null,
    sectionLabels: order.map((s) => ({
      name: data.sections[s] ?? '',
      x: (minX[s]! + maxX[s]!) / 2,
      y: minY[s]! - spacing * 1.2,
    })),
  };
}
