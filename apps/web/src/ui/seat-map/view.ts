/** Pan and zoom: screen = world × scale + offset. */
export interface View {
  scale: number;
  tx: number;
  ty: number;
}

export function fitView(
  bounds: { minX: number; minY: number; maxX: number; maxY: number },
  width: number,
  height: number,
  margin = 32,
): View {
  const w = Math.max(1, bounds.maxX - bounds.minX);
  const h = Math.max(1, bounds.maxY - bounds.minY);
  const scale = Math.max(0.01, Math.min((width - 2 * margin) / w, (height - 2 * margin) / h));
  return {
    scale,
    tx: (width - w * scale) / 2 - bounds.minX * scale,
    ty: (height - h * scale) / 2 - bounds.minY * scale,
  };
}

/** Zooms by `factor` keeping the world point under (sx, sy) where it is. */
export function zoomAt(view: View, factor: number, sx: number, sy: number): View {
  const scale = Math.min(200, Math.max(0.01, view.scale * factor));
  const k = scale / view.scale;
  return { scale, tx: sx - (sx - view.tx) * k, ty: sy - (sy - view.ty) * k };
}

export const toWorld = (view: View, sx: number, sy: number) => ({
  x: (sx - view.tx) / view.scale,
  y: (sy - view.ty) / view.scale,
});
