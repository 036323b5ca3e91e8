import { Badge, Button, Card, Checkbox, Group, Table, Text } from '@mantine/core';
import type { Order } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { statusColor } from './OrdersListPage';
import { VoidProductsModal } from './VoidProductsModal';

/** The order's product items with their status; select some to void, like tickets. */
export function OrderProductsTab({ order, mayRefund }: { order: Order; mayRefund: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [selected, setSelected] = useState<number[]>([]);
  const [voiding, setVoiding] = useState(false);
  const toggle = (id: number) =>
    setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  if (order.products.length === 0) {
    return (
      <Card withBorder radius="md" padding="lg">
        <Text c="dimmed">{t('orders.products.empty')}</Text>
      </Card>
    );
  }
  return (
    <Card withBorder radius="md" padding={0}>
      <Group justify="space-between" p="sm">
        <Text fw={600}>{t('orders.products.count', { count: order.products.length })}</Text>
        {mayRefund ? (
          <Button color="red" size="sm" disabled={selected.length === 0} onClick={() => setVoiding(true)}>
            {t('orders.products.voidSelected', { count: selected.length })}
          </Button>
        ) : null}
      </Group>
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              {mayRefund ? <Table.Th w={40} /> : null}
              <Table.Th>{t('orders.products.product')}</Table.Th>
              <Table.Th>{t('orders.products.event')}</Table.Th>
              <Table.Th ta="right">{t('orders.products.quantity')}</Table.Th>
              <Table.Th ta="right">{t('orders.products.unitPrice')}</Table.Th>
              <Table.Th>{t('orders.products.status')}</Table.Th>
              <Table.Th ta="right">{t('orders.products.total')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.products.map((item) => {
              const name = item.variantName ? `${item.name} · ${item.variantName}` : item.name;
              return (
                <Table.Tr key={item.id} data-testid="order-product">
                  {mayRefund ? (
                    <Table.Td>
                      <Checkbox
                        aria-label={t('orders.products.select', { name })}
                        checked={selected.includes(item.id)}
                        disabled={item.status === 'voided'}
                        onChange={() => toggle(item.id)}
                      />
                    </Table.Td>
                  ) : null}
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t(`admin.templates.products.types.${item.type}`, item.type)}
                      {' · '}
                      {item.sku}
                    </Text>
                  </Table.Td>
                  <Table.Td>{item.eventName}</Table.Td>
                  <Table.Td ta="right">{item.quantity}</Table.Td>
                  <Table.Td ta="right">{money(item.unitPrice)}</Table.Td>
                  <Table.Td>
                    <Badge color={statusColor[item.status]} variant="light">
                      {t(`orders.status.${item.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right">{money(item.total)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {voiding ? (
        <VoidProductsModal
          order={order}
          productItemIds={selected}
          onClose={() => {
            setVoiding(false);
            setSelected([]);
          }}
        />
      ) : null}
    </Card>
  );
}
