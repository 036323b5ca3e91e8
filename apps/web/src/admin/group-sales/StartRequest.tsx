import { Button, Group, NumberInput, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { createGroupSaleRequest } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EventSelect } from '@/admin/sell/EventSelect';
import { callApi } from '@/api/client';
import { FailureAlert } from '@/ui/FailureAlert';
import { useRefreshing } from './useRefreshing';

/** A new request for the chosen client: its event, the group's size and a seating note. */
export function StartRequest({ clientId, onStarted }: { clientId: number; onStarted: (id: number) => void }) {
  const { t } = useTranslation();
  const [eventId, setEventId] = useState<number | null>(null);
  const [size, setSize] = useState<number | string>(10);
  const [note, setNote] = useState('');
  const start = useRefreshing(() =>
    callApi(createGroupSaleRequest, {
      body: { clientId, eventId: eventId!, groupSize: Number(size), seatingNote: note },
    }),
  );
  return (
    <Stack
      component="form"
      gap="sm"
      onSubmit={(e) => {
        e.preventDefault();
        start.mutate(undefined, { onSuccess: (r) => onStarted(r.id) });
      }}
    >
      <Text fw={600}>{t('groupSales.sell.newRequest')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <EventSelect
          dated
          label={t('groupSales.requests.event')}
          required
          eventId={eventId}
          onChange={(v) => setEventId(v ? Number(v) : null)}
        />
        <NumberInput
          label={t('groupSales.requests.size')}
          min={1}
          max={500}
          required
          value={size}
          onChange={setSize}
        />
      </SimpleGrid>
      <Textarea
        label={t('groupSales.requests.seatingNote')}
        maxLength={500}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
      />
      <FailureAlert error={start.error} />
      <Group>
        <Button type="submit" loading={start.isPending} disabled={!eventId}>
          {t('groupSales.sell.start')}
        </Button>
      </Group>
    </Stack>
  );
}
