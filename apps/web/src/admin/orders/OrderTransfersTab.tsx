import { Badge, Button, Card, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cancelOrderTransfer, listOrderTransfers, type Order, transferOrderTickets } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { callApi } from '@/api/client';
import { DataTable } from '@/ui/data-table/DataTable';
import { FailureAlert } from '@/ui/FailureAlert';
import { orderKeys } from './queries';

/**
 * The order's Transfers tab: its transfers with the spec's labels (§4), a cancel for those not
 * claimed yet, and a form to transfer live tickets to a recipient. Off with the account's switch.
 */
export function OrderTransfersTab({ order }: { order: Order }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const key = [...orderKeys.detail(order.id), 'transfers'];
  const transfers = useQuery({
    queryKey: key,
    queryFn: () => callApi(listOrderTransfers, { params: { orderId: order.id } }),
    retry: false,
  });
  const [ticketIds, setTicketIds] = useState<string[]>([]);
  const [recipientName, setName] = useState('');
  const [recipientEmail, setEmail] = useState('');
  const changed = (next: Awaited<ReturnType<typeof transfers.refetch>>['data']) => {
    client.setQueryData(key, next);
    void client.invalidateQueries({ queryKey: orderKeys.activity(order.id) });
  };
  const start = useMutation({
    mutationFn: () =>
      callApi(transferOrderTickets, {
        params: { orderId: order.id },
        body: { ticketIds: ticketIds.map(Number), recipientName, recipientEmail },
      }),
    onSuccess: (next) => {
      changed(next);
      setTicketIds([]);
      setName('');
      setEmail('');
    },
  });
  const cancel = useMutation({
    mutationFn: (transferId: number) =>
      callApi(cancelOrderTransfer, { params: { orderId: order.id, transferId } }),
    onSuccess: changed,
  });
  if (isApiError(transfers.error) && transfers.error.has('purchase.transfers_disabled')) {
    return (
      <Card withBorder radius="md" padding="lg">
        <Text c="dimmed">{t('transfers.disabled')}</Text>
      </Card>
    );
  }
  const fieldError = (name: string) => (isApiError(start.error) ? start.error.fieldErrors[name] : undefined);
  const live = order.tickets.filter((x) => x.status === 'new');
  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding={0}>
        <DataTable
          label={t('orders.tabs.transfers')}
          prefix="transfers"
          bare
          rows={transfers.data ?? []}
          empty={t('transfers.empty')}
          minWidth={720}
          columns={[
            { id: 'seats', header: t('transfers.tickets'), value: (x) => x.seatKeys.join(', ') },
            {
              id: 'recipient',
              header: t('transfers.recipient'),
              value: (x) => `${x.recipientName} <${x.recipientEmail}>`,
            },
            {
              id: 'label',
              header: t('transfers.status'),
              cell: (x) => (
                <Badge
                  variant="light"
                  color={x.state === 'canceled' ? 'gray' : x.state === 'complete' ? 'green' : 'blue'}
                >
                  {t(`transfers.labels.${x.label}`)}
                </Badge>
              ),
            },
            { id: 'createdAt', header: t('transfers.date'), date: (x) => x.createdAt },
            {
              id: 'actions',
              header: t('transfers.actions'),
              cell: (x) =>
                x.state === 'initiated' ? (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    loading={cancel.isPending && cancel.variables === x.id}
                    onClick={() => cancel.mutate(x.id)}
                  >
                    {t('transfers.cancel')}
                  </Button>
                ) : null,
            },
          ]}
        />
      </Card>
      <FailureAlert error={cancel.error} />
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            {t('transfers.new')}
          </Title>
          <Checkbox.Group
            label={t('transfers.tickets')}
            value={ticketIds}
            onChange={setTicketIds}
            error={fieldError('ticketIds')}
          >
            <Group mt="xs" gap="md">
              {live.map((x) => (
                <Checkbox key={x.id} value={String(x.id)} label={x.seatKey} />
              ))}
            </Group>
          </Checkbox.Group>
          <Group grow align="flex-start" wrap="wrap">
            <TextInput
              label={t('transfers.recipientName')}
              value={recipientName}
              onChange={(e) => setName(e.currentTarget.value)}
              error={fieldError('recipientName')}
            />
            <TextInput
              label={t('transfers.recipientEmail')}
              type="email"
              value={recipientEmail}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={fieldError('recipientEmail')}
            />
          </Group>
          {isApiError(start.error) && Object.keys(start.error.fieldErrors).length === 0 ? (
            <FailureAlert error={start.error} />
          ) : null}
          <Group justify="flex-end">
            <Button
              onClick={() => start.mutate()}
              loading={start.isPending}
              disabled={ticketIds.length === 0}
            >
              {t('transfers.send')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
