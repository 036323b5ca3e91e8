import { Badge, Button, Card, Group, Text } from '@mantine/core';
import type { Order } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useMoney } from '@/admin/account/useMoney';
import { storeExchange } from '@/admin/sell/sell-storage';
import { useSellBasket } from '@/admin/sell/useSellBasket';
import { amountColumn } from '@/ui/data-table/amount-column';
import { DataTable } from '@/ui/data-table/DataTable';
import { statusColor } from './OrdersListPage';
import { BarcodeCell, ticketPrice } from './ticket-cells';
import { useVoidSelection } from './useVoidSelection';
import { VoidModal } from './VoidModal';

/** The order's tickets with their status (spec §4: new, used, voided); select some to void. */
export function OrderTicketsTab({ order, mayRefund }: { order: Order; mayRefund: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const voids = useVoidSelection<Order['tickets'][number]>(mayRefund, (ticket) =>
    t('orders.tickets.select', { seat: ticket.seatKey }),
  );
  const { selected } = voids;
  const navigate = useNavigate();
  const { forget } = useSellBasket();
  return (
    <Card withBorder radius="md" padding={0}>
      <Group justify="space-between" p="sm">
        <Text fw={600}>{t('orders.tickets.count', { count: order.tickets.length })}</Text>
        <Group gap="sm">
          <Button component={Link} to={`/admin/v2/orders/${order.id}/bundle`} variant="default" size="sm">
            {t('orders.tickets.openBundle')}
          </Button>
          {mayRefund ? (
            <Button
              variant="light"
              size="sm"
              disabled={selected.length === 0}
              onClick={() => {
                // The new seats are chosen on the sell screen, in a basket of their own.
                storeExchange({ orderId: order.id, ticketIds: selected });
                forget();
                navigate('/admin/v2/sell-tickets');
              }}
            >
              {t('orders.tickets.exchangeSelected', { count: selected.length })}
            </Button>
          ) : null}
          {mayRefund ? (
            <Button color="red" size="sm" disabled={selected.length === 0} onClick={voids.startVoiding}>
              {t('orders.tickets.voidSelected', { count: selected.length })}
            </Button>
          ) : null}
        </Group>
      </Group>
      <DataTable
        label={t('orders.tickets.count', { count: order.tickets.length })}
        prefix="tickets"
        bare
        rows={order.tickets}
        select={voids.select}
        empty={t('table.empty')}
        minWidth={720}
        columns={[
          {
            id: 'place',
            header: t('orders.tickets.place'),
            sortable: true,
            value: (ticket) => ticket.seatKey,
            cell: (ticket) => (
              <>
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
                {ticket.bundleLineId ? (
                  <Text size="xs" c="dimmed" data-testid="ticket-in-bundle">
                    {t('orders.tickets.inBundle')}
                  </Text>
                ) : null}
              </>
            ),
          },
          { id: 'eventName', header: t('orders.tickets.event'), sortable: true },
          {
            id: 'price',
            header: t('orders.tickets.price'),
            value: ticketPrice,
          },
          {
            id: 'barcode',
            header: t('orders.tickets.barcode'),
            cell: (ticket) => <BarcodeCell barcode={ticket.barcode} />,
          },
          {
            id: 'status',
            header: t('orders.tickets.status'),
            sortable: true,
            cell: (ticket) => <StatusBadge status={ticket.status} />,
          },
          amountColumn('total', t('orders.tickets.total'), money),
        ]}
      />
      {voids.voiding ? <VoidModal order={order} ticketIds={selected} opened onClose={voids.done} /> : null}
    </Card>
  );
}

/** An order line's status (new, used, voided) as a badge. */
export function StatusBadge({ status }: { status: keyof typeof statusColor }) {
  const { t } = useTranslation();
  return (
    // Never narrower than its word: a crowded table would otherwise cut it to "NE…".
    <Badge color={statusColor[status]} variant="light" style={{ minWidth: 'max-content' }}>
      {t(`orders.status.${status}`)}
    </Badge>
  );
}
