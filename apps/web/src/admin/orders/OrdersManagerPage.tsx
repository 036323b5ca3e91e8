import { Alert, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getEventSeats,
  listUsers,
  moveOrderTicket,
  type Order,
  setOrderPaymentType,
  setOrderUser,
  statusLetters,
} from '@tessera/contract';
import { type PaymentType, paymentTypes } from '@tessera/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { callApi } from '@/api/client';
import { TwoLines } from '@/ui/data-table/cells';
import { SectionTable } from '@/ui/data-table/SectionTable';
import { Section } from '@/ui/Section';
import { OrderLookup } from './OrderLookup';
import { orderKeys } from './queries';

/** /admin/v2/tools/orders-manager: change an order's payment types, seats and user. */
export function OrdersManagerPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('orders.manager.title')}</Title>
      <OrderLookup>{(order) => <Manager key={order.id} order={order} />}</OrderLookup>
    </Stack>
  );
}

function useOrderChange<V>(order: Order, fn: (v: V) => Promise<Order>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (next) => {
      client.setQueryData(orderKeys.detail(order.id), next);
      void client.invalidateQueries({ queryKey: orderKeys.activity(order.id) });
    },
  });
}

function Manager({ order }: { order: Order }) {
  const { t } = useTranslation();
  const money = useMoney();
  const users = useQuery({
    queryKey: ['admin', 'users', 'orders-manager'],
    queryFn: () => callApi(listUsers, { query: { page: 1, pageSize: 100 } }),
  });
  const payment = useOrderChange(order, (v: { paymentId: number; type: PaymentType }) =>
    callApi(setOrderPaymentType, {
      params: { orderId: order.id, paymentId: v.paymentId },
      body: { type: v.type },
    }),
  );
  const user = useOrderChange(order, (userId: number) =>
    callApi(setOrderUser, { params: { orderId: order.id }, body: { userId } }),
  );
  const failure = payment.error ?? user.error;
  return (
    <Stack gap="lg">
      {failure ? <Alert color="red">{failure.message}</Alert> : null}
      <Section card title={t('orders.manager.payments')}>
        <Stack gap="xs">
          {order.payments.map((p) => (
            <Group key={p.id} justify="space-between">
              <Text size="sm">{money(p.amount)}</Text>
              <Select
                aria-label={t('orders.manager.paymentType')}
                w={200}
                allowDeselect={false}
                data={paymentTypes.map((type) => ({
                  value: type,
                  label: t(`orders.paymentTypes.${type}`, type),
                }))}
                value={p.type}
                onChange={(v) => v && payment.mutate({ paymentId: p.id, type: v as PaymentType })}
              />
            </Group>
          ))}
        </Stack>
      </Section>
      <SectionTable
        card
        title={t('orders.manager.seats')}
        bare
        hideHeader
        rows={order.tickets.filter((x) => x.eventSeatId !== null && x.status !== 'voided')}
        empty={t('table.empty')}
        columns={[
          {
            id: 'seat',
            header: t('orders.tickets.place'),
            value: (ticket) => ticket.seatKey,
            cell: (ticket) => <TwoLines main={ticket.seatKey} sub={ticket.eventName} />,
          },
          {
            id: 'move',
            header: t('orders.manager.moveTo'),
            cell: (ticket) => <MoveSeat order={order} ticket={ticket} />,
          },
        ]}
      />
      <Section card title={t('orders.manager.user')}>
        <Select
          w={320}
          label={t('orders.manager.soldBy')}
          searchable
          allowDeselect={false}
          data={(users.data?.items ?? []).map((u) => ({
            value: String(u.id),
            label: `${u.firstName} ${u.lastName}`,
          }))}
          value={order.seller ? String(order.seller.id) : null}
          onChange={(v) => v && user.mutate(Number(v))}
        />
      </Section>
    </Stack>
  );
}

function MoveSeat({ order, ticket }: { order: Order; ticket: Order['tickets'][number] }) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<string | null>(null);
  const seats = useQuery({
    queryKey: ['admin', 'orders', 'open-seats', ticket.eventId],
    queryFn: () => callApi(getEventSeats, { params: { eventId: ticket.eventId }, query: {} }),
  });
  const move = useOrderChange(order, (eventSeatId: number) =>
    callApi(moveOrderTicket, { params: { orderId: order.id, ticketId: ticket.id }, body: { eventSeatId } }),
  );
  const open = seats.data
    ? seats.data.seats.id.flatMap((id, i) =>
        seats.data.seats.status[i] === statusLetters.open
          ? [
              {
                value: String(id),
                label: t('orders.tickets.rowSeat', {
                  section: seats.data.sections[seats.data.seats.section[i]!] ?? '',
                  row: seats.data.rows[seats.data.seats.row[i]!] ?? '',
                  seat: seats.data.seats.seat[i],
                }),
              },
            ]
          : [],
      )
    : [];
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <Select
        aria-label={t('orders.manager.moveTo')}
        placeholder={t('orders.manager.moveTo')}
        searchable
        limit={200}
        data={open}
        value={target}
        onChange={setTarget}
      />
      <Stack gap={2}>
        <Button
          size="xs"
          disabled={!target}
          loading={move.isPending}
          onClick={() => target && move.mutate(Number(target))}
        >
          {t('orders.manager.move')}
        </Button>
        {move.isError ? (
          <Text c="red" size="xs">
            {move.error.message}
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
}
