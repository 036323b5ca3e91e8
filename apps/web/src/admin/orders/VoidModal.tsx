import { Alert, Button, Group, Modal, Radio, Select, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cancelOrder, type Order, voidOrderTickets } from '@tessera/contract';
import { allocateRefund, voidValue } from '@tessera/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { callApi } from '@/api/client';
import { orderCharges, orderKeys, orderQueries } from './queries';

/**
 * Voids the chosen tickets (or cancels the whole order when `ticketIds` is null): the seller
 * picks where the seats go, sees the refund to the original payments, and confirms.
 */
export function VoidModal({
  order,
  ticketIds,
  opened,
  onClose,
}: {
  order: Order;
  ticketIds: number[] | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const client = useQueryClient();
  const [returnTo, setReturnTo] = useState<'open' | 'hold'>('open');
  const [holdId, setHoldId] = useState<string | null>(null);
  const holds = useQuery({ ...orderQueries.holds(), enabled: opened });
  const live = order.tickets.filter((x) => x.status !== 'voided');
  const chosen = ticketIds ? live.filter((x) => ticketIds.includes(x.id)) : live;
  // Cancelling the order voids its products too; voiding tickets leaves them.
  const liveProducts = order.products.filter((x) => x.status !== 'voided');
  const chosenProducts = ticketIds ? [] : liveProducts;
  const owed = voidValue(
    [...chosen, ...chosenProducts].map((x) => x.total),
    live.length - chosen.length + liveProducts.length - chosenProducts.length,
    orderCharges(order),
  );
  const plan = allocateRefund(
    owed,
    order.payments.map((p) => ({ id: p.id, amount: p.amount, refunded: p.refunded })),
  );
  const run = useMutation({
    mutationFn: () => {
      const body = { returnTo, ...(returnTo === 'hold' && holdId ? { holdId: Number(holdId) } : {}) };
      return ticketIds
        ? callApi(voidOrderTickets, { params: { orderId: order.id }, body: { ...body, ticketIds } })
        : callApi(cancelOrder, { params: { orderId: order.id }, body });
    },
    onSuccess: (next) => {
      client.setQueryData(orderKeys.detail(order.id), next);
      void client.invalidateQueries({ queryKey: orderKeys.activity(order.id) });
      void client.invalidateQueries({ queryKey: [...orderKeys.all, 'list'] });
      onClose();
    },
  });
  const paymentLabel = (id: number) => {
    const p = order.payments.find((x) => x.id === id);
    return p ? `${t(`orders.paymentTypes.${p.type}`, p.type)}${p.last4 ? ` ·${p.last4}` : ''}` : '';
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={ticketIds ? t('orders.void.title', { count: chosen.length }) : t('orders.void.cancelTitle')}
      size="lg"
    >
      <Stack gap="md">
        <Radio.Group
          label={t('orders.void.returnTo')}
          value={returnTo}
          onChange={(v) => setReturnTo(v as 'open' | 'hold')}
        >
          <Group mt="xs">
            <Radio value="open" label={t('orders.void.toOpen')} />
            <Radio value="hold" label={t('orders.void.toHold')} />
          </Group>
        </Radio.Group>
        {returnTo === 'hold' ? (
          <Select
            label={t('orders.void.hold')}
            placeholder={t('orders.void.chooseHold')}
            data={(holds.data ?? []).map((h) => ({ value: String(h.id), label: h.name }))}
            value={holdId}
            onChange={setHoldId}
            nothingFoundMessage={t('orders.void.noHolds')}
          />
        ) : null}
        <Text size="sm" fw={600}>
          {t('orders.void.refundTotal', { amount: money(owed) })}
        </Text>
        {plan && plan.length > 0 ? (
          <Table withTableBorder verticalSpacing={4}>
            <Table.Tbody>
              {plan.map((r) => (
                <Table.Tr key={r.paymentId}>
                  <Table.Td>{t('orders.void.refundTo', { payment: paymentLabel(r.paymentId) })}</Table.Td>
                  <Table.Td ta="right">{money(r.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
        {run.isError ? (
          <Alert color="red" role="alert">
            {run.error.message}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.close')}
          </Button>
          <Button
            color="red"
            loading={run.isPending}
            disabled={returnTo === 'hold' && !holdId}
            onClick={() => run.mutate()}
          >
            {ticketIds ? t('orders.void.confirm') : t('orders.void.confirmCancel')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
