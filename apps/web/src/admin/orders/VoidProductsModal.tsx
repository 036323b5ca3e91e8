import { List, Modal, Stack, Text } from '@mantine/core';
import { type Order, voidOrderProducts } from '@tessera/contract';
import { voidValue } from '@tessera/domain';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { callApi } from '@/api/client';
import { orderCharges } from './queries';
import { RefundAndConfirm, useOrderChange } from './RefundAndConfirm';

/**
 * Voids chosen product items of an order: the seller sees what goes, the refund of their value
 * (and of the order's charges when nothing else stays live) to the original payments, newest
 * first as the server refunds by default, and confirms.
 */
export function VoidProductsModal({
  order,
  productItemIds,
  onClose,
}: {
  order: Order;
  productItemIds: number[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const chosen = order.products.filter((p) => p.status !== 'voided' && productItemIds.includes(p.id));
  // The order's own charges go back too when nothing else on it stays live.
  const liveAfter =
    order.tickets.filter((x) => x.status !== 'voided').length +
    order.products.filter((x) => x.status !== 'voided').length -
    chosen.length;
  const owed = voidValue(
    chosen.map((p) => p.total),
    liveAfter,
    orderCharges(order),
  );
  const run = useOrderChange(
    order,
    () =>
      callApi(voidOrderProducts, {
        params: { orderId: order.id },
        body: { productItemIds: chosen.map((p) => p.id) },
      }),
    onClose,
  );
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('orders.voidProducts.title', { count: chosen.length })}
      size="lg"
    >
      <Stack gap="md">
        <List size="sm">
          {chosen.map((p) => (
            <List.Item key={p.id}>
              {t('orders.voidProducts.line', {
                count: p.quantity,
                name: p.variantName ? `${p.name} · ${p.variantName}` : p.name,
                total: money(p.total),
              })}
            </List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed">
          {t('orders.voidProducts.stockBack')}
        </Text>
        <RefundAndConfirm
          order={order}
          owed={owed}
          run={run}
          confirmLabel={t('orders.voidProducts.confirm')}
          disabled={chosen.length === 0}
          onClose={onClose}
        />
      </Stack>
    </Modal>
  );
}
