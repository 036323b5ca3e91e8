import type { MapPoint } from './map';

/**
 * Geometry of a block of seats, for the designer's rotate, curve and skew: each builds a
 * point transform from the block's points, so the same transform moves the seats and the
 * table tops among them. Pure; the designer rounds the results to tenths.
 */
export type PointTransform = (p: MapPoint) => MapPoint;

/** The middle of the points' box (the block's centre), or the origin for none. */
export function centreOf(points: readonly MapPoint[]): MapPoint {
  if (points.length === 0) return { x: 0, y: 0 };
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (const p of points) {
    minX = Math.min(minX, p.x);
    maxX = Math.max(maxX, p.x);
    minY = Math.min(minY, p.y);
    maxY = Math.max(maxY, p.y);
  }
  return { x: (minX + maxX) / 2, y: (minY + maxY) / 2 };
}

/** Turns the block about its centre by `degrees` (clockwise on screen, where y points down). */
export function rotation(points: readonly MapPoint[], degrees: number): PointTransform {
  const c = centreOf(points);
  const a = (degrees * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  return (p) => {
    const dx = p.x - c.x;
    const dy = p.y - c.y;
    return { x: c.x + dx * cos - dy * sin, y: c.y + dx * sin + dy * cos };
  };
}

/**
 * Leans the block sideways: each point moves along x by `factor` times its distance below the
 * centre, so rows further back shift further (a factor of 0.5 moves a row 10 units back by 5).
 */
export function skew(points: readonly MapPoint[], factor: number): PointTransform {
  const c = centreOf(points);
  return (p) => ({ x: p.x + factor * (p.y - c.y), y: p.y });
}

/**
 * Bends the block into an arc facing the stage (up): a point at the block's left or right edge
 * moves up by `depth` units, the middle stays, and in between by the square of the distance
 * from the middle (a parabola); x stays. A negative depth bends the other way.
 */
export function curve(points: readonly MapPoint[], depth: number): PointTransform {
  const c = centreOf(points);
  let half = 0;
  for (const p of points) half = Math.max(half, Math.abs(p.x - c.x));
  if (half === 0) return (p) => ({ x: p.x, y: p.y });
  return (p) => {
    const t = (p.x - c.x) / half;
    return { x: p.x, y: p.y - depth * t * t };
  };
}
