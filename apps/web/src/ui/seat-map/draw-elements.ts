import type { MapDrawing, MapPoint } from '@tessera/domain';
import type { View } from './view';

const path = (ctx: CanvasRenderingContext2D, points: readonly MapPoint[], close: boolean) => {
  ctx.beginPath();
  points.forEach((p, i) => {
    if (i === 0) ctx.moveTo(p.x, p.y);
    else ctx.lineTo(p.x, p.y);
  });
  if (close) ctx.closePath();
};

const centre = (points: readonly MapPoint[]) => ({
  x: points.reduce((s, p) => s + p.x, 0) / points.length,
  y: points.reduce((s, p) => s + p.y, 0) / points.length,
});

/**
 * Draws what a map holds besides seats, under the seats: GA areas (tinted polygons with their
 * names), the stage, walls, table tops and text labels. Names stay readable at any zoom.
 */
export function drawElements(
  ctx: CanvasRenderingContext2D,
  drawing: MapDrawing,
  view: View,
  dpr: number,
  areaLabel: (name: string) => string,
): void {
  ctx.setTransform(dpr * view.scale, 0, 0, dpr * view.scale, dpr * view.tx, dpr * view.ty);
  const hair = 1.5 / view.scale;
  for (const area of drawing.areas) {
    path(ctx, area.points, true);
    ctx.fillStyle = 'rgba(18, 184, 134, 0.16)';
    ctx.fill();
    ctx.strokeStyle = '#099268';
    ctx.lineWidth = hair;
    ctx.stroke();
  }
  for (const shape of drawing.shapes) {
    if (shape.kind === 'stage') {
      path(ctx, shape.points, true);
      ctx.fillStyle = '#495057';
      ctx.fill();
    } else if (shape.kind === 'wall') {
      path(ctx, shape.points, false);
      ctx.strokeStyle = '#343a40';
      ctx.lineWidth = Math.max(hair * 2, 2);
      ctx.stroke();
    }
  }
  for (const table of drawing.tables) {
    ctx.beginPath();
    if (table.shape === 'round')
      ctx.ellipse(table.x, table.y, table.width / 2, table.height / 2, 0, 0, Math.PI * 2);
    else ctx.rect(table.x - table.width / 2, table.y - table.height / 2, table.width, table.height);
    ctx.fillStyle = '#e9d8c4';
    ctx.fill();
    ctx.strokeStyle = '#8c6d46';
    ctx.lineWidth = hair;
    ctx.stroke();
  }
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const at = (p: MapPoint) => ({ x: p.x * view.scale + view.tx, y: p.y * view.scale + view.ty });
  ctx.font = '600 12px system-ui, sans-serif';
  for (const area of drawing.areas) {
    const c = at(centre(area.points));
    ctx.fillStyle = '#087f5b';
    ctx.fillText(areaLabel(area.name), c.x, c.y);
  }
  for (const shape of drawing.shapes) {
    if (shape.kind === 'wall' || !shape.text) continue;
    const c = at(centre(shape.points));
    ctx.fillStyle = shape.kind === 'stage' ? '#ffffff' : '#212529';
    ctx.fillText(shape.text, c.x, c.y);
  }
  ctx.textBaseline = 'alphabetic';
}

/** Widens seat bounds to hold the drawing too, so fitting the map shows the stage and areas. */
export function boundsWithDrawing(
  bounds: { minX: number; minY: number; maxX: number; maxY: number },
  drawing: MapDrawing | null | undefined,
  empty: boolean,
) {
  if (!drawing) return bounds;
  const points: MapPoint[] = [
    ...drawing.shapes.flatMap((s) => s.points),
    ...drawing.areas.flatMap((a) => a.points),
    ...drawing.tables.flatMap((t) => [
      { x: t.x - t.width / 2, y: t.y - t.height / 2 },
      { x: t.x + t.width / 2, y: t.y + t.height / 2 },
    ]),
  ];
  if (points.length === 0) return bounds;
  const next = empty ? { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity } : { ...bounds };
  for (const p of points) {
    next.minX = Math.min(next.minX, p.x);
    next.minY = Math.min(next.minY, p.y);
    next.maxX = Math.max(next.maxX, p.x);
    next.maxY = Math.max(next.maxY, p.y);
  }
  return next;
}

/** Points being placed with the pointer: what is drawn before the element is finished. */
export interface Sketch {
  points: readonly MapPoint[];
  /** A closed shape (standing area, stage) also shows the edge back to the first point. */
  closed: boolean;
}

export const sketchColor = '#e8590c';

/**
 * The points placed so far joined in order, a dot on each, and the rubber band from the last
 * one to the pointer (dashed), so the shape is seen before it is finished.
 */
export function drawSketch(
  ctx: CanvasRenderingContext2D,
  sketch: Sketch,
  pointer: MapPoint | null,
  view: View,
  dpr: number,
): void {
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  const at = (p: MapPoint) => ({ x: p.x * view.scale + view.tx, y: p.y * view.scale + view.ty });
  const points = sketch.points.map(at);
  ctx.strokeStyle = sketchColor;
  ctx.lineWidth = 2;
  if (points.length > 1) {
    path(ctx, points, false);
    ctx.stroke();
  }
  const last = points[points.length - 1];
  if (last && pointer) {
    const p = at(pointer);
    ctx.setLineDash([6, 4]);
    ctx.beginPath();
    ctx.moveTo(last.x, last.y);
    ctx.lineTo(p.x, p.y);
    if (sketch.closed && points.length > 1) ctx.lineTo(points[0]!.x, points[0]!.y);
    ctx.stroke();
    ctx.setLineDash([]);
  }
  ctx.fillStyle = sketchColor;
  for (const p of points) {
    ctx.beginPath();
    ctx.arc(p.x, p.y, 4, 0, Math.PI * 2);
    ctx.fill();
  }
}
