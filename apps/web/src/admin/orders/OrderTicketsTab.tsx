import { Badge, Button, Card, Checkbox, Group, Table, Text } from '@mantine/core';
import type { Order } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoney } from '@/admin/account/useMoney';
import { statusColor } from './OrdersListPage';
import { VoidModal } from './VoidModal';

/** The order's tickets with their status (spec §4: new, used, voided); select some to void. */
export function OrderTicketsTab({ order, mayRefund }: { order: Order; mayRefund: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [selected, setSelected] = useState<number[]>([]);
  const [voiding, setVoiding] = useState(false);
  const toggle = (id: number) =>
    setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  return (
    <Card withBorder radius="md" padding={0}>
      <Group justify="space-between" p="sm">
        <Text fw={600}>{t('orders.tickets.count', { count: order.tickets.length })}</Text>
        <Group gap="sm">
          <Button component={Link} to={`/admin/v2/orders/${order.id}/bundle`} variant="default" size="sm">
            {t('orders.tickets.openBundle')}
          </Button>
          {mayRefund ? (
            <Button color="red" size="sm" disabled={selected.length === 0} onClick={() => setVoiding(true)}>
              {t('orders.tickets.voidSelected', { count: selected.length })}
            </Button>
          ) : null}
        </Group>
      </Group>
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              {mayRefund ? <Table.Th w={40} /> : null}
              <Table.Th>{t('orders.tickets.place')}</Table.Th>
              <Table.Th>{t('orders.tickets.event')}</Table.Th>
              <Table.Th>{t('orders.tickets.price')}</Table.Th>
              <Table.Th>{t('orders.tickets.barcode')}</Table.Th>
              <Table.Th>{t('orders.tickets.status')}</Table.Th>
              <Table.Th ta="right">{t('orders.tickets.total')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.tickets.map((ticket) => (
              <Table.Tr key={ticket.id}>
                {mayRefund ? (
                  <Table.Td>
                    <Checkbox
                      aria-label={t('orders.tickets.select', { seat: ticket.seatKey })}
                      checked={selected.includes(ticket.id)}
                      disabled={ticket.status === 'voided'}
                      onChange={() => toggle(ticket.id)}
                    />
                  </Table.Td>
                ) : null}
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {ticket.row
                      ? t('orders.tickets.rowSeat', {
                          section: ticket.section,
                          row: ticket.row,
                          seat: ticket.seat,
                        })
                      : ticket.section}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {ticket.seatKey}
                  </Text>
                </Table.Td>
                <Table.Td>{ticket.eventName}</Table.Td>
                <Table.Td>
                  {[ticket.priceLevelName, ticket.priceTypeName].filter(Boolean).join(' · ')}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {ticket.barcode}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge color={statusColor[ticket.status]} variant="light">
                    {t(`orders.status.${ticket.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td ta="right">{money(ticket.total)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {voiding ? (
        <VoidModal
          order={order}
          ticketIds={selected}
          opened
          onClose={() => {
            setVoiding(false);
            setSelected([]);
          }}
        />
      ) : null}
    </Card>
  );
}
