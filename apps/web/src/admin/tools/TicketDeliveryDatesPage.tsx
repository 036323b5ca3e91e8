import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type EndpointOutput, listTicketDeliveryDates, updateTicketDeliveryDates } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiQuery } from '@/api/api-query';
import { callApi } from '@/api/client';
import { TwoLines } from '@/ui/data-table/cells';
import { DataTable } from '@/ui/data-table/DataTable';
import { queryRows } from '@/ui/data-table/sources';
import { formatDateTime } from '@/ui/format';
import { useChosenIds } from './useChosenIds';

type Row = EndpointOutput<typeof listTicketDeliveryDates>[number];

const deliveryKeys = { all: ['admin', 'tools', 'ticket-delivery-dates'] as const };
const deliveryQuery = () => apiQuery(deliveryKeys.all, listTicketDeliveryDates);

/** /admin/v2/tools/update-scheduled-ticket-delivery-dates: from when each event's tickets are delivered. */
export function TicketDeliveryDatesPage() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const list = useQuery(deliveryQuery());
  const { chosen, select } = useChosenIds<Row>(
    (e) => t('admin.tools.ticketDelivery.chooseEvent', { name: e.name }),
    t('admin.tools.ticketDelivery.chooseAll'),
  );
  const [when, setWhen] = useState('');
  const run = useMutation({
    mutationFn: (at: string | null) =>
      callApi(updateTicketDeliveryDates, { body: { eventIds: [...chosen], ticketDeliveryAt: at } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: deliveryKeys.all }),
  });
  const date = (iso: string) => formatDateTime(iso, i18n.language);
  return (
    <Stack gap="lg">
      <Title order={1}>{t('admin.tools.ticketDelivery.title')}</Title>
      <Text c="dimmed">{t('admin.tools.ticketDelivery.intro')}</Text>
      <DataTable<Row>
        label={t('admin.tools.ticketDelivery.title')}
        {...queryRows(list)}
        rowKey={(e) => e.eventId}
        empty={t('admin.tools.ticketDelivery.empty')}
        minWidth={560}
        select={select}
        columns={[
          {
            id: 'name',
            header: t('admin.tools.ticketDelivery.event'),
            cell: (e) => <TwoLines main={e.name} sub={e.venueName} />,
          },
          { id: 'startsAt', header: t('admin.tools.ticketDelivery.starts'), value: (e) => date(e.startsAt) },
          {
            id: 'ticketDeliveryAt',
            header: t('admin.tools.ticketDelivery.deliveredFrom'),
            value: (e) =>
              e.ticketDeliveryAt ? date(e.ticketDeliveryAt) : t('admin.tools.ticketDelivery.atOnce'),
          },
        ]}
      />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="datetime-local"
          label={t('admin.tools.ticketDelivery.newDate')}
          value={when}
          onChange={(e) => setWhen(e.currentTarget.value)}
        />
        <Button
          disabled={chosen.size === 0 || !when}
          loading={run.isPending && run.variables !== null}
          onClick={() => run.mutate(new Date(when).toISOString())}
        >
          {t('admin.tools.ticketDelivery.set', { count: chosen.size })}
        </Button>
        <Button
          variant="light"
          disabled={chosen.size === 0}
          loading={run.isPending && run.variables === null}
          onClick={() => run.mutate(null)}
        >
          {t('admin.tools.ticketDelivery.clear')}
        </Button>
      </Group>
      {run.isError ? <Alert color="red">{run.error.message}</Alert> : null}
      {run.data ? (
        <Alert color="teal" role="status">
          {t('admin.tools.ticketDelivery.done', { count: run.data.ordersRescheduled })}
        </Alert>
      ) : null}
    </Stack>
  );
}
