import { rasterSeats, scrollPixels } from './raster';
import type { SeatLayout } from './seat-layout';
import type { View } from './view';

export interface LayerInput {
  layout: SeatLayout;
  colors: Uint32Array;
  selected: ReadonlySet<number>;
  view: View;
  /** Canvas size in CSS pixels, and device pixels per CSS pixel. */
  width: number;
  height: number;
  dpr: number;
  /** Seats this layer leaves out, or the only seats it draws (see RasterInput). */
  skip?: Uint8Array | null;
  only?: readonly number[] | null;
}

/** How far past each edge of the canvas the layer is drawn, in CSS pixels: the pan allowance. */
const margin = 192;

/**
 * The seats and selection rings as one cached bitmap, a little larger than the canvas. A pan
 * only moves the bitmap (one image copy); when it runs past the margin the pixels are moved
 * and only the uncovered strips are drawn. The whole bitmap is drawn again when the zoom, the
 * seats, their colours or the selection change.
 */
export class SeatLayer {
  private canvas: HTMLCanvasElement | null = null;
  private image: ImageData | null = null;
  private pixels: Uint32Array | null = null;
  private drawn: {
    layout: SeatLayout;
    colors: Uint32Array;
    selected: ReadonlySet<number>;
    skip: Uint8Array | null;
    only: readonly number[] | null;
    scale: number;
    dpr: number;
    /** Device-pixel offset of world (0, 0) in the layer. */
    tx: number;
    ty: number;
  } | null = null;
  /** Milliseconds the last raster took, 0 when the last paint only moved the bitmap. */
  lastRasterMs = 0;

  /** Draws the seats for `input.view` on `ctx` (identity transform, device pixels). */
  paint(ctx: CanvasRenderingContext2D, input: LayerInput): void {
    const { dpr, view } = input;
    const w = Math.round((input.width + 2 * margin) * dpr);
    const h = Math.round((input.height + 2 * margin) * dpr);
    const scale = view.scale * dpr;
    const tx = view.tx * dpr;
    const ty = view.ty * dpr;
    const d = this.drawn;
    const m = margin * dpr;
    let dx = d ? Math.round(tx - d.tx) : 0;
    let dy = d ? Math.round(ty - d.ty) : 0;
    const same =
      d !== null &&
      this.image?.width === w &&
      this.image.height === h &&
      d.layout === input.layout &&
      d.colors === input.colors &&
      d.selected === input.selected &&
      d.skip === (input.skip ?? null) &&
      d.only === (input.only ?? null) &&
      d.scale === scale &&
      d.dpr === dpr;
    const covered = dx <= 0 && dy <= 0 && dx >= -2 * m && dy >= -2 * m;
    this.lastRasterMs = 0;
    if (!same || !covered) {
      const started = performance.now();
      const raster = {
        layout: input.layout,
        colors: input.colors,
        selected: input.selected,
        view: { scale, tx: tx + m, ty: ty + m },
        ringWidth: Math.max(input.layout.radius * 0.35 * view.scale, 1.5) * dpr,
        skip: input.skip ?? null,
        only: input.only ?? null,
      };
      if (same && d) {
        // Panned past the margin: move the picture by whole pixels and draw only the strips
        // it uncovered.
        const sx = Math.round(tx + m - d.tx);
        const sy = Math.round(ty + m - d.ty);
        raster.view.tx = d.tx + sx;
        raster.view.ty = d.ty + sy;
        for (const strip of scrollPixels(this.pixels!, w, h, sx, sy))
          rasterSeats(this.pixels!, w, h, raster, strip);
      } else {
        if (!this.canvas) this.canvas = document.createElement('canvas');
        if (this.image?.width !== w || this.image.height !== h) {
          this.canvas.width = w;
          this.canvas.height = h;
          this.image = new ImageData(w, h);
          this.pixels = new Uint32Array(this.image.data.buffer);
        }
        rasterSeats(this.pixels!, w, h, raster);
      }
      this.canvas!.getContext('2d')!.putImageData(this.image!, 0, 0);
      this.drawn = {
        layout: input.layout,
        colors: input.colors,
        selected: input.selected,
        skip: raster.skip,
        only: raster.only,
        scale,
        dpr,
        tx: raster.view.tx,
        ty: raster.view.ty,
      };
      dx = Math.round(tx - raster.view.tx);
      dy = Math.round(ty - raster.view.ty);
      this.lastRasterMs = performance.now() - started;
    }
    ctx.drawImage(this.canvas!, dx, dy);
  }
}
