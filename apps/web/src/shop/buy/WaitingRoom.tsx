import { Alert, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getShopWaitingRoomPlace, joinShopWaitingRoom, type WaitingRoomPlace } from '@tessera/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/api/client';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { formatEventTime } from '@/ui/format';
import { waitWords } from './waiting-room';

/**
 * Asks the server for this browser's place: joins the queue the first time (and again when a
 * buying time has run out), then polls. The place is the server's, kept in a signed cookie, so
 * a reload or another tab keeps it.
 */
async function placeNow(eventId: number, previous: WaitingRoomPlace | undefined): Promise<WaitingRoomPlace> {
  if (previous && previous.state !== 'none') {
    const polled = await callApi(getShopWaitingRoomPlace, { params: { eventId } });
    if (polled.state !== 'none') return polled;
  }
  return callApi(joinShopWaitingRoom, { params: { eventId } });
}

/**
 * The waiting room of an event in heavy on-sale mode (decisions/0055): the visitor's position
 * (announced politely as it moves) and estimated wait, asked again every few seconds; once
 * admitted, the event's buying page (`children`).
 */
export function WaitingRoomGate({
  eventId,
  timeZone,
  children,
}: {
  eventId: number;
  timeZone: string;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const place = useQuery({
    queryKey: ['shop', 'waiting-room', eventId],
    queryFn: ({ client, queryKey }) => placeNow(eventId, client.getQueryData<WaitingRoomPlace>(queryKey)),
    refetchInterval: (query) =>
      query.state.data?.state === 'admitted' ? false : (query.state.data?.pollSeconds ?? 5) * 1000,
    refetchIntervalInBackground: true,
    retry: 2,
  });
  const until = place.data?.state === 'admitted' ? place.data.admittedUntil : null;
  if (until) {
    const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(new Date(until));
    return (
      <Stack gap="md">
        <Alert color="teal" variant="light" role="status" data-testid="waiting-room-admitted">
          {t('shopBuy.waitingRoom.admitted', { time })}
        </Alert>
        {children}
      </Stack>
    );
  }
  if (place.isError) return <ErrorDetails error={place.error} onRetry={() => void place.refetch()} />;
  const data = place.data;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md" data-testid="waiting-room">
      <Stack gap="sm" align="flex-start">
        <Title order={2}>{t('shopBuy.waitingRoom.title')}</Title>
        <Text>{t('shopBuy.waitingRoom.intro')}</Text>
        {!data ? (
          <Loader size="sm" aria-label={t('shopBuy.waitingRoom.joining')} />
        ) : (
          <div role="status" aria-live="polite" aria-atomic="true">
            <Text size="xl" fw={700} data-testid="waiting-room-position">
              {t('shopBuy.waitingRoom.position', { position: data.position ?? 1 })}
            </Text>
            <Text data-testid="waiting-room-wait">
              {t('shopBuy.waitingRoom.wait', { wait: waitWords(t, data.waitSeconds) })}
            </Text>
          </div>
        )}
        {data?.onSaleAt ? (
          <Alert color="blue" variant="light" w="100%">
            {t('shopBuy.waitingRoom.early', {
              time: formatEventTime(data.onSaleAt, i18n.language, timeZone),
            })}
          </Alert>
        ) : null}
        <Text size="sm" c="dimmed">
          {t('shopBuy.waitingRoom.keepPlace')}
        </Text>
      </Stack>
    </Paper>
  );
}
