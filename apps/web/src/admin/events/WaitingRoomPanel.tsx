import { Alert, Button, Group, NumberInput, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getEventWaitingRoom, setEventWaitingRoomRate } from '@tessera/contract';
import { MAX_ADMISSION_RATE } from '@tessera/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/api/client';
import { FailureAlert } from '@/ui/FailureAlert';
import { StatCard } from '@/ui/StatCard';
import { SavedText } from '@/ui/StatusNotice';

/**
 * An event's waiting room on its dashboard (heavy on-sale mode, decisions/0055): how many wait,
 * how many were let in, and the admission rate, which staff change live.
 */
export function WaitingRoomPanel({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const key = ['admin', 'events', eventId, 'waiting-room'];
  const room = useQuery({
    queryKey: key,
    queryFn: () => callApi(getEventWaitingRoom, { params: { eventId } }),
    refetchInterval: 5_000,
  });
  const [rate, setRate] = useState<number | string>('');
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: (ratePerMinute: number) =>
      callApi(setEventWaitingRoomRate, { params: { eventId }, body: { ratePerMinute } }),
    onSuccess: (data) => {
      client.setQueryData(key, data);
      setSaved(true);
    },
  });
  const current = room.data?.ratePerMinute;
  useEffect(() => {
    if (current !== undefined) setRate(current);
  }, [current]);
  if (!room.data?.heavyOnSale) return null;
  const data = room.data;
  return (
    <Paper withBorder radius="md" p="md" data-testid="waiting-room-panel">
      <Stack gap="sm">
        <Title order={3}>{t('admin.events.waitingRoom.title')}</Title>
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <StatCard small label={t('admin.events.waitingRoom.waiting')}>
            <span data-testid="waiting-room-waiting">{data.waiting}</span>
          </StatCard>
          <StatCard small label={t('admin.events.waitingRoom.admitted')}>
            <span data-testid="waiting-room-admitted">{data.admitted}</span>
          </StatCard>
          <StatCard small label={t('admin.events.waitingRoom.joined')}>
            {data.joined}
          </StatCard>
        </SimpleGrid>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setSaved(false);
            if (typeof rate === 'number') save.mutate(rate);
          }}
        >
          <Group align="flex-end" gap="sm" wrap="wrap">
            <NumberInput
              label={t('admin.events.waitingRoom.rate')}
              description={t('admin.events.waitingRoom.rateHelp')}
              min={0}
              max={MAX_ADMISSION_RATE}
              allowDecimal={false}
              allowNegative={false}
              value={rate}
              onChange={(v) => {
                setSaved(false);
                setRate(v);
              }}
              w={260}
            />
            <Button type="submit" loading={save.isPending} disabled={typeof rate !== 'number'}>
              {t('admin.events.waitingRoom.setRate')}
            </Button>
            {saved ? <SavedText>{t('admin.events.waitingRoom.rateSaved')}</SavedText> : null}
          </Group>
        </form>
        {data.ratePerMinute === 0 ? (
          <Alert color="orange" variant="light">
            {t('admin.events.waitingRoom.paused')}
          </Alert>
        ) : null}
        {save.isError ? <FailureAlert error={save.error} /> : null}
      </Stack>
    </Paper>
  );
}
