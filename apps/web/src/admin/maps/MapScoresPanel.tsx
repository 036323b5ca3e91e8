import { Alert, Button, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import type { MapDetail } from '@tessera/contract';
import { maxSeatScore, maxSectionPriority, type SeatMapDefinition, seatScoresOf } from '@tessera/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/ui/data-table/DataTable';
import { PlaceHeading } from '@/ui/seat-map/PlaceHeading';
import { SeatMap } from '@/ui/seat-map/SeatMap';
import { designOf } from './designer/design-cache';
import { useUpdateMap } from './queries';

/** The map with the seats at these indexes (in map order) scored `score`, or by default again (null). */
export function withSeatScores(
  map: SeatMapDefinition,
  indexes: ReadonlySet<number>,
  score: number | null,
): SeatMapDefinition {
  let i = 0;
  return {
    ...map,
    sections: map.sections.map((section) => ({
      ...section,
      rows: section.rows.map((row) => ({
        ...row,
        seats: row.seats.map((seat) => {
          if (!indexes.has(i++)) return seat;
          const { score: _old, ...rest } = seat;
          return score === null ? rest : { ...rest, score };
        }),
      })),
    })),
  };
}

/** Best scores green, worst red. */
function scoreColor(score: number, best: number, worst: number): string {
  const t = worst === best ? 0 : (score - best) / (worst - best);
  return `hsl(${Math.round(120 * (1 - t))}, 65%, 45%)`;
}

/**
 * Best-available scores of a map: each section's priority, and seats scored by hand (select
 * seats on the map, then set their score or give them back their default). Saving makes a new
 * version; events made from it afterwards rank their seats by it.
 */
export function MapScoresPanel({ map }: { map: MapDetail }) {
  const { t } = useTranslation();
  const update = useUpdateMap(map.id);
  const [draft, setDraft] = useState(map.definition as SeatMapDefinition);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [score, setScore] = useState<number | string>('');
  // The designer's layout of the same map (shared, not laid out twice).
  const { layout } = designOf(draft);
  const scores = useMemo(() => seatScoresOf(draft), [draft]);
  const own = useMemo(
    () => draft.sections.flatMap((s) => s.rows.flatMap((r) => r.seats.map((seat) => seat.score != null))),
    [draft],
  );
  const best = Math.min(...scores);
  const worst = Math.max(...scores);
  const changed = draft !== map.definition;
  const setPriority = (name: string, value: number | string) =>
    setDraft({
      ...draft,
      sections: draft.sections.map((s) =>
        s.name === name ? { ...s, priority: typeof value === 'number' ? value : null } : s,
      ),
    });
  if (scores.length === 0) return null;
  return (
    <Stack gap="sm">
      <Title order={3}>{t('admin.maps.scores.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('admin.maps.scores.intro')}
      </Text>
      <DataTable
        label={t('admin.maps.scores.title')}
        rows={draft.sections}
        rowKey={(s) => s.name}
        empty=""
        columns={[
          { id: 'name', header: t('admin.maps.scores.section') },
          {
            id: 'priority',
            header: t('admin.maps.scores.priority'),
            cell: (s) => (
              <NumberInput
                aria-label={t('admin.maps.scores.priorityOf', { section: s.name })}
                min={1}
                max={maxSectionPriority}
                allowDecimal={false}
                placeholder="1"
                value={s.priority ?? ''}
                onChange={(v) => setPriority(s.name, v)}
                w={100}
              />
            ),
          },
        ]}
      />
      <SeatMap
        layout={layout}
        height={360}
        label={t('admin.maps.scores.mapLabel')}
        colorKey={scores.join(',')}
        colorOf={(i) => scoreColor(scores[i]!, best, worst)}
        selected={selected}
        onSelectionChange={setSelected}
        describe={(i) => (
          <>
            <PlaceHeading section={layout.sectionOf(i)} row={layout.rowOf(i)} seat={layout.seatOf(i)} />
            <Text size="xs">
              {own[i]
                ? t('admin.maps.scores.ownScore', { score: scores[i] })
                : t('admin.maps.scores.defaultScore', { score: scores[i] })}
            </Text>
          </>
        )}
      />
      <Group align="flex-end" gap="xs" wrap="wrap">
        <Text size="sm" aria-live="polite" miw={160}>
          {t('admin.maps.scores.selected', { count: selected.size })}
        </Text>
        <NumberInput
          label={t('admin.maps.scores.seatScore')}
          min={0}
          max={maxSeatScore}
          allowDecimal={false}
          value={score}
          onChange={setScore}
          w={180}
        />
        <Button
          variant="default"
          disabled={selected.size === 0 || typeof score !== 'number'}
          onClick={() => setDraft(withSeatScores(draft, selected, Number(score)))}
        >
          {t('admin.maps.scores.setScore')}
        </Button>
        <Button
          variant="default"
          disabled={selected.size === 0}
          onClick={() => setDraft(withSeatScores(draft, selected, null))}
        >
          {t('admin.maps.scores.useDefault')}
        </Button>
      </Group>
      {update.error ? (
        <Alert color="red" role="alert">
          {update.error.message}
        </Alert>
      ) : null}
      <Group>
        <Button
          disabled={!changed}
          loading={update.isPending}
          onClick={() => update.mutate({ definition: draft })}
        >
          {t('admin.maps.scores.save')}
        </Button>
      </Group>
    </Stack>
  );
}
