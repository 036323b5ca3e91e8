import type { SeatLayout } from './seat-layout';

/**
 * Seats drawn straight into pixels. Filling one canvas path of 20,000 circles costs Chromium's
 * software rasteriser about 50 ms a frame; writing the covered pixels of each seat into an
 * ImageData costs a few milliseconds, because a seat on screen is a handful of pixels and each
 * one is touched once. Colours are packed as the canvas stores them (little-endian RGBA).
 */

/** A colour as one 32-bit pixel of an ImageData viewed as Uint32Array (alpha in the top byte). */
export type Packed = number;

const pack = (r: number, g: number, b: number, a = 255): Packed =>
  ((a << 24) | (b << 16) | (g << 8) | r) >>> 0;

let probe: CanvasRenderingContext2D | null | undefined;

/** What a browser makes of any other CSS colour, read back from a one-pixel canvas. */
function resolveCss(css: string): Packed {
  if (probe === undefined) {
    try {
      probe = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
    } catch {
      probe = null;
    }
  }
  if (!probe) return pack(134, 142, 150);
  probe.clearRect(0, 0, 1, 1);
  probe.fillStyle = css;
  probe.fillRect(0, 0, 1, 1);
  const [r, g, b, a] = probe.getImageData(0, 0, 1, 1).data;
  return pack(r!, g!, b!, a!);
}

const parsed = new Map<string, Packed>();

/** #rgb, #rrggbb and #rrggbbaa directly; anything else through the browser. */
export function parseColor(css: string): Packed {
  const known = parsed.get(css);
  if (known !== undefined) return known;
  let value: Packed;
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(css.trim())?.[1];
  if (hex?.length === 3) {
    const [r, g, b] = [...hex].map((c) => Number.parseInt(c + c, 16)) as [number, number, number];
    value = pack(r, g, b);
  } else if (hex) {
    const byte = (k: number) => Number.parseInt(hex.slice(k, k + 2), 16);
    value = pack(byte(0), byte(2), byte(4), hex.length === 8 ? byte(6) : 255);
  } else value = resolveCss(css);
  parsed.set(css, value);
  return value;
}

/** One packed colour per seat, from the map's colouring rule. */
export function packColors(count: number, colorOf: (i: number) => string): Uint32Array {
  const out = new Uint32Array(count);
  let lastCss = '';
  let lastPacked = 0;
  for (let i = 0; i < count; i++) {
    const css = colorOf(i);
    if (css !== lastCss) {
      lastCss = css;
      lastPacked = parseColor(css);
    }
    out[i] = lastPacked;
  }
  return out;
}

/** Lays `color` with `coverage` (0–1) over the pixel at `at` (source-over, straight alpha). */
function blend(pixels: Uint32Array, at: number, color: Packed, coverage: number): void {
  if (coverage === 1 && color >>> 24 === 255) {
    pixels[at] = color;
    return;
  }
  const sa = ((color >>> 24) / 255) * coverage;
  const dst = pixels[at]!;
  const da = (dst >>> 24) / 255;
  if (da === 0) {
    pixels[at] = ((Math.round(sa * 255) << 24) | (color & 0xffffff)) >>> 0;
    return;
  }
  const oa = sa + da * (1 - sa);
  const k = (da * (1 - sa)) / oa;
  const s = sa / oa;
  const r = (color & 0xff) * s + (dst & 0xff) * k;
  const g = ((color >>> 8) & 0xff) * s + ((dst >>> 8) & 0xff) * k;
  const b = ((color >>> 16) & 0xff) * s + ((dst >>> 16) & 0xff) * k;
  pixels[at] = pack(Math.round(r), Math.round(g), Math.round(b), Math.round(oa * 255));
}

/**
 * A disc (or, with `inner` > 0, a ring) centred on (cx, cy) in pixels, anti-aliased by how far
 * each pixel centre is from the edge.
 */
function disc(
  pixels: Uint32Array,
  width: number,
  clip: Clip,
  cx: number,
  cy: number,
  outer: number,
  inner: number,
  color: Packed,
): void {
  const x0 = Math.max(clip.x0, Math.floor(cx - outer - 0.5));
  const x1 = Math.min(clip.x1 - 1, Math.ceil(cx + outer + 0.5));
  const y0 = Math.max(clip.y0, Math.floor(cy - outer - 0.5));
  const y1 = Math.min(clip.y1 - 1, Math.ceil(cy + outer + 0.5));
  const solidOuter = outer - 0.5;
  const solidOuter2 = solidOuter > 0 ? solidOuter * solidOuter : -1;
  const reach2 = (outer + 0.5) * (outer + 0.5);
  // A ring leaves its middle alone: pixels closer than inner - 0.5 get nothing.
  const hole = inner - 0.5;
  const hole2 = inner > 0 && hole > 0 ? hole * hole : -1;
  const solidInner2 = inner > 0 ? (inner + 0.5) * (inner + 0.5) : -1;
  for (let py = y0; py <= y1; py++) {
    const dy = py + 0.5 - cy;
    const dy2 = dy * dy;
    const row = py * width;
    for (let px = x0; px <= x1; px++) {
      const dx = px + 0.5 - cx;
      const d2 = dx * dx + dy2;
      if (d2 >= reach2 || d2 <= hole2) continue;
      let coverage: number;
      if (d2 <= solidOuter2 && d2 >= solidInner2) coverage = 1;
      else {
        const d = Math.sqrt(d2);
        coverage = Math.min(1, outer + 0.5 - d);
        if (inner > 0) coverage -= Math.max(0, Math.min(1, inner + 0.5 - d));
        if (coverage <= 0) continue;
      }
      blend(pixels, row + px, color, coverage);
    }
  }
}

/** Where and how big seats land: device pixel = world × scale + offset. */
export interface RasterView {
  scale: number;
  tx: number;
  ty: number;
}

export interface RasterInput {
  layout: SeatLayout;
  colors: Uint32Array;
  selected: ReadonlySet<number>;
  view: RasterView;
  /** Width of the selection ring in device pixels. */
  ringWidth: number;
  /** Seats left out (1 = not drawn, nor their ring): the map under a dragged selection. */
  skip?: Uint8Array | null;
  /** Only these seats are drawn (a dragged selection on its own layer). */
  only?: readonly number[] | null;
}

export const ringColor = parseColor('#101113');

/** Seat radius on screen never drops below this, so a whole arena stays visible zoomed out. */
const minRadius = 0.75;

/** Sub-pixel positions a small seat is snapped to, per axis. */
const phases = 4;

/** The pixels a small disc touches, relative to its centre pixel, with their coverage. */
interface Stamp {
  dx: Int16Array;
  dy: Int16Array;
  coverage: Float32Array;
}

/**
 * A disc of radius `r` for each of phases² sub-pixel centres, as the list of pixels it covers,
 * so a small seat is a short loop over look-ups instead of a square root per pixel.
 */
function discStamps(r: number): Stamp[] {
  const half = Math.ceil(r + 1);
  const stamps: Stamp[] = [];
  for (let py = 0; py < phases; py++) {
    for (let px = 0; px < phases; px++) {
      const dx: number[] = [];
      const dy: number[] = [];
      const coverage: number[] = [];
      const cx = px / phases;
      const cy = py / phases;
      for (let y = -half; y <= half; y++) {
        for (let x = -half; x <= half; x++) {
          const c = Math.min(1, r + 0.5 - Math.hypot(x + 0.5 - cx, y + 0.5 - cy));
          if (c <= 0) continue;
          dx.push(x);
          dy.push(y);
          coverage.push(c);
        }
      }
      stamps.push({
        dx: Int16Array.from(dx),
        dy: Int16Array.from(dy),
        coverage: Float32Array.from(coverage),
      });
    }
  }
  return stamps;
}

/** Seats larger than this (in pixels) are few on screen and drawn exactly instead of stamped. */
const stampedUpTo = 12;

/** One seat from its stamp, clipped. */
function stamp(
  pixels: Uint32Array,
  width: number,
  clip: Clip,
  s: Stamp,
  ix: number,
  iy: number,
  color: Packed,
) {
  const { dx, dy, coverage } = s;
  const inside = ix - 16 >= clip.x0 && iy - 16 >= clip.y0 && ix + 16 < clip.x1 && iy + 16 < clip.y1;
  for (let k = 0; k < dx.length; k++) {
    const px = ix + dx[k]!;
    const py = iy + dy[k]!;
    if (!inside && (px < clip.x0 || py < clip.y0 || px >= clip.x1 || py >= clip.y1)) continue;
    const at = py * width + px;
    const c = coverage[k]!;
    // Most pixels are either inside the seat or on empty background: no blending to do.
    if (c === 1) pixels[at] = color;
    else if (pixels[at] === 0) pixels[at] = ((Math.round(c * 255) << 24) | (color & 0xffffff)) >>> 0;
    else blend(pixels, at, color, c);
  }
}

/** A rectangle of the buffer, in pixels: x0, y0 included, x1, y1 not. */
export interface Clip {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * Draws every seat that falls inside `clip` (the whole width × height buffer when left out,
 * which is cleared first), then a ring round each selected seat. Pixels outside the clip are
 * left alone, so a cleared strip drawn again comes out exactly as a full drawing would.
 */
export function rasterSeats(
  pixels: Uint32Array,
  width: number,
  height: number,
  input: RasterInput,
  clip: Clip = { x0: 0, y0: 0, x1: width, y1: height },
): void {
  if (clip.x0 === 0 && clip.y0 === 0 && clip.x1 === width && clip.y1 === height) pixels.fill(0);
  const { layout, colors, view } = input;
  const r = Math.max(minRadius, layout.radius * view.scale);
  const { x, y, count } = layout;
  const stamps = r <= stampedUpTo ? discStamps(r) : null;
  const reach = r + 1;
  const { skip, only } = input;
  const n = only ? only.length : count;
  for (let k = 0; k < n; k++) {
    const i = only ? only[k]! : k;
    if (i >= count || skip?.[i]) continue;
    const cx = x[i]! * view.scale + view.tx;
    const cy = y[i]! * view.scale + view.ty;
    if (cx < clip.x0 - reach || cy < clip.y0 - reach || cx > clip.x1 + reach || cy > clip.y1 + reach)
      continue;
    const color = colors[i]!;
    if (!stamps || color >>> 24 !== 255) {
      disc(pixels, width, clip, cx, cy, r, 0, color);
      continue;
    }
    const ix = Math.floor(cx);
    const iy = Math.floor(cy);
    const phase =
      Math.min(phases - 1, Math.floor((cy - iy) * phases)) * phases +
      Math.min(phases - 1, Math.floor((cx - ix) * phases));
    stamp(pixels, width, clip, stamps[phase]!, ix, iy, color);
  }
  if (input.selected.size === 0) return;
  const ring = layout.radius * 1.25 * view.scale;
  const half = input.ringWidth / 2;
  const ringReach = ring + half + 1;
  for (const i of input.selected) {
    if (i < 0 || i >= count || skip?.[i]) continue;
    const cx = x[i]! * view.scale + view.tx;
    const cy = y[i]! * view.scale + view.ty;
    if (cx < clip.x0 - ringReach || cy < clip.y0 - ringReach) continue;
    if (cx > clip.x1 + ringReach || cy > clip.y1 + ringReach) continue;
    disc(pixels, width, clip, cx, cy, ring + half, Math.max(0, ring - half), ringColor);
  }
}

/**
 * Moves the picture in a width × height buffer by (sx, sy) whole pixels and clears what it
 * uncovers; returns the uncovered strips (to draw again), at most one across and one down.
 */
export function scrollPixels(
  pixels: Uint32Array,
  width: number,
  height: number,
  sx: number,
  sy: number,
): Clip[] {
  if (Math.abs(sx) >= width || Math.abs(sy) >= height) {
    pixels.fill(0);
    return [{ x0: 0, y0: 0, x1: width, y1: height }];
  }
  const from = Math.max(0, -sx);
  const to = width - Math.max(0, sx);
  // Rows are copied in the order that never reads a row already overwritten.
  const rowsDown = sy > 0;
  for (let k = 0; k < height; k++) {
    const y = rowsDown ? height - 1 - k : k;
    const source = y - sy;
    if (source < 0 || source >= height) {
      pixels.fill(0, y * width, (y + 1) * width);
      continue;
    }
    pixels.copyWithin(y * width + from + sx, source * width + from, source * width + to);
    if (sx > 0) pixels.fill(0, y * width, y * width + sx);
    else if (sx < 0) pixels.fill(0, (y + 1) * width + sx, (y + 1) * width);
  }
  const strips: Clip[] = [];
  if (sy > 0) strips.push({ x0: 0, y0: 0, x1: width, y1: sy });
  if (sy < 0) strips.push({ x0: 0, y0: height + sy, x1: width, y1: height });
  const y0 = Math.max(0, sy);
  const y1 = height + Math.min(0, sy);
  if (sx > 0) strips.push({ x0: 0, y0, x1: sx, y1 });
  if (sx < 0) strips.push({ x0: width + sx, y0, x1: width, y1 });
  return strips;
}
