import { Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { cancelOrder, type Order, voidOrderTickets } from '@tessera/contract';
import { voidValue } from '@tessera/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/api/client';
import { orderCharges } from './queries';
import { RefundAndConfirm, useOrderChange } from './RefundAndConfirm';
import { SeatReturnChoice, useSeatReturn } from './SeatReturnChoice';

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
  const seats = useSeatReturn({ enabled: opened });
  const live = order.tickets.filter((x) => x.status !== 'voided');
  // A season package's tickets go together: one of them brings the others (decisions/0086).
  const packages = new Set(
    live.filter((x) => ticketIds?.includes(x.id) && x.packageLineId).map((x) => x.packageLineId),
  );
  // A template package or event plan goes whole, its products with it (decisions/0112).
  const bundles = new Set(
    live.filter((x) => ticketIds?.includes(x.id) && x.bundleLineId).map((x) => x.bundleLineId),
  );
  const inBundle = (x: { bundleLineId?: number | null }) =>
    Boolean(x.bundleLineId && bundles.has(x.bundleLineId));
  const chosen = ticketIds
    ? live.filter(
        (x) => ticketIds.includes(x.id) || (x.packageLineId && packages.has(x.packageLineId)) || inBundle(x),
      )
    : live;
  // Cancelling the order voids its products too; voiding tickets leaves them, but a package's.
  const liveProducts = order.products.filter((x) => x.status !== 'voided');
  const chosenProducts = ticketIds ? liveProducts.filter(inBundle) : liveProducts;
  const owed = voidValue(
    [...chosen, ...chosenProducts].map((x) => x.total),
    live.length - chosen.length + liveProducts.length - chosenProducts.length,
    orderCharges(order),
  );
  // On account: onto the order's customer's account credit (decisions/0087); a guest order has none.
  const [refundTo, setRefundTo] = useState<'original' | 'onAccount'>('original');
  const offerOnAccount = order.customerId !== null && owed > 0;
  const run = useOrderChange(
    order,
    () => {
      const body = { ...seats.body, refundTo: offerOnAccount ? refundTo : ('original' as const) };
      return ticketIds
        ? callApi(voidOrderTickets, {
            params: { orderId: order.id },
            body: {
              ...body,
              ticketIds: chosen.map((x) => x.id),
              ...(chosenProducts.length ? { productItemIds: chosenProducts.map((x) => x.id) } : {}),
            },
          })
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
        {ticketIds && bundles.size > 0 ? (
          <Text size="sm" data-testid="void-bundle-note">
            {t('orders.void.wholeBundle', { count: chosen.length + chosenProducts.length })}
          </Text>
        ) : null}
        <SeatReturnChoice choice={seats} />
        {offerOnAccount ? (
          <Radio.Group
            label={t('orders.void.refundAs')}
            value={refundTo}
            onChange={(v) => setRefundTo(v as 'original' | 'onAccount')}
          >
            <Group gap="md" mt={4}>
              <Radio value="original" label={t('orders.void.refundChoice.original')} />
              <Radio value="onAccount" label={t('orders.void.refundChoice.onAccount')} />
            </Group>
          </Radio.Group>
        ) : null}
        <RefundAndConfirm
          order={order}
          owed={owed}
          onAccount={offerOnAccount && refundTo === 'onAccount'}
          run={run}
          confirmLabel={ticketIds ? t('orders.void.confirm') : t('orders.void.confirmCancel')}
          disabled={seats.incomplete}
          onClose={onClose}
        />
      </Stack>
    </Modal>
  );
}
