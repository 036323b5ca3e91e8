import { Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { retryStuckPayment, voidStuckPayment } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { callApi } from '@/api/client';
import { DataTable } from '@/ui/data-table/DataTable';
import { mutationAction } from '@/ui/data-table/RowActions';
import { itemRows } from '@/ui/data-table/sources';
import { FailureAlert } from '@/ui/FailureAlert';
import { OrderPaymentsLink, ShortId } from './payment-cells';
import { paymentToolKeys, paymentToolQueries } from './payment-tools-queries';

/**
 * Payments stuck mid-flight (decisions/0090): authorizations no order took, and order payments
 * whose capture was not confirmed. Retry finishes a capture and void releases an authorization,
 * both through the payment port as reconciliation does: never twice.
 */
export function StuckPayments() {
  const { t } = useTranslation();
  const money = useMoney();
  const client = useQueryClient();
  const list = useQuery(paymentToolQueries.stuck());
  const done = () => void client.invalidateQueries({ queryKey: paymentToolKeys.stuck() });
  const retry = useMutation({
    mutationFn: (chargeId: string) => callApi(retryStuckPayment, { params: { chargeId } }),
    onSettled: done,
  });
  const release = useMutation({
    mutationFn: (chargeId: string) => callApi(voidStuckPayment, { params: { chargeId } }),
    onSettled: done,
  });
  return (
    <>
      <FailureAlert error={retry.error ?? release.error} />
      <DataTable
        title={t('paymentTools.stuck.title')}
        prefix="stuck"
        {...itemRows(list)}
        rowKey={(r) => r.chargeId}
        empty={t('paymentTools.stuck.empty')}
        minWidth={760}
        columns={[
          { id: 'since', header: t('paymentTools.stuck.since'), date: (r) => r.since },
          {
            id: 'kind',
            header: t('paymentTools.status'),
            value: (r) => t(`paymentTools.stuck.kinds.${r.kind}`),
            badge: (r) => (r.kind === 'not_taken' ? 'yellow' : 'orange'),
          },
          { id: 'amount', header: t('paymentTools.amount'), value: (r) => money(r.amount) },
          {
            id: 'reference',
            header: t('paymentTools.stripePayments.reference'),
            value: (r) => r.chargeId,
            cell: (r) => <ShortId id={r.chargeId} length={14} />,
          },
          {
            id: 'order',
            header: t('paymentTools.order'),
            value: (r) => r.orderId ?? '',
            cell: (r) =>
              r.orderId ? (
                <OrderPaymentsLink orderId={r.orderId} />
              ) : (
                <Text size="sm" c="dimmed">
                  {t('paymentTools.noOrder')}
                </Text>
              ),
          },
        ]}
        rowActions={(r) => [
          r.kind === 'capture_pending' && mutationAction(t('paymentTools.stuck.retry'), retry, r.chargeId),
          r.kind === 'not_taken' &&
            mutationAction(t('paymentTools.stuck.void'), release, r.chargeId, { danger: true }),
        ]}
      />
    </>
  );
}
