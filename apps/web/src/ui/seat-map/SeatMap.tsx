import { Box, Group, Paper, SegmentedControl, Text } from '@mantine/core';
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { drawFrame } from './draw';
import type { Sketch } from './draw-elements';
import { type MovingSeats, movingSeats } from './moving-seats';
import { packColors } from './raster';
import { SeatLayer } from './seat-layer';
import type { SeatLayout } from './seat-layout';
import { fitView, toWorld, type View, zoomAt } from './view';
import { ZoomButtons } from './ZoomButtons';

const noSelection: ReadonlySet<number> = new Set();

const sameBounds = (a: SeatLayout['bounds'], b: SeatLayout['bounds']) =>
  a.minX === b.minX && a.minY === b.minY && a.maxX === b.maxX && a.maxY === b.maxY;

export type Tool = 'select' | 'pan';

export interface SeatMapProps {
  layout: SeatLayout;
  colorOf: (i: number) => string;
  /** Changes whenever colorOf would answer differently. */
  colorKey: string | number;
  selected?: ReadonlySet<number>;
  onSelectionChange?: (next: Set<number>) => void;
  describe: (i: number) => ReactNode;
  height?: number;
  label: string;
  /** Keep the user's pan and zoom when the seats move (the designer); fit only on demand. */
  keepView?: boolean;
  /**
   * Dragging a selected seat moves the selection (the designer). While the pointer moves, the
   * selection is drawn shifted on its own layer (no new layout per move); when it is let go
   * this is called once with the distance in map units.
   */
  onMoveSelected?: (dx: number, dy: number) => void;
  /**
   * While set, a click (no drag) on the map gives its point in map units instead of choosing
   * seats: the designer places element corners and positions with the pointer.
   */
  onPlace?: (point: { x: number; y: number }) => void;
  /** The points placed so far, drawn with a rubber band to the pointer until the shape is done. */
  sketch?: Sketch | null;
}

/**
 * The seat map shared by the back office and the shop: one canvas (never a DOM node per
 * seat), pan and zoom, hover details, click and box select, and painting: hold Shift and
 * move over seats to add them, Shift+E to erase. Seats are drawn into a cached bitmap
 * (SeatLayer), so a pan frame is one image copy.
 */
export function SeatMap({
  layout,
  colorOf,
  colorKey,
  selected,
  onSelectionChange,
  describe,
  height = 560,
  label,
  keepView = false,
  onMoveSelected,
  onPlace,
  sketch = null,
}: SeatMapProps) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [width, setWidth] = useState(800);
  const [hover, setHover] = useState<{ i: number; sx: number; sy: number } | null>(null);
  const [tool, setTool] = useState<Tool>('select');
  // What moves with every pointer event lives in refs and is drawn on the next animation frame,
  // so panning, zooming and dragging a box never re-render React.
  const view = useRef<View | null>(null);
  const box = useRef<{ x0: number; y0: number; x1: number; y1: number } | null>(null);
  const hoverAt = useRef(-1);
  const [layer] = useState(() => new SeatLayer());
  const [movingLayer] = useState(() => new SeatLayer());
  const moving = useRef<MovingSeats | null>(null);
  // Where the pointer is on the map while points are placed (the rubber band's end).
  const placeAt = useRef<{ x: number; y: number } | null>(null);
  const fitted = useRef<{ width: number; height: number; bounds: SeatLayout['bounds'] } | null>(null);
  const pending = useRef(0);
  const drag = useRef<{
    kind: 'pan' | 'box' | 'move';
    sx: number;
    sy: number;
    view: View;
    moved: boolean;
  } | null>(null);
  const keys = useRef({ e: false, space: false });
  const dataAt = useRef(performance.now());
  const firstDrawn = useRef<SeatLayout | null>(null);
  const selection = selected ?? noSelection;
  const selectable = Boolean(onSelectionChange);

  // biome-ignore lint/correctness/useExhaustiveDependencies: colorKey stands for colorOf's answers
  const colors = useMemo(() => packColors(layout.count, colorOf), [layout, colorKey]);
  const latest = useRef({ layout, colors, selection, width, height, sketch });
  latest.current = { layout, colors, selection, width, height, sketch };
  // The selection as last changed here, so two pointer moves before the next render both count.
  const chosen = useRef(selection);
  chosen.current = selection;

  const drawNow = useCallback(() => {
    pending.current = 0;
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    const v = view.current;
    if (!canvas || !ctx || !v) return;
    const { layout: l, colors: c, selection: s, width: w, height: h, sketch: k } = latest.current;
    const dpr = window.devicePixelRatio || 1;
    if (canvas.width !== Math.round(w * dpr)) canvas.width = Math.round(w * dpr);
    if (canvas.height !== Math.round(h * dpr)) canvas.height = Math.round(h * dpr);
    const ms = drawFrame(ctx, {
      layer,
      layout: l,
      colors: c,
      selected: s,
      hover: hoverAt.current,
      view: v,
      width: w,
      height: h,
      dpr,
      box: box.current,
      moving: moving.current,
      sketch: k,
      pointer: placeAt.current,
    });
    canvas.dataset.lastFrameMs = ms.toFixed(1);
    if (firstDrawn.current !== l) {
      firstDrawn.current = l;
      canvas.dataset.firstRenderMs = (performance.now() - dataAt.current).toFixed(1);
      // When the first frame is on screen (the next frame starts), for measurements.
      requestAnimationFrame(() => {
        canvas.dataset.firstFrameAt = performance.now().toFixed(1);
      });
    }
  }, [layer]);
  /** Draws on the next animation frame, once however many inputs arrive before it. */
  const schedule = useCallback(() => {
    if (!pending.current) pending.current = requestAnimationFrame(drawNow);
  }, [drawNow]);
  useEffect(() => () => cancelAnimationFrame(pending.current), []);

  useLayoutEffect(() => {
    const element = canvasRef.current?.parentElement;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) =>
      setWidth(Math.max(240, Math.floor(entry!.contentRect.width))),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // A new layout restarts the first-render clock (see data-first-render-ms).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the layout changes
  useLayoutEffect(() => {
    dataAt.current = performance.now();
  }, [layout]);

  // Drawn before the browser paints. A new payload for the same places (live updates) keeps
  // the user's pan and zoom; other places or another canvas size fit the map again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: drawNow reads colours and selection through `latest`; a change must redraw
  useLayoutEffect(() => {
    const f = fitted.current;
    if (
      !f ||
      f.width !== width ||
      f.height !== height ||
      (!keepView && !sameBounds(f.bounds, layout.bounds))
    ) {
      view.current = fitView(layout.bounds, width, height);
      fitted.current = { width, height, bounds: layout.bounds };
    }
    if (hoverAt.current >= layout.count) hoverAt.current = -1;
    drawNow();
  }, [layout, colors, selection, width, height, drawNow, keepView, sketch]);

  const point = (e: { clientX: number; clientY: number }) => {
    const rect = canvasRef.current!.getBoundingClientRect();
    return { sx: e.clientX - rect.left, sy: e.clientY - rect.top };
  };
  const seatAt = (sx: number, sy: number) => {
    if (!view.current) return -1;
    const w = toWorld(view.current, sx, sy);
    return layout.hit(w.x, w.y);
  };
  const showHover = (i: number, sx: number, sy: number) => {
    if (i !== hoverAt.current) {
      hoverAt.current = i;
      schedule();
    }
    if (i >= 0) setHover({ i, sx, sy });
    else if (hover) setHover(null);
  };
  const change = (fn: (next: Set<number>) => void) => {
    if (!onSelectionChange) return;
    const next = new Set(chosen.current);
    fn(next);
    chosen.current = next;
    onSelectionChange(next);
  };

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const rect = canvas.getBoundingClientRect();
      const v = view.current;
      if (!v) return;
      view.current = zoomAt(v, e.deltaY < 0 ? 1.15 : 1 / 1.15, e.clientX - rect.left, e.clientY - rect.top);
      schedule();
    };
    canvas.addEventListener('wheel', onWheel, { passive: false });
    const onKey = (e: KeyboardEvent) => {
      const down = e.type === 'keydown';
      if (e.key === 'e' || e.key === 'E') keys.current.e = down;
      const typing = e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement;
      if (e.code === 'Space' && !typing) keys.current.space = down;
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('keyup', onKey);
    return () => {
      canvas.removeEventListener('wheel', onWheel);
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('keyup', onKey);
    };
  }, [schedule]);

  const onPointerDown = (e: React.PointerEvent<HTMLCanvasElement>) => {
    if (!view.current) return;
    const { sx, sy } = point(e);
    try {
      e.currentTarget.setPointerCapture(e.pointerId);
    } catch {
      // Synthetic pointers (tests, assistive tools) cannot be captured; dragging still works.
    }
    const pan = tool === 'pan' || keys.current.space || e.button === 1 || !selectable;
    const onSelected = !pan && onMoveSelected && !e.shiftKey && chosen.current.has(seatAt(sx, sy));
    drag.current = {
      kind: pan ? 'pan' : onSelected ? 'move' : 'box',
      sx,
      sy,
      view: view.current,
      moved: false,
    };
  };
  const onPointerMove = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const { sx, sy } = point(e);
    const d = drag.current;
    if (onPlace && view.current) {
      placeAt.current = toWorld(view.current, sx, sy);
      if (sketch) schedule();
    }
    // While panning, the map moves under the pointer: no hover details, only the new view.
    const i = d?.kind === 'pan' || d?.kind === 'move' ? -1 : seatAt(sx, sy);
    showHover(i, sx, sy);
    if (e.shiftKey && selectable && i >= 0 && !d?.moved) {
      const erase = keys.current.e;
      if (erase ? chosen.current.has(i) : !chosen.current.has(i))
        change((next) => (erase ? next.delete(i) : next.add(i)));
      return;
    }
    if (!d) return;
    if (Math.hypot(sx - d.sx, sy - d.sy) > 4) d.moved = true;
    if (d.kind === 'move') {
      if (!d.moved) return;
      moving.current ??= movingSeats(movingLayer, layout.count, chosen.current);
      moving.current.dx = (sx - d.sx) / d.view.scale;
      moving.current.dy = (sy - d.sy) / d.view.scale;
      schedule();
      return;
    }
    if (d.kind === 'pan') view.current = { ...d.view, tx: d.view.tx + sx - d.sx, ty: d.view.ty + sy - d.sy };
    else if (d.moved) box.current = { x0: d.sx, y0: d.sy, x1: sx, y1: sy };
    schedule();
  };
  const onPointerUp = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const d = drag.current;
    drag.current = null;
    const v = view.current;
    if (!d || !v) return;
    const { sx, sy } = point(e);
    moving.current = null;
    if (d.kind === 'move' && d.moved) {
      schedule();
      onMoveSelected?.((sx - d.sx) / d.view.scale, (sy - d.sy) / d.view.scale);
    } else if (d.kind === 'box' && d.moved) {
      const a = toWorld(v, Math.min(d.sx, sx), Math.min(d.sy, sy));
      const b = toWorld(v, Math.max(d.sx, sx), Math.max(d.sy, sy));
      change((next) => {
        if (!(e.ctrlKey || e.metaKey)) next.clear();
        for (let i = 0; i < layout.count; i++) {
          if (layout.x[i]! >= a.x && layout.x[i]! <= b.x && layout.y[i]! >= a.y && layout.y[i]! <= b.y)
            next.add(i);
        }
      });
      box.current = null;
      schedule();
    } else if (!d.moved && onPlace && d.kind !== 'pan') {
      onPlace(toWorld(v, sx, sy));
    } else if (!d.moved && selectable && !e.shiftKey) {
      const i = seatAt(sx, sy);
      change((next) => {
        if (e.ctrlKey || e.metaKey) {
          if (i >= 0 && !next.delete(i)) next.add(i);
        } else {
          next.clear();
          if (i >= 0) next.add(i);
        }
      });
    }
  };

  const zoom = (factor: number) => {
    if (view.current) view.current = zoomAt(view.current, factor, width / 2, height / 2);
    schedule();
  };
  return (
    <Paper withBorder radius="md" p={0} style={{ overflow: 'hidden' }}>
      <Group
        justify="space-between"
        p="xs"
        gap="xs"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Group gap="xs">
          {selectable ? (
            <SegmentedControl
              size="xs"
              value={tool}
              onChange={(v) => setTool(v as Tool)}
              data={[
                { value: 'select', label: t('seatMap.toolSelect') },
                { value: 'pan', label: t('seatMap.toolPan') },
              ]}
            />
          ) : null}
          <Text size="xs" c="dimmed" visibleFrom="sm">
            {selectable ? t('seatMap.hintSelect') : t('seatMap.hintView')}
          </Text>
        </Group>
        <ZoomButtons
          zoom={zoom}
          fit={() => {
            view.current = fitView(layout.bounds, width, height);
            schedule();
          }}
        />
      </Group>
      <Box pos="relative" h={height} bg="gray.0">
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={label}
          style={{
            width,
            height,
            display: 'block',
            touchAction: 'none',
            cursor: tool === 'pan' ? 'grab' : 'crosshair',
          }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerLeave={() => {
            placeAt.current = null;
            showHover(-1, 0, 0);
          }}
        />
        {hover ? (
          <Paper
            shadow="md"
            p="xs"
            radius="sm"
            withBorder
            style={{
              position: 'absolute',
              left: Math.min(hover.sx + 14, width - 220),
              top: Math.max(hover.sy - 10, 4),
              pointerEvents: 'none',
              minWidth: 160,
            }}
          >
            {describe(hover.i)}
          </Paper>
        ) : null}
      </Box>
    </Paper>
  );
}
