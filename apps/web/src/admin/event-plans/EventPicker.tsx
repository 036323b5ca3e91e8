import { Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { EventSummary } from '@tessera/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { eventQueries } from '@/admin/events/queries';
import { DataTable } from '@/ui/data-table/DataTable';
import { formatDateTime } from '@/ui/format';
import { RemoveButton } from '@/ui/RemoveButton';

export interface PickedEvent {
  eventId: number;
  /** Known from the saved plan when the event is not in the loaded list. */
  name?: string;
  startsAt?: string;
  venueName?: string;
  timezone?: string;
}

/**
 * The plan's events: pick from the account's events by name, date or venue; each picked
 * event is a row that can be removed, with a server problem shown on its row.
 */
export function EventPicker({
  value,
  onChange,
  rowError,
  error,
  disabled,
}: {
  value: readonly PickedEvent[];
  onChange: (next: PickedEvent[]) => void;
  rowError: (index: number) => ReactNode;
  error?: ReactNode;
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const events = useQuery(eventQueries.list());
  const byId = new Map<number, EventSummary>((events.data ?? []).map((e) => [e.id, e]));
  const chosen = new Set(value.map((v) => v.eventId));
  const options = (events.data ?? [])
    .filter((e) => !chosen.has(e.id))
    .map((e) => ({
      value: String(e.id),
      label: `${e.name} · ${formatDateTime(e.startsAt, i18n.language, e.timezone)} · ${e.venueName}`,
    }));
  return (
    <Stack gap="xs">
      <Select
        label={t('admin.eventPlans.events.add')}
        placeholder={t('admin.eventPlans.events.addPlaceholder')}
        searchable
        clearable
        disabled={disabled}
        nothingFoundMessage={t('admin.eventPlans.events.noMatch')}
        data={options}
        value={null}
        onChange={(id) => id && onChange([...value, { eventId: Number(id) }])}
        error={error}
      />
      <DataTable
        label={t('admin.eventPlans.events.add')}
        prefix="picked"
        rows={value.map((picked, i) => {
          const event = byId.get(picked.eventId);
          return {
            i,
            eventId: picked.eventId,
            name: event?.name ?? picked.name ?? `#${picked.eventId}`,
            startsAt: event?.startsAt ?? picked.startsAt,
            timezone: event?.timezone ?? picked.timezone,
            venueName: event?.venueName ?? picked.venueName ?? '—',
          };
        })}
        rowKey={(row) => row.eventId}
        empty={t('admin.eventPlans.events.none')}
        columns={[
          {
            id: 'position',
            header: t('admin.eventPlans.events.position'),
            width: 40,
            value: (row) => row.i + 1,
          },
          {
            id: 'name',
            header: t('admin.eventPlans.events.event'),
            cell: (row) => (
              <>
                {row.name}
                {rowError(row.i) ? (
                  <Text c="red" size="xs">
                    {rowError(row.i)}
                  </Text>
                ) : null}
              </>
            ),
          },
          {
            id: 'startsAt',
            header: t('admin.eventPlans.events.startsAt'),
            value: (row) => (row.startsAt ? formatDateTime(row.startsAt, i18n.language, row.timezone) : '—'),
          },
          { id: 'venueName', header: t('admin.eventPlans.events.venue') },
          {
            id: 'remove',
            header: '',
            width: 48,
            cell: (row) => (
              <RemoveButton
                disabled={disabled}
                label={t('admin.eventPlans.events.remove', { name: row.name })}
                onClick={() => onChange(value.filter((_, j) => j !== row.i))}
              />
            ),
          },
        ]}
      />
    </Stack>
  );
}
