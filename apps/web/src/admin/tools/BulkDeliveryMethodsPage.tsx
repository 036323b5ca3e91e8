import { Alert, Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type DeliveryPlan,
  type EndpointOutput,
  type listDeliveryMoveOrders,
  moveOrderDeliveryMethods,
} from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useOrderTime } from '@/admin/account/useOrderTime';
import { EventSelect } from '@/admin/sell/EventSelect';
import { callApi } from '@/api/client';
import { DataTable } from '@/ui/data-table/DataTable';
import { deliveryMoveKeys, deliveryMoveQueries } from './delivery-moves-queries';
import { useChosenIds } from './useChosenIds';

type Method = DeliveryPlan['methods'][number];

/** /admin/v2/tools/bulk-update-order-delivery-methods: moves an event's orders to another delivery method. */
export function BulkDeliveryMethodsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter = {
    eventId: Number(params.get('eventId')) || 0,
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    deliveryMethodId: params.get('method') ?? '',
  };
  const set = (name: string) => (value: string | null) =>
    setParams(
      (p) => {
        if (value) p.set(name, value);
        else p.delete(name);
        return p;
      },
      { replace: true },
    );
  const list = useQuery({ ...deliveryMoveQueries.orders(filter), enabled: filter.eventId > 0 });
  const methods = list.data?.methods ?? [];
  const methodName = useMethodName();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('admin.tools.deliveryMoves.title')}</Title>
      <Text c="dimmed">{t('admin.tools.deliveryMoves.intro')}</Text>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <EventSelect
          label={t('admin.tools.deliveryMoves.event')}
          placeholder={t('admin.tools.deliveryMoves.chooseEvent')}
          w={240}
          eventId={filter.eventId}
          onChange={(v) => {
            set('method')(null);
            set('eventId')(v);
          }}
        />
        <TextInput
          type="date"
          label={t('admin.tools.deliveryMoves.from')}
          value={filter.from}
          onChange={(e) => set('from')(e.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('admin.tools.deliveryMoves.to')}
          value={filter.to}
          onChange={(e) => set('to')(e.currentTarget.value)}
        />
        <Select
          label={t('admin.tools.deliveryMoves.currentMethod')}
          placeholder={t('admin.tools.deliveryMoves.anyMethod')}
          clearable
          w={200}
          data={[
            ...methods.map((m) => ({ value: String(m.id), label: methodName(m) })),
            { value: 'none', label: t('admin.tools.deliveryMoves.noMethod') },
          ]}
          value={filter.deliveryMethodId || null}
          onChange={set('method')}
        />
      </Group>
      {filter.eventId === 0 ? <Text c="dimmed">{t('admin.tools.deliveryMoves.pickEvent')}</Text> : null}
      {list.isError ? <Alert color="red">{list.error.message}</Alert> : null}
      {list.data ? <MoveOrders key={JSON.stringify(filter)} data={list.data} methods={methods} /> : null}
    </Stack>
  );
}

function useMethodName() {
  const { t } = useTranslation();
  return (m: Pick<Method, 'type' | 'displayName'>) => m.displayName || t(`deliveryPlans.types.${m.type}`);
}

function MoveOrders({
  data,
  methods,
}: {
  data: EndpointOutput<typeof listDeliveryMoveOrders>;
  methods: Method[];
}) {
  const { t } = useTranslation();
  const orderTime = useOrderTime();
  const methodName = useMethodName();
  const client = useQueryClient();
  const { chosen, clear, select } = useChosenIds<Row>(
    (o) => t('admin.tools.deliveryMoves.chooseOrder', { id: o.id }),
    t('admin.tools.deliveryMoves.chooseAll'),
  );
  const [target, setTarget] = useState<string | null>(null);
  const run = useMutation({
    mutationFn: () =>
      callApi(moveOrderDeliveryMethods, {
        body: { orderIds: [...chosen], deliveryMethodId: Number(target) },
      }),
    onSuccess: () => {
      clear();
      void client.invalidateQueries({ queryKey: deliveryMoveKeys.all });
    },
  });
  const byId = new Map(methods.map((m) => [m.id, m]));
  type Row = (typeof data.orders)[number];
  const methodText = (o: Row) => {
    const m = o.deliveryMethodId === null ? undefined : byId.get(o.deliveryMethodId);
    if (m) return methodName(m);
    return o.deliveryMethodId === null
      ? t('admin.tools.deliveryMoves.noMethod')
      : t('admin.tools.deliveryMoves.otherPlan');
  };
  return (
    <Stack gap="md">
      {data.truncated ? <Alert color="yellow">{t('admin.tools.deliveryMoves.truncated')}</Alert> : null}
      <DataTable<Row>
        label={t('admin.tools.deliveryMoves.title')}
        rows={data.orders}
        empty={t('admin.tools.deliveryMoves.empty')}
        minWidth={560}
        select={select}
        columns={[
          {
            id: 'id',
            header: t('admin.tools.deliveryMoves.order'),
            cell: (o) => (
              <Link to={`/admin/v2/orders/${o.id}`}>{t('orders.list.orderNumber', { id: o.id })}</Link>
            ),
          },
          { id: 'date', header: t('admin.tools.deliveryMoves.date'), value: (o) => orderTime(o.createdAt) },
          { id: 'buyer', header: t('admin.tools.deliveryMoves.buyer'), value: (o) => o.buyerName },
          {
            id: 'status',
            header: t('admin.tools.deliveryMoves.status'),
            value: (o) => t(`orders.status.${o.status}`),
          },
          { id: 'method', header: t('admin.tools.deliveryMoves.method'), value: methodText },
        ]}
      />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('admin.tools.deliveryMoves.newMethod')}
          placeholder={t('admin.tools.deliveryMoves.chooseMethod')}
          w={220}
          data={methods.map((m) => ({ value: String(m.id), label: methodName(m) }))}
          value={target}
          onChange={setTarget}
        />
        <Button disabled={chosen.size === 0 || !target} loading={run.isPending} onClick={() => run.mutate()}>
          {t('admin.tools.deliveryMoves.move', { count: chosen.size })}
        </Button>
      </Group>
      {run.isError ? <Alert color="red">{run.error.message}</Alert> : null}
      {run.data ? (
        <Alert color={run.data.refused.length > 0 ? 'yellow' : 'teal'} role="status">
          <Stack gap={4}>
            <Text size="sm">
              {t('admin.tools.deliveryMoves.result', {
                moved: run.data.moved.length,
                unchanged: run.data.unchanged.length,
              })}
            </Text>
            {run.data.refused.map((r) => (
              <Text size="sm" key={r.orderId}>
                {t('admin.tools.deliveryMoves.refused', { id: r.orderId, reason: t(`errors.${r.code}`) })}
              </Text>
            ))}
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
}
