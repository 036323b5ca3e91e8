import { describe, expect, it } from 'vitest';
import { packColors, parseColor, rasterSeats, ringColor, scrollPixels } from './raster';
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
const draw = (colors: string[], selected: number[] = [], scale = 2) => {
  const pixels = new Uint32Array(width * height);
  rasterSeats(pixels, width, height, {
    layout,
    colors: packColors(layout.count, (i) => colors[i]!),
    selected: new Set(selected),
    view: { scale, tx: 0, ty: 0 },
    ringWidth: 1.5,
  });
  return pixels;
};

describe('seat pixels', () => {
  it('reads CSS colours the way the canvas stores them', () => {
    const pixels = new Uint8ClampedArray(new Uint32Array([parseColor('#40c057')]).buffer);
    expect([...pixels]).toEqual([0x40, 0xc0, 0x57, 255]);
    expect(parseColor('#fff')).toBe(parseColor('#ffffff'));
  });

  it('paints each seat in its own colour at its place on the map, and nothing between seats', () => {
    const pixels = draw(['#40c057', '#fab005', '#868e96']);
    // Seat centres at (20, 20), (40, 20), (60, 20) on screen.
    expect(at(pixels, 20, 20)).toBe(parseColor('#40c057'));
    expect(at(pixels, 40, 20)).toBe(parseColor('#fab005'));
    expect(at(pixels, 60, 20)).toBe(parseColor('#868e96'));
    expect(at(pixels, 30, 20)).toBe(0);
    expect(at(pixels, 20, 35)).toBe(0);
  });

  it('follows the zoom: seats move apart and grow', () => {
    const near = draw(['#40c057', '#40c057', '#40c057'], [], 2);
    const far = draw(['#40c057', '#40c057', '#40c057'], [], 1);
    expect(at(far, 10, 10)).toBe(parseColor('#40c057'));
    expect(at(far, 20, 10)).toBe(parseColor('#40c057'));
    const covered = (p: Uint32Array) => p.filter((v) => v !== 0).length;
    expect(covered(near)).toBeGreaterThan(3 * covered(far));
  });

  it('rings selected seats in the dark selection colour and leaves the others bare', () => {
    const pixels = draw(['#40c057', '#40c057', '#40c057'], [1]);
    const ringRow = [...Array(width).keys()].map((x) => at(pixels, x, 20));
    // Between seat 1's fill (ends at x 28.4) and seat 2's (starts at 31.6): seat 2's ring.
    const ring = ringRow.slice(28, 31);
    expect(ring.some((v) => (v & 0xffffff) === (ringColor & 0xffffff) && v >>> 24 > 200)).toBe(true);
    const unselected = [...Array(width).keys()].map((x) => at(pixels, x, 20)).slice(10, 16);
    expect(unselected.every((v) => (v & 0xffffff) !== (ringColor & 0xffffff))).toBe(true);
  });

  it('skips seats outside the picture without drawing past its edges', () => {
    const pixels = new Uint32Array(width * height);
    rasterSeats(pixels, width, height, {
      layout,
      colors: packColors(layout.count, () => '#40c057'),
      selected: new Set([0, 1, 2]),
      view: { scale: 4, tx: -60, ty: -30 },
      ringWidth: 2,
    });
    // The first seat is off the left edge; the second and third land at x 20 and 60.
    expect(pixels.length).toBe(width * height);
    expect(at(pixels, 20, 10)).toBe(parseColor('#40c057'));
    expect(at(pixels, 60, 10)).toBe(parseColor('#40c057'));
  });
});

describe('panning past the drawn margin', () => {
  it('moves the picture and draws only the uncovered strips, exactly as a fresh drawing', () => {
    // A block of 12 × 8 seats, some selected, in three colours.
    const xs: number[] = [];
    const ys: number[] = [];
    for (let r = 0; r < 8; r++) {
      for (let c = 0; c < 12; c++) {
        xs.push(c * 7 + (r % 2) * 3);
        ys.push(r * 6);
      }
    }
    const block = buildLayout({
      sections: ['S'],
      rows: ['A'],
      seats: { x: xs, y: ys, section: xs.map(() => 0), row: xs.map(() => 0), seat: xs.map(String) },
    });
    const palette = ['#40c057', '#fab005', '#be4bdb'];
    const input = (tx: number, ty: number) => ({
      layout: block,
      colors: packColors(block.count, (i) => palette[i % 3]!),
      selected: new Set([3, 14, 40, 41]),
      view: { scale: 1.3, tx, ty },
      ringWidth: 1.5,
    });
    const [w, h] = [90, 60];
    for (const [sx, sy] of [
      [17, 0],
      [-23, 9],
      [0, -31],
      [5, 5],
    ] as const) {
      const moved = new Uint32Array(w * h);
      rasterSeats(moved, w, h, input(3.4, 2.2));
      for (const strip of scrollPixels(moved, w, h, sx, sy))
        rasterSeats(moved, w, h, input(3.4 + sx, 2.2 + sy), strip);
      const fresh = new Uint32Array(w * h);
      rasterSeats(fresh, w, h, input(3.4 + sx, 2.2 + sy));
      expect(moved).toEqual(fresh);
    }
  });
});

describe('finding the seat under the pointer', () => {
  it('answers the nearest seat within reach, or none', () => {
    expect(layout.hit(20.5, 10.4)).toBe(1);
    expect(layout.hit(29, 11)).toBe(2);
    expect(layout.hit(15, 30)).toBe(-1);
  });
});
