import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getOrderInvoice, payOrderInvoice } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { useOrderTime } from '@/admin/account/useOrderTime';
import { apiQuery } from '@/api/api-query';
import { callApi } from '@/api/client';
import { useRefreshingMutation } from '@/api/mutations';
import { FailureAlert } from '@/ui/FailureAlert';
import { Section } from '@/ui/Section';
import { orderKeys } from './queries';

const statusColor = { open: 'orange', paid: 'teal', cancelled: 'gray' } as const;

/**
 * The invoice an order is held on (decisions/0109): status, amount, due date and reminder; staff
 * who sell may take it at the box office by cash or check. Nothing when the order has none.
 */
export function OrderInvoiceSection({ orderId, maySell }: { orderId: number; maySell: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const orderTime = useOrderTime();
  const invoice = useQuery(
    apiQuery([...orderKeys.detail(orderId), 'invoice'], getOrderInvoice, { params: { orderId } }),
  );
  const pay = useRefreshingMutation([orderKeys.detail(orderId)], (type: 'Cash' | 'Check') =>
    callApi(payOrderInvoice, { params: { orderId }, body: { type } }),
  );
  const row = invoice.data;
  if (!row) return null;
  return (
    <Section card title={t('invoices.order.title', { number: row.number })}>
      <Stack gap="xs" data-testid="order-invoice">
        <Group gap="sm" wrap="wrap">
          <Badge color={statusColor[row.status]}>{t(`invoices.status.${row.status}`)}</Badge>
          <Text fw={600}>{money(row.amount)}</Text>
          <Text size="sm">{t('invoices.order.due', { date: orderTime(row.dueAt) })}</Text>
        </Group>
        <Text size="sm" c="dimmed">
          {t('invoices.order.sentTo', { email: row.email })}
          {row.remindedAt ? ` · ${t('invoices.order.reminded', { date: orderTime(row.remindedAt) })}` : ''}
          {row.paidAt ? ` · ${t('invoices.order.paidAt', { date: orderTime(row.paidAt) })}` : ''}
          {row.cancelledAt
            ? ` · ${t('invoices.order.releasedAt', { date: orderTime(row.cancelledAt) })}`
            : ''}
        </Text>
        {row.status === 'open' && maySell ? (
          <Group gap="sm" wrap="wrap">
            <Button size="xs" variant="light" loading={pay.isPending} onClick={() => pay.mutate('Cash')}>
              {t('invoices.order.payCash')}
            </Button>
            <Button size="xs" variant="light" loading={pay.isPending} onClick={() => pay.mutate('Check')}>
              {t('invoices.order.payCheck')}
            </Button>
          </Group>
        ) : null}
        <FailureAlert error={pay.error} />
      </Stack>
    </Section>
  );
}
