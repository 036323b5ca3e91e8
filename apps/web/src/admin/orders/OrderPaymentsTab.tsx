import { Alert, Stack, Text } from '@mantine/core';
import type { Order } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { useOrderTime } from '@/admin/account/useOrderTime';
import { amountColumn } from '@/ui/data-table/amount-column';
import { SectionTable } from '@/ui/data-table/SectionTable';
import { RefundStateBadge, RetryRefundButton } from './RefundState';

const paymentColor: Record<string, string> = {
  captured: 'teal',
  authorized: 'blue',
  capture_failed: 'red',
  refunded: 'gray',
};
const paymentStatuses = ['captured', 'authorized', 'capture_failed', 'refunded'] as const;
const paymentStatus = (status: string) => paymentStatuses.find((s) => s === status) ?? ('captured' as const);

/**
 * Money in and out: the order's payments and its refunds, each refund with its state; a failed
 * card refund can be asked again by those allowed refunds.
 */
export function OrderPaymentsTab({ order, mayRefund }: { order: Order; mayRefund: boolean }) {
  const { t } = useTranslation();
  const orderTime = useOrderTime();
  const money = useMoney();
  const typeLabel = (type: string) => t(`orders.paymentTypes.${type}`, type);
  const when = {
    id: 'date',
    header: t('orders.payments.date'),
    value: (x: { createdAt: string }) => orderTime(x.createdAt),
  };
  return (
    <Stack gap="lg">
      <SectionTable
        card
        title={t('orders.payments.title')}
        prefix="payments"
        bare
        rows={order.payments}
        empty={t('table.empty')}
        columns={[
          when,
          { id: 'type', header: t('orders.payments.type'), value: (p) => typeLabel(p.type) },
          {
            id: 'card',
            header: t('orders.payments.card'),
            value: (p) => (p.last4 ? `${p.method ?? ''} ·${p.last4}` : '—'),
          },
          {
            id: 'status',
            header: t('orders.payments.status'),
            value: (p) => t(`orders.payments.statuses.${paymentStatus(p.status)}`),
            badge: (p) => paymentColor[paymentStatus(p.status)],
          },
          amountColumn('refunded', t('orders.payments.refunded'), money),
          amountColumn('amount', t('orders.payments.amount'), money),
        ]}
      />
      <SectionTable
        card
        title={t('orders.payments.refunds')}
        prefix="refunds"
        bare
        rows={order.refunds}
        empty={t('orders.payments.noRefunds')}
        columns={[
          when,
          {
            id: 'type',
            header: t('orders.payments.type'),
            // A difference refunded as a gift certificate: its number, not the payment it came from.
            // Put on the customer's account credit: said so, with the payment it came from.
            value: (r) =>
              r.giftCertificateNumber
                ? t('orders.payments.giftCertificate', { number: r.giftCertificateNumber })
                : r.onAccount
                  ? t('orders.payments.onAccount', { payment: typeLabel(r.paymentType) })
                  : typeLabel(r.paymentType),
          },
          { id: 'by', header: t('orders.payments.by'), value: (r) => r.by ?? '—' },
          {
            id: 'status',
            header: t('orders.payments.status'),
            cell: (r) => <RefundStateBadge state={r.state} failureCode={r.failureCode} />,
          },
          amountColumn('amount', t('orders.payments.amount'), money),
          {
            id: 'retry',
            header: '',
            align: 'right',
            cell: (r) =>
              mayRefund && r.state === 'failed' ? (
                <RetryRefundButton orderId={order.id} refundId={r.id} />
              ) : null,
          },
        ]}
      >
        <Text size="sm" mt="sm" ta="right" fw={600}>
          {t('orders.payments.net', { amount: money(order.netPaid) })}
        </Text>
        {order.refundsOutstanding > 0 ? (
          <Alert color="orange" variant="light" mt="sm">
            {t('orders.payments.outstanding', { amount: money(order.refundsOutstanding) })}
          </Alert>
        ) : null}
      </SectionTable>
    </Stack>
  );
}
