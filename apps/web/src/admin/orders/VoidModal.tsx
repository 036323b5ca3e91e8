import { Group, Modal, Radio, Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { cancelOrder, type Order, voidOrderTickets } from '@tessera/contract';
import { voidValue } from '@tessera/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/api/client';
import { orderCharges, orderQueries } from './queries';
import { RefundAndConfirm, useOrderChange } from './RefundAndConfirm';

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
  const run = useOrderChange(
    order,
    () => {
      const body = { returnTo, ...(returnTo === 'hold' && holdId ? { holdId: Number(holdId) } : {}) };
      return ticketIds
        ? callApi(voidOrderTickets, { params: { orderId: order.id }, body: { ...body, ticketIds } })
        : callApi(cancelOrder, { params: { orderId: order.id }, body });
    },
    onClose,
  );
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
        <RefundAndConfirm
          order={order}
          owed={owed}
          run={run}
          confirmLabel={ticketIds ? t('orders.void.confirm') : t('orders.void.confirmCancel')}
          disabled={returnTo === 'hold' && !holdId}
          onClose={onClose}
        />
      </Stack>
    </Modal>
  );
}
