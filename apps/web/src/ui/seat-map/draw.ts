import type { SeatLayout } from './seat-layout';
import type { View } from './view';

/** Seats grouped by colour as one path each, so a frame is a handful of fills, not 20,000. */
export function buildColorPaths(
  layout: SeatLayout,
  colorOf: (i: number) => string,
  shape: 'circle' | 'square',
): Map<string, Path2D> {
  const paths = new Map<string, Path2D>();
  const r = layout.radius;
  for (let i = 0; i < layout.count; i++) {
    const color = colorOf(i);
    let path = paths.get(color);
    if (!path) {
      path = new Path2D();
      paths.set(color, path);
    }
    // Zoomed out, a seat is a few pixels: squares look the same and raster far faster.
    if (shape === 'square') path.rect(layout.x[i]! - r, layout.y[i]! - r, 2 * r, 2 * r);
    else {
      path.moveTo(layout.x[i]! + r, layout.y[i]!);
      path.arc(layout.x[i]!, layout.y[i]!, r, 0, Math.PI * 2);
    }
  }
  return paths;
}

export function buildSelectionPath(layout: SeatLayout, selected: ReadonlySet<number>): Path2D {
  const path = new Path2D();
  const r = layout.radius * 1.25;
  for (const i of selected) {
    path.moveTo(layout.x[i]! + r, layout.y[i]!);
    path.arc(layout.x[i]!, layout.y[i]!, r, 0, Math.PI * 2);
  }
  return path;
}

export interface Frame {
  layout: SeatLayout;
  colors: Map<string, Path2D>;
  selection: Path2D;
  hover: number;
  view: View;
  width: number;
  height: number;
  dpr: number;
  box: { x0: number; y0: number; x1: number; y1: number } | null;
}

/** Draws one frame; returns how long it took in milliseconds. */
export function drawFrame(ctx: CanvasRenderingContext2D, f: Frame): number {
  const started = performance.now();
  const { view, dpr, layout } = f;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.clearRect(0, 0, f.width, f.height);
  ctx.setTransform(dpr * view.scale, 0, 0, dpr * view.scale, dpr * view.tx, dpr * view.ty);
  for (const [color, path] of f.colors) {
    ctx.fillStyle = color;
    ctx.fill(path);
  }
  ctx.lineWidth = Math.max(layout.radius * 0.35, 1.5 / view.scale);
  ctx.strokeStyle = '#101113';
  ctx.stroke(f.selection);
  if (f.hover >= 0) {
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
