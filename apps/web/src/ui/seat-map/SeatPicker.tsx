import { Button, Checkbox, Group, ScrollArea, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatLayout } from './seat-layout';

/**
 * The keyboard-operable way to choose seats: section, then row, then seats as checkboxes.
 * It edits the same selection as the map.
 */
export function SeatPicker({
  layout,
  selected,
  onSelectionChange,
  describeStatus,
}: {
  layout: SeatLayout;
  selected: ReadonlySet<number>;
  onSelectionChange: (next: Set<number>) => void;
  describeStatus: (i: number) => string;
}) {
  const { t } = useTranslation();
  // Section names come with the layout; a section's rows are gathered only once it is chosen.
  const sectionNames = useMemo(() => [...new Set(layout.sectionLabels.map((l) => l.name))], [layout]);
  const [section, setSection] = useState<string | null>(null);
  const [row, setRow] = useState<string | null>(null);
  const rows = useMemo(() => {
    if (section === null) return undefined;
    const found = new Map<string, number[]>();
    for (let i = 0; i < layout.count; i++) {
      if (layout.sectionOf(i) !== section) continue;
      const name = layout.rowOf(i);
      const seats = found.get(name);
      if (seats) seats.push(i);
      else found.set(name, [i]);
    }
    return found;
  }, [layout, section]);
  const seats = row ? (rows?.get(row) ?? []) : [];
  const sectionSeats = rows ? [...rows.values()].flat() : [];
  const set = (ids: number[], on: boolean) => {
    const next = new Set(selected);
    for (const i of ids) {
      if (on) next.add(i);
      else next.delete(i);
    }
    onSelectionChange(next);
  };
  return (
    <Stack gap="sm">
      <Group grow align="flex-end">
        <Select
          label={t('seatMap.section')}
          data={sectionNames}
          value={section}
          onChange={(v) => {
            setSection(v);
            setRow(null);
          }}
          searchable
        />
        <Select
          label={t('seatMap.row')}
          data={rows ? [...rows.keys()] : []}
          value={row}
          onChange={setRow}
          disabled={!rows}
          searchable
        />
      </Group>
      <Group gap="xs">
        <Button size="xs" variant="light" disabled={!rows} onClick={() => set(sectionSeats, true)}>
          {t('seatMap.selectSection')}
        </Button>
        <Button size="xs" variant="light" disabled={!row} onClick={() => set(seats, true)}>
          {t('seatMap.selectRow')}
        </Button>
        <Button
          size="xs"
          variant="subtle"
          disabled={selected.size === 0}
          onClick={() => onSelectionChange(new Set())}
        >
          {t('seatMap.clearSelection')}
        </Button>
      </Group>
      {row ? (
        <ScrollArea.Autosize mah={220}>
          <Checkbox.Group
            label={t('seatMap.seatsInRow', { row })}
            value={seats.filter((i) => selected.has(i)).map(String)}
            onChange={(values) => {
              const on = new Set(values.map(Number));
              const next = new Set(selected);
              for (const i of seats) {
                if (on.has(i)) next.add(i);
                else next.delete(i);
              }
              onSelectionChange(next);
            }}
          >
            <SimpleGrid cols={{ base: 3, sm: 4 }} spacing={6} mt={6}>
              {seats.map((i) => (
                <Checkbox
                  key={i}
                  value={String(i)}
                  label={`${layout.seatOf(i)} · ${describeStatus(i)}`}
                  // 24 px boxes: WCAG 2.2's smallest target for a pointer (2.5.8).
                  size="md"
                />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        </ScrollArea.Autosize>
      ) : (
        <Text size="sm" c="dimmed">
          {t('seatMap.pickerHint')}
        </Text>
      )}
    </Stack>
  );
}
