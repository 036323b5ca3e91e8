import { Alert, Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Order } from '@tessera/contract';
import type { StaffSalesChannel } from '@tessera/domain';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useMoney } from '@/admin/account/useMoney';
import { useOrderTime } from '@/admin/account/useOrderTime';
import { orderQueries } from '@/admin/orders/queries';
import { BarcodeCell, ticketPrice } from '@/admin/orders/ticket-cells';
import { SectionTable } from '@/ui/data-table/SectionTable';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { SectionLoader } from '@/ui/FullPageLoader';
import { BasketTotals, usePlaceLabel } from './BasketLines';
import { CheckoutSteps } from './CheckoutFrame';
import { sellPaymentTypes } from './payments';
import { useSellBasket } from './useSellBasket';

const isSellPaymentType = (type: string): type is (typeof sellPaymentTypes)[number] =>
  (sellPaymentTypes as readonly string[]).includes(type);

/** /admin/v2/checkout/confirmation/{id}: the order just sold, and a way to sell again. */
export function ConfirmationPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const order = useQuery(orderQueries.detail(id));
  if (order.isError) return <ErrorDetails error={order.error} onRetry={() => void order.refetch()} />;
  if (!order.data) return <SectionLoader />;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('admin.checkout.confirmation.title', { id: order.data.id })}</Title>
      <CheckoutSteps active={3} />
      <Confirmation order={order.data} />
    </Stack>
  );
}

function Confirmation({ order }: { order: Order }) {
  const { t } = useTranslation();
  const orderTime = useOrderTime();
  const money = useMoney();
  const place = usePlaceLabel();
  const navigate = useNavigate();
  const { startOver } = useSellBasket();
  const buyerName = [order.buyer.title, order.buyer.firstName, order.buyer.lastName]
    .filter(Boolean)
    .join(' ');
  const sellAgain = async () => {
    await startOver(order.channel as StaffSalesChannel, 'sold');
    const eventId = order.tickets[0]?.eventId ?? order.products[0]?.eventId;
    navigate(eventId ? `/admin/v2/sell-tickets?event=${eventId}` : '/admin/v2/sell-tickets');
  };
  return (
    <Stack gap="lg">
      <Alert color="teal" role="status" title={t('admin.checkout.confirmation.done')}>
        <Group justify="space-between" align="center">
          <Text size="sm">
            {order.products.length > 0
              ? t('admin.checkout.confirmation.summaryWithProducts', {
                  tickets: t('orders.tickets.count', { count: order.tickets.length }),
                  products: t('orders.products.count', { count: order.products.length }),
                  total: money(order.total),
                })
              : t('admin.checkout.confirmation.summary', {
                  count: order.tickets.length,
                  total: money(order.total),
                })}
          </Text>
          <Group gap="xs">
            <Button component={Link} variant="default" to={`/admin/v2/orders/${order.id}/bundle`}>
              {t('tickets.bundle.open')}
            </Button>
            <Button onClick={() => void sellAgain()}>{t('admin.checkout.confirmation.sellAgain')}</Button>
          </Group>
        </Group>
      </Alert>
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <SectionTable
            card
            title={t('admin.checkout.confirmation.tickets', { count: order.tickets.length })}
            bare
            rows={order.tickets}
            empty=""
            minWidth={520}
            columns={[
              {
                id: 'place',
                header: t('admin.checkout.confirmation.place'),
                value: (ticket) => ticket.seatKey,
                cell: (ticket) => (
                  <>
                    <Text size="sm" fw={600}>
                      {ticket.row
                        ? t('admin.sell.basket.rowSeat', { row: ticket.row, seat: ticket.seat })
                        : place({ ...ticket, kind: 'ga', quantity: 1 })}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {ticket.eventName}
                      {' · '}
                      {ticket.seatKey}
                    </Text>
                  </>
                ),
              },
              {
                id: 'price',
                header: t('admin.checkout.confirmation.price'),
                value: ticketPrice,
              },
              {
                id: 'total',
                header: t('admin.sell.basket.total'),
                align: 'right',
                value: (ticket) => money(ticket.total),
              },
              {
                id: 'barcode',
                header: t('admin.checkout.confirmation.barcode'),
                cell: (ticket) => <BarcodeCell barcode={ticket.barcode} />,
              },
            ]}
          />
          {order.products.length > 0 ? <SoldProducts order={order} /> : null}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <Card withBorder radius="md" padding="md">
              <Title order={2} fz="h4" mb="xs">
                {t('admin.checkout.confirmation.buyer')}
              </Title>
              <Text size="sm" fw={600}>
                {buyerName}
              </Text>
              <Text size="sm">{order.buyer.email}</Text>
              {order.buyer.phone ? <Text size="sm">{order.buyer.phone}</Text> : null}
              <Text size="xs" c="dimmed" mt="xs">
                {t('admin.checkout.confirmation.soldOn', {
                  date: orderTime(order.createdAt),
                  channel: t(`channels.${order.channel as StaffSalesChannel}`),
                })}
              </Text>
            </Card>
            <Card withBorder radius="md" padding="md">
              <Title order={2} fz="h4" mb="xs">
                {t('admin.checkout.confirmation.payments')}
              </Title>
              <Stack gap={4}>
                {order.payments.map((p) => (
                  <Group key={p.id} justify="space-between" wrap="nowrap">
                    <Text size="sm">
                      {isSellPaymentType(p.type) ? t(`admin.checkout.paymentTypes.${p.type}`) : p.type}
                      {p.last4
                        ? ` · ${p.method ?? ''} ${t('admin.checkout.confirmation.last4', { last4: p.last4 })}`
                        : ''}
                    </Text>
                    <Text size="sm">{money(p.amount)}</Text>
                  </Group>
                ))}
              </Stack>
            </Card>
            <Card withBorder radius="md" padding="md">
              <BasketTotals totals={order} orderFees={[]} />
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function SoldProducts({ order }: { order: Order }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Stack mt="lg">
      <SectionTable
        card
        title={t('admin.checkout.confirmation.products', { count: order.products.length })}
        bare
        rows={order.products}
        rowProps={() => ({ 'data-testid': 'sold-product' }) as object}
        empty=""
        minWidth={420}
        columns={[
          {
            id: 'product',
            header: t('admin.checkout.confirmation.product'),
            value: (item) => (item.variantName ? `${item.name} · ${item.variantName}` : item.name),
            cell: (item) => (
              <>
                <Text size="sm" fw={600}>
                  {item.variantName ? `${item.name} · ${item.variantName}` : item.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {item.eventName}
                  {' · '}
                  {item.sku}
                </Text>
              </>
            ),
          },
          { id: 'quantity', header: t('admin.checkout.confirmation.quantity'), align: 'right' },
          {
            id: 'total',
            header: t('admin.sell.basket.total'),
            align: 'right',
            value: (item) => money(item.total),
          },
        ]}
      />
    </Stack>
  );
}
