import { Alert, Button, Checkbox, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listTicketDeliveryDates, updateTicketDeliveryDates } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiQuery } from '@/api/api-query';
import { callApi } from '@/api/client';
import { formatDateTime } from '@/ui/format';

const deliveryKeys = { all: ['admin', 'tools', 'ticket-delivery-dates'] as const };
const deliveryQuery = () => apiQuery(deliveryKeys.all, listTicketDeliveryDates);

/** /admin/v2/tools/update-scheduled-ticket-delivery-dates: from when each event's tickets are delivered. */
export function TicketDeliveryDatesPage() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const list = useQuery(deliveryQuery());
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [when, setWhen] = useState('');
  const run = useMutation({
    mutationFn: (at: string | null) =>
      callApi(updateTicketDeliveryDates, { body: { eventIds: [...chosen], ticketDeliveryAt: at } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: deliveryKeys.all }),
  });
  const events = list.data ?? [];
  const toggle = (id: number) =>
    setChosen((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const all = events.length > 0 && chosen.size === events.length;
  const date = (iso: string) => formatDateTime(iso, i18n.language);
  return (
    <Stack gap="lg">
      <Title order={1}>{t('admin.tools.ticketDelivery.title')}</Title>
      <Text c="dimmed">{t('admin.tools.ticketDelivery.intro')}</Text>
      {list.isError ? <Alert color="red">{list.error.message}</Alert> : null}
      {list.data && events.length === 0 ? (
        <Text c="dimmed">{t('admin.tools.ticketDelivery.empty')}</Text>
      ) : null}
      {events.length > 0 ? (
        <Table.ScrollContainer minWidth={560}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>
                  <Checkbox
                    aria-label={t('admin.tools.ticketDelivery.chooseAll')}
                    checked={all}
                    indeterminate={chosen.size > 0 && !all}
                    onChange={() => setChosen(all ? new Set() : new Set(events.map((e) => e.eventId)))}
                  />
                </Table.Th>
                <Table.Th>{t('admin.tools.ticketDelivery.event')}</Table.Th>
                <Table.Th>{t('admin.tools.ticketDelivery.starts')}</Table.Th>
                <Table.Th>{t('admin.tools.ticketDelivery.deliveredFrom')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {events.map((e) => (
                <Table.Tr key={e.eventId}>
                  <Table.Td>
                    <Checkbox
                      aria-label={t('admin.tools.ticketDelivery.chooseEvent', { name: e.name })}
                      checked={chosen.has(e.eventId)}
                      onChange={() => toggle(e.eventId)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {e.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {e.venueName}
                    </Text>
                  </Table.Td>
                  <Table.Td>{date(e.startsAt)}</Table.Td>
                  <Table.Td>
                    {e.ticketDeliveryAt ? date(e.ticketDeliveryAt) : t('admin.tools.ticketDelivery.atOnce')}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
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
