import type { MapPoint, SeatMapDefinition } from './map';

/**
 * What a map holds besides seats: tables (a row whose seats sit around a table top), GA areas
 * drawn as polygons, and drawn shapes (the stage, walls, text labels). All in the map's units.
 */
export const tableShapes = ['round', 'rect'] as const;
export type TableShape = (typeof tableShapes)[number];

/** A table top; (x, y) is its centre. A round table's width is its diameter. */
export interface MapTable {
  shape: TableShape;
  x: number;
  y: number;
  width: number;
  height: number;
}

export const shapeKinds = ['stage', 'wall', 'label'] as const;
export type ShapeKind = (typeof shapeKinds)[number];

/**
 * A drawn shape: a stage is a polygon (3 or more points), a wall a line through 2 or more
 * points, a label a text at one point.
 */
export interface MapShape {
  kind: ShapeKind;
  points: MapPoint[];
  text?: string | null;
}

/** Most shapes and polygon points a map may hold. */
export const maxMapShapes = 500;
export const maxShapePoints = 200;
export const maxLabelLength = 80;
export const maxTableSeats = 40;

/** The smallest number of points each kind of shape needs. */
export const minShapePoints: Record<ShapeKind, number> = { stage: 3, wall: 2, label: 1 };

const finite = (p: MapPoint) => Number.isFinite(p.x) && Number.isFinite(p.y);

/** Whether a list of points makes a polygon (or line) the map can draw. */
export function validPoints(points: readonly MapPoint[], min: number): boolean {
  return points.length >= min && points.length <= maxShapePoints && points.every(finite);
}

export function validTable(table: MapTable): boolean {
  return (
    (tableShapes as readonly string[]).includes(table.shape) &&
    [table.x, table.y, table.width, table.height].every(Number.isFinite) &&
    table.width > 0 &&
    table.height > 0
  );
}

/** The field a shape's problem is reported on, or null when the shape is fine. */
export function shapeProblem(shape: MapShape): string | null {
  if (!(shapeKinds as readonly string[]).includes(shape.kind)) return 'shape';
  if (!validPoints(shape.points, minShapePoints[shape.kind])) return 'points';
  if (shape.kind === 'label') {
    const text = shape.text?.trim() ?? '';
    if (text.length === 0 || text.length > maxLabelLength) return 'text';
  }
  return null;
}

/** Whether (x, y) is inside a polygon (even-odd rule). */
export function insidePolygon(points: readonly MapPoint[], x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const a = points[i]!;
    const b = points[j]!;
    if (a.y > y !== b.y > y && x < ((b.x - a.x) * (y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** The smallest rectangle around some points. */
export function boundsOfPoints(points: readonly MapPoint[]) {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

const round = (v: number) => Math.round(v * 10) / 10;

/**
 * Where `count` seats sit around a table, `spacing` apart at least (the map's seat spacing):
 * around a round table on a ring from the top clockwise, around a rectangular one evenly along
 * its edge, half a spacing out, from the top left clockwise.
 */
export function tableSeatPoints(table: MapTable, count: number, spacing: number): MapPoint[] {
  if (count <= 0) return [];
  if (table.shape === 'round') {
    const ring = Math.max(table.width / 2 + spacing * 0.6, (count * spacing) / (2 * Math.PI));
    return Array.from({ length: count }, (_, k) => {
      const angle = -Math.PI / 2 + (2 * Math.PI * k) / count;
      return { x: round(table.x + ring * Math.cos(angle)), y: round(table.y + ring * Math.sin(angle)) };
    });
  }
  const w = table.width + spacing * 1.2;
  const h = table.height + spacing * 1.2;
  const perimeter = 2 * (w + h);
  const left = table.x - w / 2;
  const top = table.y - h / 2;
  return Array.from({ length: count }, (_, k) => {
    let d = (perimeter * (k + 0.5)) / count;
    if (d < w) return { x: round(left + d), y: round(top) };
    d -= w;
    if (d < h) return { x: round(left + w), y: round(top + d) };
    d -= h;
    if (d < w) return { x: round(left + w - d), y: round(top + h) };
    d -= w;
    return { x: round(left), y: round(top + h - d) };
  });
}

/** The size of a table that seats `count` people comfortably, for the designer's default. */
export function tableSizeFor(shape: TableShape, count: number, spacing: number) {
  if (shape === 'round') {
    const d = Math.max(spacing * 1.5, (count * spacing) / Math.PI - spacing * 1.2);
    return { width: round(d), height: round(d) };
  }
  const long = Math.max(spacing * 1.5, (Math.ceil(count / 2) - 0.5) * spacing);
  return { width: round(long), height: round(spacing * 1.5) };
}

/** What the seat map draws besides seats, as the shop and the box office receive it. */
export interface MapDrawing {
  shapes: MapShape[];
  tables: MapTable[];
  areas: { name: string; points: MapPoint[] }[];
}

/** The drawing of a map: its shapes, its tables, its GA areas with their polygons. */
export function mapDrawingOf(map: SeatMapDefinition): MapDrawing {
  const tables: MapTable[] = [];
  for (const section of map.sections) for (const row of section.rows) if (row.table) tables.push(row.table);
  return {
    shapes: map.shapes ?? [],
    tables,
    areas: map.gaAreas.flatMap((a) => (a.polygon?.length ? [{ name: a.name, points: a.polygon }] : [])),
  };
}
