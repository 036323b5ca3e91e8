import { Alert, Button, Group, List, Modal, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Order, voidOrderProducts } from '@tessera/contract';
import { allocateRefund, voidValue } from '@tessera/domain';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { callApi } from '@/api/client';
import { orderCharges, orderKeys } from './queries';

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
  const client = useQueryClient();
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
  const plan = allocateRefund(
    owed,
    order.payments.map((p) => ({ id: p.id, amount: p.amount, refunded: p.refunded })),
  );
  const run = useMutation({
    mutationFn: () =>
      callApi(voidOrderProducts, {
        params: { orderId: order.id },
        body: { productItemIds: chosen.map((p) => p.id) },
      }),
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
            disabled={chosen.length === 0}
            onClick={() => run.mutate()}
          >
            {t('orders.voidProducts.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
