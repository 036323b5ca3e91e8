import { Alert, Button, Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { bulkDownloadTickets, listEvents } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { datedEventOptions } from '@/admin/sell/useEventOptions';
import { callApi, endpointUrl } from '@/api/client';
import { CardStack } from '@/ui/CardStack';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { PageHeader } from '@/ui/PageHeader';
import { downloadFile } from './download';

/** /admin/v2/tools/bulk-download-tickets: an event's tickets as a zip, one PDF per order. */
export function BulkDownloadTicketsPage() {
  const { t, i18n } = useTranslation();
  const events = useQuery({
    queryKey: ['admin', 'events', 'all-for-tickets'],
    queryFn: () => callApi(listEvents, { query: {} }),
  });
  const [eventId, setEventId] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const download = async () => {
    if (!eventId) return;
    setState('busy');
    try {
      await downloadFile(
        endpointUrl(bulkDownloadTickets, { params: { eventId: Number(eventId) } }),
        `tickets-event-${eventId}.zip`,
      );
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <Stack gap="lg" maw={640}>
      <PageHeader title={t('tickets.bulk.title')} intro={t('tickets.bulk.intro')} />
      {events.isError ? <ErrorDetails error={events.error} onRetry={() => void events.refetch()} /> : null}
      <CardStack>
        <Select
          label={t('tickets.bulk.event')}
          placeholder={t('tickets.bulk.choose')}
          searchable
          data={datedEventOptions(events.data ?? [], i18n.language)}
          value={eventId}
          onChange={setEventId}
        />
        <Button
          onClick={() => void download()}
          disabled={!eventId}
          loading={state === 'busy'}
          w="fit-content"
        >
          {t('tickets.bulk.download')}
        </Button>
        {state === 'failed' ? (
          <Alert color="red" variant="light" role="alert">
            {t('tickets.bundle.fileError')}
          </Alert>
        ) : null}
      </CardStack>
    </Stack>
  );
}
