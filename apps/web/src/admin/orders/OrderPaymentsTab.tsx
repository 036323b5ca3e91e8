import { Alert, Badge, Card, Stack, Table, Text, Title } from '@mantine/core';
import type { Order } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { useOrderTime } from '@/admin/account/useOrderTime';
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
  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="md">
        <Title order={2} fz="h4" mb="sm">
          {t('orders.payments.title')}
        </Title>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('orders.payments.date')}</Table.Th>
              <Table.Th>{t('orders.payments.type')}</Table.Th>
              <Table.Th>{t('orders.payments.card')}</Table.Th>
              <Table.Th>{t('orders.payments.status')}</Table.Th>
              <Table.Th ta="right">{t('orders.payments.refunded')}</Table.Th>
              <Table.Th ta="right">{t('orders.payments.amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.payments.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>{orderTime(p.createdAt)}</Table.Td>
                <Table.Td>{typeLabel(p.type)}</Table.Td>
                <Table.Td>{p.last4 ? `${p.method ?? ''} ·${p.last4}` : '—'}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={paymentColor[paymentStatus(p.status)]}>
                    {t(`orders.payments.statuses.${paymentStatus(p.status)}`)}
                  </Badge>
                </Table.Td>
                <Table.Td ta="right">{money(p.refunded)}</Table.Td>
                <Table.Td ta="right">{money(p.amount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>
      <Card withBorder radius="md" padding="md">
        <Title order={2} fz="h4" mb="sm">
          {t('orders.payments.refunds')}
        </Title>
        {order.refunds.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('orders.payments.noRefunds')}
          </Text>
        ) : (
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('orders.payments.date')}</Table.Th>
                <Table.Th>{t('orders.payments.type')}</Table.Th>
                <Table.Th>{t('orders.payments.by')}</Table.Th>
                <Table.Th>{t('orders.payments.status')}</Table.Th>
                <Table.Th ta="right">{t('orders.payments.amount')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.refunds.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{orderTime(r.createdAt)}</Table.Td>
                  <Table.Td>{typeLabel(r.paymentType)}</Table.Td>
                  <Table.Td>{r.by ?? '—'}</Table.Td>
                  <Table.Td>
                    <RefundStateBadge state={r.state} failureCode={r.failureCode} />
                  </Table.Td>
                  <Table.Td ta="right">{money(r.amount)}</Table.Td>
                  <Table.Td ta="right">
                    {mayRefund && r.state === 'failed' ? (
                      <RetryRefundButton orderId={order.id} refundId={r.id} />
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Text size="sm" mt="sm" ta="right" fw={600}>
          {t('orders.payments.net', { amount: money(order.netPaid) })}
        </Text>
        {order.refundsOutstanding > 0 ? (
          <Alert color="orange" variant="light" mt="sm">
            {t('orders.payments.outstanding', { amount: money(order.refundsOutstanding) })}
          </Alert>
        ) : null}
      </Card>
    </Stack>
  );
}
