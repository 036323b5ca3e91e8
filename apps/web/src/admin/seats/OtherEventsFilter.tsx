import { Checkbox, Chip, Group, ScrollArea, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { EventDetail } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { eventQueries } from '@/admin/events/queries';
import { formatDateTime } from '@/ui/format';

const days = [0, 1, 2, 3, 4, 5, 6];

/**
 * Other events at the same venue the same action can apply to: filtered by date range, days
 * of the week and start times (in the venue's time zone).
 */
export function OtherEventsFilter({
  event,
  chosen,
  onChange,
}: {
  event: EventDetail;
  chosen: number[];
  onChange: (ids: number[]) => void;
}) {
  const { t, i18n } = useTranslation();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [weekdays, setWeekdays] = useState<string[]>([]);
  const [times, setTimes] = useState<string[]>([]);
  const events = useQuery(
    eventQueries.list({
      venueId: event.venueId,
      from: from ? new Date(from).toISOString() : undefined,
      to: to ? new Date(`${to}T23:59:59`).toISOString() : undefined,
      days: weekdays.map(Number),
      times: times.filter((x) => /^\d{2}:\d{2}$/.test(x)),
    }),
  );
  const others = (events.data ?? []).filter((e) => e.id !== event.id && e.seatsGenerated);
  const dayName = (d: number) =>
    new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2023, 0, 1 + d)),
    );
  return (
    <Stack gap="xs">
      <Group grow>
        {(['from', 'to'] as const).map((end) => (
          <TextInput
            key={end}
            type="date"
            size="xs"
            label={t(`admin.seats.others.${end}`)}
            value={end === 'from' ? from : to}
            onChange={(e) => (end === 'from' ? setFrom : setTo)(e.currentTarget.value)}
          />
        ))}
      </Group>
      <Chip.Group multiple value={weekdays} onChange={setWeekdays}>
        <Group gap={4}>
          {days.map((d) => (
            <Chip key={d} value={String(d)} size="xs">
              {dayName(d)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <TagsInput
        size="xs"
        label={t('admin.seats.others.times')}
        placeholder="19:30"
        value={times}
        onChange={setTimes}
      />
      {others.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('admin.seats.others.none')}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={180}>
          <Stack gap={4}>
            {others.map((e) => (
              <Checkbox
                key={e.id}
                size="xs"
                label={`${e.name} · ${formatDateTime(e.startsAt, i18n.language, e.timezone)}`}
                checked={chosen.includes(e.id)}
                onChange={(ev) =>
                  onChange(ev.currentTarget.checked ? [...chosen, e.id] : chosen.filter((id) => id !== e.id))
                }
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
