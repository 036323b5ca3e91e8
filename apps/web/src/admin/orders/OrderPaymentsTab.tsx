import { Badge, Card, Stack, Table, Text, Title } from '@mantine/core';
import type { Order } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { useOrderTime } from '@/admin/account/useOrderTime';

/** Money in and out: the order's payments and its refunds. */
export function OrderPaymentsTab({ order }: { order: Order }) {
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
                  <Badge variant="light" color={p.status === 'refunded' ? 'gray' : 'teal'}>
                    {t(`orders.payments.statuses.${p.status === 'refunded' ? 'refunded' : 'captured'}`)}
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
                <Table.Th ta="right">{t('orders.payments.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.refunds.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{orderTime(r.createdAt)}</Table.Td>
                  <Table.Td>{typeLabel(r.paymentType)}</Table.Td>
                  <Table.Td>{r.by ?? '—'}</Table.Td>
                  <Table.Td ta="right">{money(r.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Text size="sm" mt="sm" ta="right" fw={600}>
          {t('orders.payments.net', { amount: money(order.netPaid) })}
        </Text>
      </Card>
    </Stack>
  );
}
