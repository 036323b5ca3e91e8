import { drawElements, drawSketch, type Sketch } from './draw-elements';
import type { MovingSeats } from './moving-seats';
import type { SeatLayer } from './seat-layer';
import type { SeatLayout } from './seat-layout';
import type { View } from './view';

export interface Frame {
  layer: SeatLayer;
  layout: SeatLayout;
  colors: Uint32Array;
  selected: ReadonlySet<number>;
  hover: number;
  view: View;
  width: number;
  height: number;
  dpr: number;
  box: { x0: number; y0: number; x1: number; y1: number } | null;
  /**
   * A selection being dragged: the map is drawn without it (cached once) and the selection on
   * its own cached layer, shifted by (dx, dy) map units, so a drag frame is two image copies.
   */
  moving?: MovingSeats | null;
  /** Points being placed with the pointer, and where the pointer is (map units). */
  sketch?: Sketch | null;
  pointer?: { x: number; y: number } | null;
  /** How a GA area's name is shown on the map (with its places left in the shop). */
  areaLabel?: (name: string) => string;
}

/**
 * Draws one frame: the cached seat layer (see SeatLayer), then what changes on its own — the
 * hovered seat's ring, section names and the box being dragged. Returns the milliseconds it took.
 */
export function drawFrame(ctx: CanvasRenderingContext2D, f: Frame): number {
  const started = performance.now();
  const { view, dpr, layout } = f;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  if (layout.drawing) drawElements(ctx, layout.drawing, view, dpr, f.areaLabel ?? ((name) => name));
  const m = f.moving;
  if (m) {
    f.layer.paint(ctx, { ...f, skip: m.skip });
    const shifted = { ...view, tx: view.tx + m.dx * view.scale, ty: view.ty + m.dy * view.scale };
    m.layer.paint(ctx, { ...f, view: shifted, only: m.only });
  } else f.layer.paint(ctx, f);
  if (f.hover >= 0) {
    ctx.setTransform(dpr * view.scale, 0, 0, dpr * view.scale, dpr * view.tx, dpr * view.ty);
    ctx.lineWidth = Math.max(layout.radius * 0.35, 1.5 / view.scale);
    ctx.beginPath();
    ctx.arc(layout.x[f.hover]!, layout.y[f.hover]!, layout.radius * 1.6, 0, Math.PI * 2);
    ctx.strokeStyle = '#f08c00';
    ctx.stroke();
  }
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  // Section names stay readable at any zoom.
  ctx.fillStyle = '#495057';
  ctx.font = '600 12px system-ui, sans-serif';
  ctx.textAlign = 'center';
  for (const label of layout.sectionLabels) {
    const sx = label.x * view.scale + view.tx;
    const sy = label.y * view.scale + view.ty;
    if (sx > -100 && sx < f.width + 100 && sy > -20 && sy < f.height + 20) ctx.fillText(label.name, sx, sy);
  }
  if (f.sketch) drawSketch(ctx, f.sketch, f.pointer ?? null, view, dpr);
  if (f.box) {
    const { x0, y0, x1, y1 } = f.box;
    ctx.fillStyle = 'rgba(34, 139, 230, 0.12)';
    ctx.strokeStyle = '#228be6';
    ctx.lineWidth = 1;
    ctx.fillRect(Math.min(x0, x1), Math.min(y0, y1), Math.abs(x1 - x0), Math.abs(y1 - y0));
    ctx.strokeRect(Math.min(x0, x1), Math.min(y0, y1), Math.abs(x1 - x0), Math.abs(y1 - y0));
  }
  return performance.now() - started;
}
