import { Button, Card, Group, Text } from '@mantine/core';
import type { Order } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { amountColumn } from '@/ui/data-table/amount-column';
import { TwoLines } from '@/ui/data-table/cells';
import { DataTable } from '@/ui/data-table/DataTable';
import { StatusBadge } from './OrderTicketsTab';
import { useVoidSelection } from './useVoidSelection';
import { VoidProductsModal } from './VoidProductsModal';

type Item = Order['products'][number];
const nameOf = (item: Item) => (item.variantName ? `${item.name} · ${item.variantName}` : item.name);

/** The order's product items with their status; select some to void, like tickets. */
export function OrderProductsTab({ order, mayRefund }: { order: Order; mayRefund: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const voids = useVoidSelection<Item>(mayRefund, (item) =>
    t('orders.products.select', { name: nameOf(item) }),
  );
  const { selected } = voids;
  return (
    <Card withBorder radius="md" padding={0}>
      {order.products.length ? (
        <Group justify="space-between" p="sm">
          <Text fw={600}>{t('orders.products.count', { count: order.products.length })}</Text>
          {mayRefund ? (
            <Button color="red" size="sm" disabled={selected.length === 0} onClick={voids.startVoiding}>
              {t('orders.products.voidSelected', { count: selected.length })}
            </Button>
          ) : null}
        </Group>
      ) : null}
      <DataTable
        label={t('orders.products.count', { count: order.products.length })}
        prefix="products"
        bare
        rows={order.products}
        rowProps={() => ({ 'data-testid': 'order-product' }) as object}
        select={voids.select}
        empty={t('orders.products.empty')}
        minWidth={720}
        columns={[
          {
            id: 'product',
            header: t('orders.products.product'),
            sortable: true,
            value: nameOf,
            cell: (item) => (
              <TwoLines
                main={nameOf(item)}
                sub={`${t(`admin.templates.products.types.${item.type}`, item.type)} · ${item.sku}`}
              />
            ),
          },
          { id: 'eventName', header: t('orders.products.event'), sortable: true },
          { id: 'quantity', header: t('orders.products.quantity'), align: 'right' },
          amountColumn('unitPrice', t('orders.products.unitPrice'), money),
          {
            id: 'status',
            header: t('orders.products.status'),
            cell: (item) => <StatusBadge status={item.status} />,
          },
          amountColumn('total', t('orders.products.total'), money),
        ]}
      />
      {voids.voiding ? (
        <VoidProductsModal order={order} productItemIds={selected} onClose={voids.done} />
      ) : null}
    </Card>
  );
}
