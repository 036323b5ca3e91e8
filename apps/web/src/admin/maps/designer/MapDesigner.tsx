import { Button, Group, Select, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import type { MapDetail } from '@tessera/contract';
import {
  type AdaSeatType,
  adaSeatTypes,
  addBlock,
  chosenPoints,
  copySeats,
  countSeats,
  deleteSeats,
  designSpacing,
  historyReducer,
  lastSectionSeats,
  type MapPoint,
  type MapSection,
  moveSeats,
  pasteSections,
  renameRows,
  renumberSeats,
  type SeatMapDefinition,
  setSeatAda,
  setSeatZone,
  snapPoint,
  startHistory,
  transformSeats,
} from '@tessera/domain';
import { useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '@/ui/FailureAlert';
import { PlaceHeading } from '@/ui/seat-map/PlaceHeading';
import { SeatMap } from '@/ui/seat-map/SeatMap';
import { sectionPalette } from '../map-places';
import { useUpdateMap } from '../queries';
import { AddBlockModal } from './AddBlockModal';
import { AddElementModal } from './AddElementModal';
import { BlockShapeModal } from './BlockShapeModal';
import { designOf, movedDesign, sameDesign } from './design-cache';
import { ElementsList } from './ElementsList';
import { MapProblems } from './MapProblems';
import { type Renumbering, RenumberModal } from './RenumberModal';
import { useDesignerKeys } from './useDesignerKeys';
import { ViewImagesPanel } from './ViewImagesPanel';

const noSeats: ReadonlySet<number> = new Set();

interface Placing {
  onPlace: (p: MapPoint) => void;
  points: MapPoint[];
  closed: boolean;
}

/**
 * The seat-map designer on the shared seat map canvas: select seats (click, box, Shift to
 * paint), drag or nudge them, delete, renumber, mark accessible, set their price zone, add a
 * block of rows; undo and redo; the map is checked as it changes and saved as a new version.
 */
export function MapDesigner({
  map,
  savedVersion,
  onSaved,
}: {
  map: MapDetail;
  /** The version this designer last saved, for the status line (the page remounts it then). */
  savedVersion: number | null;
  onSaved: (version: number) => void;
}) {
  const { t } = useTranslation();
  const d = 'admin.maps.designer';
  const [history, dispatch] = useReducer(
    historyReducer<SeatMapDefinition>,
    map.definition as SeatMapDefinition,
    startHistory,
  );
  const [selected, setSelected] = useState<ReadonlySet<number>>(noSeats);
  const [dialog, setDialog] = useState<'renumber' | 'block' | 'element' | 'shape' | null>(null);
  const [clipboard, setClipboard] = useState<MapSection[] | null>(null);
  const [grid, setGrid] = useState('0');
  const [zone, setZone] = useState('');
  // While an element's points are placed with the pointer, clicks on the map go here, and the
  // points placed so far are drawn on the map.
  const [placing, setPlacing] = useState<Placing | null>(null);
  const save = useUpdateMap(map.id, (sent, saved) => sameDesign(sent, saved.definition as SeatMapDefinition));
  const present = history.present;
  // Laid out and checked once per map: undo and redo find the maps they go back to ready.
  const { places, layout, adaKey, problems: problemsOf } = designOf(present);
  const problems = problemsOf();
  const changed = history.past.length > 0 && present !== (map.definition as SeatMapDefinition);
  const edit = (next: SeatMapDefinition, nextSelection?: ReadonlySet<number>) => {
    dispatch({ type: 'do', next });
    if (nextSelection) setSelected(nextSelection);
  };
  const some = selected.size > 0;
  /** A move keeps the seats' order: its layout is the last one with the moved rows read again. */
  const move = (dx: number, dy: number) => {
    const next = moveSeats(present, selected, dx, dy);
    movedDesign(present, next);
    edit(next);
  };
  const actions = {
    nudge: (dx: number, dy: number) => some && move(dx, dy),
    remove: () => some && edit(deleteSeats(present, selected), noSeats),
    undo: () => dispatch({ type: 'undo' }),
    redo: () => dispatch({ type: 'redo' }),
    copy: () => some && setClipboard(copySeats(present, selected)),
    paste: () => {
      if (!clipboard) return;
      const ys = clipboard.flatMap((c) => c.rows.flatMap((r) => r.seats.map((seat) => seat.y)));
      const dy = Math.max(...ys) - Math.min(...ys) + 3 * designSpacing(present);
      const before = countSeats(present);
      const next = pasteSections(present, clipboard, 0, Math.round(dy));
      edit(next, new Set(Array.from({ length: countSeats(next) - before }, (_, i) => before + i)));
    },
  };
  useDesignerKeys(actions);
  const renumber = (r: Renumbering) => {
    edit(
      r.kind === 'seats' ? renumberSeats(present, selected, r.rule) : renameRows(present, selected, r.rule),
    );
    setDialog(null);
  };
  const onSave = async () => {
    const done = await save.mutateAsync({ definition: present }).catch(() => null);
    if (done) onSaved(done.version);
  };
  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="wrap" role="toolbar" aria-label={t(`${d}.toolbar`)}>
        <Button size="xs" variant="default" disabled={!history.past.length} onClick={actions.undo}>
          {t(`${d}.undo`)}
        </Button>
        <Button size="xs" variant="default" disabled={!history.future.length} onClick={actions.redo}>
          {t(`${d}.redo`)}
        </Button>
        <Button size="xs" variant="default" onClick={() => setDialog('block')}>
          {t(`${d}.addBlock`)}
        </Button>
        <Button size="xs" variant="default" onClick={() => setDialog('element')}>
          {t(`${d}.addElement`)}
        </Button>
        <Button size="xs" variant="default" disabled={!some} onClick={() => setDialog('shape')}>
          {t(`${d}.shapeBlock`)}
        </Button>
        <Button size="xs" variant="default" disabled={!some} onClick={actions.copy}>
          {t(`${d}.copy`)}
        </Button>
        <Button size="xs" variant="default" disabled={!clipboard} onClick={actions.paste}>
          {t(`${d}.paste`)}
        </Button>
        <Select
          size="xs"
          w={120}
          aria-label={t(`${d}.snap`)}
          value={grid}
          allowDeselect={false}
          data={['0', '1', '5', '10'].map((g) => ({
            value: g,
            label: g === '0' ? t(`${d}.snapOff`) : t(`${d}.snapTo`, { grid: g }),
          }))}
          onChange={(v) => v && setGrid(v)}
        />
        <Button size="xs" variant="default" disabled={!some} onClick={() => setDialog('renumber')}>
          {t(`${d}.renumberAction`)}
        </Button>
        <Button size="xs" variant="light" color="red" disabled={!some} onClick={actions.remove}>
          {t(`${d}.deleteSeats`)}
        </Button>
        <Select
          size="xs"
          w={170}
          aria-label={t(`${d}.accessible`)}
          placeholder={t(`${d}.accessible`)}
          disabled={!some}
          value={null}
          data={[
            { value: 'none', label: t(`${d}.notAccessible`) },
            ...adaSeatTypes.map((a) => ({ value: a, label: t(`ada.${a}`) })),
          ]}
          onChange={(v) => v && edit(setSeatAda(present, selected, v === 'none' ? null : (v as AdaSeatType)))}
        />
        <Group gap={4} wrap="nowrap">
          <TextInput
            size="xs"
            w={130}
            aria-label={t(`${d}.zone`)}
            placeholder={t(`${d}.zone`)}
            disabled={!some}
            value={zone}
            maxLength={40}
            onChange={(e) => setZone(e.currentTarget.value)}
          />
          <Tooltip label={t(`${d}.zoneHint`)}>
            <Button
              size="xs"
              variant="default"
              disabled={!some}
              onClick={() => edit(setSeatZone(present, selected, zone))}
            >
              {t(`${d}.setZone`)}
            </Button>
          </Tooltip>
        </Group>
      </Group>
      <Text size="xs" c="dimmed" aria-live="polite">
        {t(`${d}.status`, { count: selected.size })} {t(`${d}.keys`)}
      </Text>
      <SeatMap
        layout={layout}
        height={520}
        label={t(`${d}.canvas`)}
        keepView
        colorKey={adaKey}
        colorOf={(i) =>
          places.ada[i]
            ? '#212529'
            : (sectionPalette[places.seats.section[i]! % sectionPalette.length] ?? '#868e96')
        }
        selected={selected}
        onSelectionChange={setSelected}
        onPlace={
          placing
            ? (p) => {
                setPlacing((now) => now && { ...now, points: [...now.points, p] });
                placing.onPlace(p);
              }
            : undefined
        }
        sketch={placing}
        onMoveSelected={(dx, dy) => {
          // With snapping on, the first chosen seat lands on the grid and the rest keep their places.
          const [anchor] = chosenPoints(present, selected);
          if (!anchor) return;
          const to = snapPoint({ x: anchor.x + dx, y: anchor.y + dy }, Number(grid));
          move(Math.round(to.x - anchor.x), Math.round(to.y - anchor.y));
        }}
        describe={(i) => (
          <>
            <PlaceHeading section={layout.sectionOf(i)} row={layout.rowOf(i)} seat={layout.seatOf(i)} />
            {places.ada[i] ? <Text size="xs">{t(`ada.${places.ada[i] as 'Wheelchair'}`)}</Text> : null}
          </>
        )}
      />
      <ElementsList map={present} onChange={(next) => edit(next)} />
      <ViewImagesPanel mapId={map.id} map={present} selected={selected} onChange={(next) => edit(next)} />
      <MapProblems problems={problems} />
      <FailureAlert error={save.error} />
      <Group justify="space-between">
        <Text size="sm" c="dimmed" role="status">
          {savedVersion !== null && !changed
            ? t(`${d}.saved`, { version: savedVersion })
            : map.eventCount > 0
              ? t(`${d}.newVersionNote`, { count: map.eventCount })
              : ''}
        </Text>
        <Button loading={save.isPending} disabled={!changed || problems.length > 0} onClick={onSave}>
          {t(`${d}.save`)}
        </Button>
      </Group>
      {dialog === 'renumber' ? <RenumberModal onClose={() => setDialog(null)} onApply={renumber} /> : null}
      {dialog === 'element' ? (
        <AddElementModal
          map={present}
          bounds={layout.bounds}
          onClose={() => setDialog(null)}
          onAdd={(next) => {
            edit(next);
            setDialog(null);
          }}
          onPlacing={(handler, closed) =>
            setPlacing(handler ? { onPlace: handler, closed, points: [] } : null)
          }
        />
      ) : null}
      {dialog === 'shape' ? (
        <BlockShapeModal
          points={chosenPoints(present, selected)}
          onClose={() => setDialog(null)}
          onApply={(transform) => {
            edit(transformSeats(present, selected, transform));
            setDialog(null);
          }}
        />
      ) : null}
      {dialog === 'block' ? (
        <AddBlockModal
          map={present}
          onClose={() => setDialog(null)}
          onAdd={(block) => {
            const next = addBlock(present, block);
            edit(next, lastSectionSeats(next));
            setDialog(null);
          }}
        />
      ) : null}
    </Stack>
  );
}
