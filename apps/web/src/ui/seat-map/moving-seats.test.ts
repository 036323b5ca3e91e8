import { describe, expect, it } from 'vitest';
import { movingSeats } from './moving-seats';
import { packColors, parseColor, rasterSeats } from './raster';
import { SeatLayer } from './seat-layer';
import { buildLayout } from './seat-layout';

/** Three seats in a row, 10 map units apart. */
const layout = buildLayout({
  sections: ['Stalls'],
  rows: ['A'],
  seats: { x: [10, 20, 30], y: [10, 10, 10], section: [0, 0, 0], row: [0, 0, 0], seat: ['1', '2', '3'] },
});
const width = 80;
const height = 40;
const at = (pixels: Uint32Array, x: number, y: number) => pixels[y * width + x]!;
const green = parseColor('#40c057');
const draw = (part: { skip?: Uint8Array; only?: readonly number[] }, tx = 0) => {
  const pixels = new Uint32Array(width * height);
  rasterSeats(pixels, width, height, {
    layout,
    colors: packColors(layout.count, () => '#40c057'),
    selected: new Set([1]),
    view: { scale: 2, tx, ty: 0 },
    ringWidth: 1.5,
    ...part,
  });
  return pixels;
};

describe('a dragged selection', () => {
  it('is the chosen seats once each, marked by index; seats not on the map are left out', () => {
    const m = movingSeats(new SeatLayer(), 3, new Set([2, 0, 7, -1]));
    expect(m.only).toEqual([2, 0]);
    expect([...m.skip]).toEqual([1, 0, 1]);
    expect([m.dx, m.dy]).toEqual([0, 0]);
  });

  it('leaves the map without the dragged seats, and draws them alone on their own layer', () => {
    const moving = movingSeats(new SeatLayer(), 3, new Set([1]));
    const rest = draw({ skip: moving.skip });
    // Seat centres at (20, 20), (40, 20), (60, 20) on screen; the middle one is being dragged.
    expect(at(rest, 20, 20)).toBe(green);
    expect(at(rest, 40, 20)).toBe(0);
    expect(at(rest, 60, 20)).toBe(green);
    const alone = draw({ only: moving.only });
    expect(at(alone, 20, 20)).toBe(0);
    expect(at(alone, 40, 20)).toBe(green);
    expect(at(alone, 60, 20)).toBe(0);
    // Its selection ring goes with it: drawn round the dragged seat, not left behind.
    expect(alone.some((p, i) => p !== 0 && Math.abs((i % width) - 40) > 3)).toBe(true);
    expect(
      rest.slice(10 * width, 30 * width).every((p, i) => p === 0 || Math.abs((i % width) - 40) > 6),
    ).toBe(true);
  });

  it('moves on screen with the layer: shifted by the drag distance, the picture is the same', () => {
    const moving = movingSeats(new SeatLayer(), 3, new Set([1]));
    // Dragged 5 map units right at scale 2: 10 pixels.
    const shifted = draw({ only: moving.only }, 10);
    expect(at(shifted, 50, 20)).toBe(green);
    expect(at(shifted, 36, 20)).toBe(0);
  });
});
