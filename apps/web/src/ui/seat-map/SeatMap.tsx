import { ActionIcon, Box, Group, Paper, SegmentedControl, Text, Tooltip } from '@mantine/core';
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildColorPaths, buildSelectionPath, drawFrame } from './draw';
import { FitIcon, ZoomInIcon, ZoomOutIcon } from './icons';
import type { SeatLayout } from './seat-layout';
import { fitView, toWorld, type View, zoomAt } from './view';

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
}

/**
 * The seat map shared by the back office and the shop: one canvas (never a DOM node per
 * seat), pan and zoom, hover details, click and box select, and painting: hold Shift and
 * move over seats to add them, Shift+E to erase.
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
}: SeatMapProps) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [width, setWidth] = useState(800);
  const [view, setView] = useState<View | null>(null);
  const [hover, setHover] = useState<{ i: number; sx: number; sy: number } | null>(null);
  const [tool, setTool] = useState<Tool>('select');
  const [box, setBox] = useState<{ x0: number; y0: number; x1: number; y1: number } | null>(null);
  const drag = useRef<{ kind: 'pan' | 'box'; sx: number; sy: number; view: View; moved: boolean } | null>(
    null,
  );
  const keys = useRef({ e: false, space: false });
  const dataAt = useRef(performance.now());
  const firstDrawn = useRef(false);
  const selection = selected ?? new Set<number>();
  const selectable = Boolean(onSelectionChange);

  const shape = view && layout.radius * view.scale < 3 ? 'square' : 'circle';
  // biome-ignore lint/correctness/useExhaustiveDependencies: colorKey stands for colorOf's answers
  const colors = useMemo(() => buildColorPaths(layout, colorOf, shape), [layout, colorKey, shape]);
  const selectionPath = useMemo(() => buildSelectionPath(layout, selection), [layout, selection]);

  useLayoutEffect(() => {
    const element = canvasRef.current?.parentElement;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) =>
      setWidth(Math.max(240, Math.floor(entry!.contentRect.width))),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useLayoutEffect(() => {
    dataAt.current = performance.now();
    firstDrawn.current = false;
    setView(fitView(layout.bounds, width, height));
  }, [layout, width, height]);

  // Drawn before the browser paints, so a pan or zoom shows in the same frame as its input.
  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx || !view) return;
    const dpr = window.devicePixelRatio || 1;
    if (canvas.width !== Math.round(width * dpr)) canvas.width = Math.round(width * dpr);
    if (canvas.height !== Math.round(height * dpr)) canvas.height = Math.round(height * dpr);
    const ms = drawFrame(ctx, {
      layout,
      colors,
      selection: selectionPath,
      hover: hover?.i ?? -1,
      view,
      width,
      height,
      dpr,
      box,
    });
    canvas.dataset.lastFrameMs = ms.toFixed(1);
    if (!firstDrawn.current) {
      firstDrawn.current = true;
      canvas.dataset.firstRenderMs = (performance.now() - dataAt.current).toFixed(1);
      // When the first frame is on screen (the next frame starts), for measurements.
      requestAnimationFrame(() => {
        canvas.dataset.firstFrameAt = performance.now().toFixed(1);
      });
    }
  }, [layout, colors, selectionPath, hover, view, width, height, box]);

  const point = (e: { clientX: number; clientY: number }) => {
    const rect = canvasRef.current!.getBoundingClientRect();
    return { sx: e.clientX - rect.left, sy: e.clientY - rect.top };
  };
  const seatAt = useCallback(
    (sx: number, sy: number) => {
      if (!view) return -1;
      const w = toWorld(view, sx, sy);
      return layout.hit(w.x, w.y);
    },
    [layout, view],
  );
  const change = (fn: (next: Set<number>) => void) => {
    if (!onSelectionChange) return;
    const next = new Set(selection);
    fn(next);
    onSelectionChange(next);
  };

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const rect = canvas.getBoundingClientRect();
      setView((v) =>
        v ? zoomAt(v, e.deltaY < 0 ? 1.15 : 1 / 1.15, e.clientX - rect.left, e.clientY - rect.top) : v,
      );
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
  }, []);

  const onPointerDown = (e: React.PointerEvent<HTMLCanvasElement>) => {
    if (!view) return;
    const { sx, sy } = point(e);
    try {
      e.currentTarget.setPointerCapture(e.pointerId);
    } catch {
      // Synthetic pointers (tests, assistive tools) cannot be captured; dragging still works.
    }
    const pan = tool === 'pan' || keys.current.space || e.button === 1 || !selectable;
    drag.current = { kind: pan ? 'pan' : 'box', sx, sy, view, moved: false };
  };
  const onPointerMove = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const { sx, sy } = point(e);
    const panning = drag.current?.kind === 'pan';
    // While panning, the map moves under the pointer: no hover details, only the new view.
    const i = panning ? -1 : seatAt(sx, sy);
    if (panning) {
      if (hover) setHover(null);
    } else if (i !== (hover?.i ?? -1) || i >= 0) setHover(i >= 0 ? { i, sx, sy } : null);
    if (e.shiftKey && selectable && i >= 0 && !drag.current?.moved) {
      const erase = keys.current.e;
      if (erase ? selection.has(i) : !selection.has(i))
        change((next) => (erase ? next.delete(i) : next.add(i)));
      return;
    }
    const d = drag.current;
    if (!d) return;
    if (Math.hypot(sx - d.sx, sy - d.sy) > 4) d.moved = true;
    if (d.kind === 'pan') setView({ ...d.view, tx: d.view.tx + sx - d.sx, ty: d.view.ty + sy - d.sy });
    else if (d.moved) setBox({ x0: d.sx, y0: d.sy, x1: sx, y1: sy });
  };
  const onPointerUp = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const d = drag.current;
    drag.current = null;
    if (!d || !view) return;
    const { sx, sy } = point(e);
    if (d.kind === 'box' && d.moved) {
      const a = toWorld(view, Math.min(d.sx, sx), Math.min(d.sy, sy));
      const b = toWorld(view, Math.max(d.sx, sx), Math.max(d.sy, sy));
      change((next) => {
        if (!(e.ctrlKey || e.metaKey)) next.clear();
        for (let i = 0; i < layout.count; i++) {
          if (layout.x[i]! >= a.x && layout.x[i]! <= b.x && layout.y[i]! >= a.y && layout.y[i]! <= b.y)
            next.add(i);
        }
      });
      setBox(null);
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

  const zoom = (factor: number) => setView((v) => (v ? zoomAt(v, factor, width / 2, height / 2) : v));
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
        <Group gap={4}>
          <Tooltip label={t('seatMap.zoomIn')}>
            <ActionIcon variant="default" aria-label={t('seatMap.zoomIn')} onClick={() => zoom(1.4)}>
              <ZoomInIcon />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('seatMap.zoomOut')}>
            <ActionIcon variant="default" aria-label={t('seatMap.zoomOut')} onClick={() => zoom(1 / 1.4)}>
              <ZoomOutIcon />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('seatMap.fit')}>
            <ActionIcon
              variant="default"
              aria-label={t('seatMap.fit')}
              onClick={() => setView(fitView(layout.bounds, width, height))}
            >
              <FitIcon />
            </ActionIcon>
          </Tooltip>
        </Group>
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
          onPointerLeave={() => setHover(null)}
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
