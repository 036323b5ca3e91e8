import {
  Affix,
  Button,
  Group,
  Modal,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  addGaArea,
  addShape,
  addTable,
  designSpacing,
  freeName,
  type MapPoint,
  type SeatMapDefinition,
  type TableShape,
} from '@tessera/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type ElementKind = 'table' | 'ga' | 'stage' | 'wall' | 'label';
type Box = { minX: number; minY: number; maxX: number; maxY: number };

const r = (v: number) => Math.round(v);
const pointsText = (points: MapPoint[]) => points.map((p) => `${r(p.x)},${r(p.y)}`).join(' ');

/** "x,y x,y …" → points; null when any pair is not two numbers. */
export function readPoints(text: string): MapPoint[] | null {
  const pairs = text.trim().split(/\s+/).filter(Boolean);
  const points = pairs.map((pair) => pair.split(',').map(Number));
  if (points.some((p) => p.length !== 2 || !p.every(Number.isFinite))) return null;
  return points.map(([x, y]) => ({ x: x!, y: y! }));
}

const rect = (x0: number, y0: number, x1: number, y1: number): MapPoint[] => [
  { x: x0, y: y0 },
  { x: x1, y: y0 },
  { x: x1, y: y1 },
  { x: x0, y: y1 },
];

/** Where a new element goes by default, from the seats' box and the map's seat spacing. */
interface Form {
  points: string;
  name?: string;
  text?: string;
}

function defaults(
  kind: ElementKind,
  b: Box,
  s: number,
  map: SeatMapDefinition,
  t: (k: string) => string,
): Form {
  const mid = (b.minX + b.maxX) / 2;
  switch (kind) {
    case 'stage':
      return { points: pointsText(rect(b.minX, b.minY - 6 * s, b.maxX, b.minY - 3 * s)), text: t('stage') };
    case 'ga':
      return {
        points: pointsText(rect(b.minX, b.maxY + 3 * s, b.maxX, b.maxY + 10 * s)),
        name: freeName(map, t('gaName')),
      };
    case 'wall':
      return {
        points: pointsText([
          { x: b.minX - 3 * s, y: b.minY - 6 * s },
          { x: b.minX - 3 * s, y: b.maxY + 12 * s },
        ]),
      };
    case 'label':
      return { points: pointsText([{ x: mid, y: b.maxY + 12 * s }]), text: '' };
    default:
      return { points: pointsText([{ x: b.maxX + 6 * s, y: b.minY + 2 * s }]), name: 'T1' };
  }
}

/** Adds a table with seats around it, a GA area drawn as a polygon, a stage, a wall or a label. */
export function AddElementModal({
  map,
  bounds,
  onClose,
  onAdd,
  onPlacing,
}: {
  map: SeatMapDefinition;
  bounds: Box;
  onClose: () => void;
  onAdd: (next: SeatMapDefinition) => void;
  /**
   * Hands the canvas a click handler while points are placed with the pointer, null after;
   * `closed` when the points make a closed shape (the preview joins the last to the first).
   */
  onPlacing: (handler: ((point: MapPoint) => void) | null, closed: boolean) => void;
}) {
  const { t } = useTranslation();
  const e = (k: string) => t(`admin.maps.designer.element.${k}` as 'admin.maps.designer.element.title');
  const spacing = designSpacing(map);
  const [kind, setKind] = useState<ElementKind>('table');
  const [form, setForm] = useState<Form>(() => defaults('table', bounds, spacing, map, e));
  const [section, setSection] = useState(() => freeName(map, e('boxName')));
  const [shape, setShape] = useState<TableShape>('round');
  const [seats, setSeats] = useState<number | string>(6);
  const [capacity, setCapacity] = useState<number | string>(100);
  const [placing, setPlacing] = useState(false);
  const placed = useRef<MapPoint[]>([]);
  const points = readPoints(form.points);
  const onePoint = kind === 'table' || kind === 'label';
  const finishPlacing = () => {
    setPlacing(false);
    onPlacing(null, false);
  };
  // The dialog steps aside; each click on the map is a corner (or the one position).
  const startPlacing = () => {
    placed.current = [];
    setPlacing(true);
    onPlacing(
      (p) => {
        placed.current = onePoint ? [p] : [...placed.current, p];
        setForm((f) => ({ ...f, points: pointsText(placed.current) }));
        if (onePoint) finishPlacing();
      },
      kind === 'ga' || kind === 'stage',
    );
  };
  const close = () => {
    onPlacing(null, false);
    onClose();
  };
  const min = { table: 1, ga: 3, stage: 3, wall: 2, label: 1 }[kind];
  const pick = (next: ElementKind) => {
    setKind(next);
    setForm(defaults(next, bounds, spacing, map, e));
  };
  const ready =
    points !== null &&
    points.length >= min &&
    (kind !== 'label' || Boolean(form.text?.trim())) &&
    (kind !== 'table' || (Number(seats) >= 1 && Boolean(form.name?.trim()) && Boolean(section.trim()))) &&
    (kind !== 'ga' || (Number(capacity) >= 1 && Boolean(form.name?.trim())));
  const add = () => {
    if (!points) return;
    if (kind === 'table')
      onAdd(
        addTable(map, {
          section: section.trim(),
          name: form.name!.trim(),
          shape,
          seats: Number(seats),
          at: points[0]!,
        }),
      );
    else if (kind === 'ga')
      onAdd(addGaArea(map, { name: form.name!.trim(), capacity: Number(capacity), polygon: points }));
    else onAdd(addShape(map, { kind, points, ...(form.text?.trim() ? { text: form.text.trim() } : {}) }));
  };
  if (placing)
    return (
      <Affix position={{ top: 12, left: 12, right: 12 }}>
        <Paper withBorder shadow="md" p="sm" maw={560} mx="auto">
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" role="status">
              {onePoint
                ? e('placingOne')
                : t('admin.maps.designer.element.placingMany', { count: placed.current.length })}
            </Text>
            <Button size="xs" onClick={finishPlacing}>
              {e('placeDone')}
            </Button>
          </Group>
        </Paper>
      </Affix>
    );
  return (
    <Modal opened onClose={close} title={e('title')} closeButtonProps={{ 'aria-label': t('actions.close') }}>
      <Stack>
        <SegmentedControl
          fullWidth
          size="xs"
          value={kind}
          onChange={(v) => pick(v as ElementKind)}
          data={(['table', 'ga', 'stage', 'wall', 'label'] as const).map((k) => ({ value: k, label: e(k) }))}
        />
        {kind === 'table' ? (
          <>
            <TextInput
              label={e('section')}
              value={section}
              maxLength={40}
              onChange={(ev) => setSection(ev.currentTarget.value)}
            />
            <Group grow>
              <TextInput
                label={e('tableName')}
                value={form.name ?? ''}
                maxLength={40}
                onChange={(ev) => setForm({ ...form, name: ev.currentTarget.value })}
              />
              <NumberInput label={e('seats')} min={1} max={40} value={seats} onChange={setSeats} />
            </Group>
            <SegmentedControl
              size="xs"
              value={shape}
              onChange={(v) => setShape(v as TableShape)}
              data={[
                { value: 'round', label: e('round') },
                { value: 'rect', label: e('rect') },
              ]}
            />
          </>
        ) : null}
        {kind === 'ga' ? (
          <Group grow>
            <TextInput
              label={e('areaName')}
              value={form.name ?? ''}
              maxLength={40}
              onChange={(ev) => setForm({ ...form, name: ev.currentTarget.value })}
            />
            <NumberInput
              label={e('capacity')}
              min={1}
              max={1_000_000}
              value={capacity}
              onChange={setCapacity}
            />
          </Group>
        ) : null}
        {kind === 'label' || kind === 'stage' ? (
          <TextInput
            label={e('text')}
            value={form.text ?? ''}
            maxLength={80}
            onChange={(ev) => setForm({ ...form, text: ev.currentTarget.value })}
          />
        ) : null}
        <TextInput
          label={kind === 'table' || kind === 'label' ? e('at') : e('points')}
          description={e('pointsHint')}
          value={form.points}
          error={points === null || points.length < min ? e('pointsError') : undefined}
          onChange={(ev) => setForm({ ...form, points: ev.currentTarget.value })}
        />
        <Group justify="space-between">
          <Button variant="light" onClick={startPlacing}>
            {onePoint ? e('placeOne') : e('placeMany')}
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={close}>
              {t('actions.cancel')}
            </Button>
            <Button disabled={!ready} onClick={add}>
              {e('add')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
