import { Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@tessera/contract';
import { allocateRefund } from '@tessera/domain';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { DialogActions } from '@/ui/DialogActions';
import { amountColumn } from '@/ui/data-table/amount-column';
import { DataTable } from '@/ui/data-table/DataTable';
import { FailureAlert } from '@/ui/FailureAlert';
import { orderKeys } from './queries';

/** A void or cancel of an order: on success the order, its activity and the lists show it. */
export function useOrderChange(order: Order, call: () => Promise<Order>, onDone: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (next) => {
      client.setQueryData(orderKeys.detail(order.id), next);
      void client.invalidateQueries({ queryKey: orderKeys.activity(order.id) });
      void client.invalidateQueries({ queryKey: [...orderKeys.all, 'list'] });
      onDone();
    },
  });
}

/**
 * The foot of a void or cancel dialog: what will be refunded, to which of the original
 * payments (newest first, as the server refunds by default), why it failed, and the buttons.
 */
export function RefundAndConfirm({
  order,
  owed,
  run,
  confirmLabel,
  disabled,
  onClose,
  onAccount = false,
}: {
  order: Order;
  owed: number;
  /** The refund goes onto the customer's account credit, not back to the payments. */
  onAccount?: boolean;
  run: ReturnType<typeof useOrderChange>;
  confirmLabel: string;
  disabled: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const plan = allocateRefund(
    owed,
    order.payments.map((p) => ({ id: p.id, amount: p.amount, refunded: p.refunded })),
  );
  const paymentLabel = (id: number) => {
    const p = order.payments.find((x) => x.id === id);
    return p ? `${t(`orders.paymentTypes.${p.type}`, p.type)}${p.last4 ? ` ·${p.last4}` : ''}` : '';
  };
  return (
    <>
      <Text size="sm" fw={600}>
        {onAccount
          ? t('orders.void.onAccountNote', { amount: money(owed) })
          : t('orders.void.refundTotal', { amount: money(owed) })}
      </Text>
      {!onAccount && plan && plan.length > 0 ? (
        <DataTable
          label={t('orders.void.refundTotal', { amount: money(owed) })}
          prefix="refund"
          hideHeader
          rows={plan}
          rowKey={(r) => r.paymentId}
          empty=""
          columns={[
            {
              id: 'to',
              header: t('orders.payments.type'),
              value: (r) => t('orders.void.refundTo', { payment: paymentLabel(r.paymentId) }),
            },
            amountColumn('amount', t('orders.payments.amount'), money),
          ]}
        />
      ) : null}
      <FailureAlert error={run.error} />
      <DialogActions
        onCancel={onClose}
        cancelLabel={t('actions.close')}
        confirmLabel={confirmLabel}
        onConfirm={() => run.mutate()}
        color="red"
        loading={run.isPending}
        disabled={disabled}
      />
    </>
  );
}
