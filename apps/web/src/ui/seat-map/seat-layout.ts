import type { EventSeats } from '@tessera/contract';

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
}

export type SeatPlaces = Pick<EventSeats, 'sections' | 'rows'> & {
  seats: Pick<EventSeats['seats'], 'x' | 'y' | 'section' | 'row' | 'seat'>;
};

function typicalSpacing(x: Float32Array, y: Float32Array): number {
  const n = x.length;
  if (n < 2) return 10;
  const samples: number[] = [];
  const step = Math.max(1, Math.floor(n / 200));
  for (let i = 0; i < n; i += step) {
    let best = Number.POSITIVE_INFINITY;
    // Neighbours in a row sit next to each other in the payload, so a short window is enough.
    for (let j = Math.max(0, i - 40); j < Math.min(n, i + 40); j++) {
      if (j === i) continue;
      const d = Math.hypot(x[i]! - x[j]!, y[i]! - y[j]!);
      if (d > 0 && d < best) best = d;
    }
    if (Number.isFinite(best)) samples.push(best);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] ?? 10;
}

/** Builds the layout once per payload; the spatial grid makes hover and painting O(1). */
export function buildLayout(data: SeatPlaces): SeatLayout {
  const { seats } = data;
  const count = seats.x.length;
  const x = Float32Array.from(seats.x);
  const y = Float32Array.from(seats.y);
  const bounds = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (let i = 0; i < count; i++) {
    bounds.minX = Math.min(bounds.minX, x[i]!);
    bounds.minY = Math.min(bounds.minY, y[i]!);
    bounds.maxX = Math.max(bounds.maxX, x[i]!);
    bounds.maxY = Math.max(bounds.maxY, y[i]!);
  }
  if (count === 0) Object.assign(bounds, { minX: 0, minY: 0, maxX: 100, maxY: 100 });
  const spacing = typicalSpacing(x, y);
  const radius = spacing * 0.42;
  const cell = spacing * 2;
  const grid = new Map<string, number[]>();
  const key = (cx: number, cy: number) => `${cx},${cy}`;
  for (let i = 0; i < count; i++) {
    const k = key(Math.floor(x[i]! / cell), Math.floor(y[i]! / cell));
    const list = grid.get(k);
    if (list) list.push(i);
    else grid.set(k, [i]);
  }
  const hit = (px: number, py: number) => {
    const cx = Math.floor(px / cell);
    const cy = Math.floor(py / cell);
    let best = -1;
    let bestD = spacing * 0.6;
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (const i of grid.get(key(cx + dx, cy + dy)) ?? []) {
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
  const sectionBox = new Map<number, { minX: number; maxX: number; minY: number }>();
  for (let i = 0; i < count; i++) {
    const s = seats.section[i]!;
    const box = sectionBox.get(s) ?? { minX: Infinity, maxX: -Infinity, minY: Infinity };
    box.minX = Math.min(box.minX, x[i]!);
    box.maxX = Math.max(box.maxX, x[i]!);
    box.minY = Math.min(box.minY, y[i]!);
    sectionBox.set(s, box);
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
    sectionLabels: [...sectionBox].map(([s, box]) => ({
      name: data.sections[s] ?? '',
      x: (box.minX + box.maxX) / 2,
      y: box.minY - spacing * 1.2,
    })),
  };
}
