import type { SeatLayer } from './seat-layer';

/**
 * A selection being dragged on the seat map: drawn on its own cached layer shifted by (dx, dy)
 * map units over the map drawn once without it, so a pointer move changes two numbers and the
 * frame is two image copies. Nothing is laid out again until the seats are let go.
 */
export interface MovingSeats {
  layer: SeatLayer;
  /** 1 for each dragged seat, by seat index. */
  skip: Uint8Array;
  /** The dragged seats' indexes. */
  only: readonly number[];
  dx: number;
  dy: number;
}

/** The chosen seats of a map of `count` seats, ready to be dragged (indexes outside are left out). */
export function movingSeats(layer: SeatLayer, count: number, chosen: ReadonlySet<number>): MovingSeats {
  const skip = new Uint8Array(count);
  const only: number[] = [];
  for (const i of chosen) {
    if (i < 0 || i >= count || skip[i]) continue;
    skip[i] = 1;
    only.push(i);
  }
  return { layer, skip, only, dx: 0, dy: 0 };
}
