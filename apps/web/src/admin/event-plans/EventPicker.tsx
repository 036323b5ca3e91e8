import { Paper, Select, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { EventSummary } from '@tessera/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { eventQueries } from '@/admin/events/queries';
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
      {value.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('admin.eventPlans.events.none')}
        </Text>
      ) : (
        <Paper withBorder radius="md" p={0}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>{t('admin.eventPlans.events.position')}</Table.Th>
                <Table.Th>{t('admin.eventPlans.events.event')}</Table.Th>
                <Table.Th>{t('admin.eventPlans.events.startsAt')}</Table.Th>
                <Table.Th>{t('admin.eventPlans.events.venue')}</Table.Th>
                <Table.Th w={48} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {value.map((picked, i) => {
                const event = byId.get(picked.eventId);
                const name = event?.name ?? picked.name ?? `#${picked.eventId}`;
                const startsAt = event?.startsAt ?? picked.startsAt;
                const problem = rowError(i);
                return (
                  <Table.Tr key={picked.eventId}>
                    <Table.Td>{i + 1}</Table.Td>
                    <Table.Td>
                      {name}
                      {problem ? (
                        <Text c="red" size="xs">
                          {problem}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      {startsAt
                        ? formatDateTime(startsAt, i18n.language, event?.timezone ?? picked.timezone)
                        : '—'}
                    </Table.Td>
                    <Table.Td>{event?.venueName ?? picked.venueName ?? '—'}</Table.Td>
                    <Table.Td>
                      <RemoveButton
                        disabled={disabled}
                        label={t('admin.eventPlans.events.remove', { name })}
                        onClick={() => onChange(value.filter((_, j) => j !== i))}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
    </Stack>
  );
}
