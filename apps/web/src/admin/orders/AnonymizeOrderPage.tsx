import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { anonymizeOrder, type Order } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { callApi } from '@/api/client';
import { CardStack } from '@/ui/CardStack';
import { OrderLookup } from './OrderLookup';
import { orderKeys } from './queries';

/** /admin/v2/tools/anonymize-order: removes the buyer's personal data from one order. */
export function AnonymizeOrderPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('orders.anonymize.title')}</Title>
      <Text c="dimmed">{t('orders.anonymize.intro')}</Text>
      <OrderLookup>{(order) => <Anonymize key={order.id} order={order} />}</OrderLookup>
    </Stack>
  );
}

function Anonymize({ order }: { order: Order }) {
  const { t } = useTranslation();
  const money = useMoney();
  const client = useQueryClient();
  const run = useMutation({
    mutationFn: () => callApi(anonymizeOrder, { params: { orderId: order.id } }),
    onSuccess: (next) => client.setQueryData(orderKeys.detail(order.id), next),
  });
  return (
    <CardStack>
      <Text fw={600}>{t('orders.detail.title', { id: order.id })}</Text>
      <Text size="sm">
        {[order.buyer.firstName, order.buyer.lastName].join(' ')} · {order.buyer.email || '—'}
      </Text>
      <Text size="sm" c="dimmed">
        {t('orders.anonymize.kept', { total: money(order.total), count: order.tickets.length })}
      </Text>
      {order.anonymized ? (
        <Alert color="teal">{t('orders.anonymize.done')}</Alert>
      ) : (
        <Group>
          <Button color="red" loading={run.isPending} onClick={() => run.mutate()}>
            {t('orders.anonymize.confirm')}
          </Button>
        </Group>
      )}
      {run.isError ? <Alert color="red">{run.error.message}</Alert> : null}
    </CardStack>
  );
}
