import { Badge, Button, Card, Grid, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Order, setOrderDeliveryDate } from '@tessera/contract';
import type { DeliveryMethodType, SalesChannel } from '@tessera/domain';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useAdminSession } from '@/admin/account/useAdminSession';
import { useMoney } from '@/admin/account/useMoney';
import { useOrderTime } from '@/admin/account/useOrderTime';
import { callApi } from '@/api/client';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { SectionLoader } from '@/ui/FullPageLoader';
import { formatDateTime, formatEventTime } from '@/ui/format';
import { pickTab, ScreenTabs } from '@/ui/ScreenTabs';
import { CancelOrderButton } from './CancelOrderButton';
import { OrderActivityTab } from './OrderActivityTab';
import { OrderInvoiceSection } from './OrderInvoiceSection';
import { OrderPaymentsTab } from './OrderPaymentsTab';
import { OrderProductsTab } from './OrderProductsTab';
import { statusColor } from './OrdersListPage';
import { OrderTicketsTab } from './OrderTicketsTab';
import { OrderTransfersTab } from './OrderTransfersTab';
import { orderKeys, orderQueries } from './queries';

export const orderTabs = [
  'details',
  'activity',
  'payments',
  'transfers',
  'tickets',
  'products',
  'gift-certificates',
] as const;
type OrderTab = (typeof orderTabs)[number];
const tabKey = {
  details: 'details',
  activity: 'activity',
  payments: 'payments',
  transfers: 'transfers',
  tickets: 'tickets',
  products: 'products',
  'gift-certificates': 'giftCertificates',
} as const satisfies Record<OrderTab, string>;

/** /admin/v2/orders/{id}/{tab}: one order, a tab per concern, each tab its own link. */
export function OrderDetailPage() {
  const { t } = useTranslation();
  const params = useParams();
  const navigate = useNavigate();
  const id = Number(params.id);
  const { details, features } = useAdminSession();
  // The account's ticket transfer switch hides the Transfers tab with everything else of transfers.
  const tabs = orderTabs.filter((name) => name !== 'transfers' || features.ticketTransfer);
  const tab = pickTab(tabs, params.tab);
  const order = useQuery(orderQueries.detail(id));
  const mayRefund = details.Permissions.includes('refundsAndCancellations');
  if (order.isError) return <ErrorDetails error={order.error} onRetry={() => void order.refetch()} />;
  if (!order.data) return <SectionLoader />;
  const o = order.data;
  const nothingYet = (text: string) => (
    <Card withBorder radius="md" padding="lg">
      <Text c="dimmed">{text}</Text>
    </Card>
  );
  const panels: Record<OrderTab, ReactNode> = {
    details: <DetailsTab order={o} />,
    activity: <OrderActivityTab orderId={o.id} />,
    payments: <OrderPaymentsTab order={o} mayRefund={mayRefund} />,
    transfers: <OrderTransfersTab order={o} />,
    tickets: <OrderTicketsTab order={o} mayRefund={mayRefund} />,
    products: <OrderProductsTab order={o} mayRefund={mayRefund} />,
    'gift-certificates': nothingYet(t('orders.giftCertificates.empty')),
  };
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Group gap="sm">
          <Title order={1}>{t('orders.detail.title', { id: o.id })}</Title>
          <Badge color={statusColor[o.status]} variant="light" size="lg">
            {t(`orders.status.${o.status}`)}
          </Badge>
        </Group>
        {mayRefund && o.status !== 'voided' ? <CancelOrderButton order={o} /> : null}
      </Group>
      <OrderInvoiceSection orderId={o.id} maySell={details.Permissions.includes('sellTickets')} />
      <ScreenTabs
        value={tab}
        onChange={(v) => navigate(`/admin/v2/orders/${id}/${v}`)}
        tabs={tabs.map((name) => ({
          id: name,
          label: t(`orders.tabs.${tabKey[name]}`),
          panel: panels[name],
        }))}
      />
    </Stack>
  );
}

/** One of the details tab's cards: a bordered card under a small heading; `below` spaces it from the one above. */
function DetailCard({
  title,
  below = false,
  children,
}: {
  title: string;
  below?: boolean;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="md" mt={below ? 'lg' : undefined}>
      <Title order={2} fz="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right">
        {children}
      </Text>
    </Group>
  );
}

function DetailsTab({ order }: { order: Order }) {
  const { t } = useTranslation();
  const orderTime = useOrderTime();
  const money = useMoney();
  const buyerName = [order.buyer.title, order.buyer.firstName, order.buyer.lastName]
    .filter(Boolean)
    .join(' ');
  return (
    <Grid gap="lg" align="flex-start">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <DetailCard title={t('orders.detail.buyer')}>
          <Stack gap={6}>
            <Line label={t('orders.detail.name')}>{buyerName}</Line>
            <Line label={t('orders.detail.email')}>{order.buyer.email || '—'}</Line>
            <Line label={t('orders.detail.phone')}>{order.buyer.phone || '—'}</Line>
            {order.anonymized ? (
              <Badge color="gray" variant="light">
                {t('orders.detail.anonymized')}
              </Badge>
            ) : null}
          </Stack>
        </DetailCard>
        <DetailCard title={t('orders.detail.sale')} below>
          <Stack gap={6}>
            <Line label={t('orders.detail.placed')}>{orderTime(order.createdAt)}</Line>
            <Line label={t('orders.detail.channel')}>
              {t(`channels.${order.channel as SalesChannel}`, order.channel)}
            </Line>
            <Line label={t('orders.detail.seller')}>{order.seller?.name ?? t('orders.detail.noSeller')}</Line>
            <Line label={t('orders.detail.globalId')}>{order.globalId}</Line>
            {order.promoCode ? <Line label={t('orders.detail.promoCode')}>{order.promoCode}</Line> : null}
            {order.partner ? (
              <>
                <Line label={t('orders.detail.partner')}>{order.partner.name}</Line>
                <Line label={t('orders.detail.partnerCommission')}>
                  <span data-testid="partner-commission">{money(order.partnerCommission)}</span>
                </Line>
              </>
            ) : null}
            <Line label={t('orders.detail.deliveryMethod')}>
              {order.deliveryMethod
                ? order.deliveryMethod.displayName ||
                  t(`deliveryPlans.types.${order.deliveryMethod.type as DeliveryMethodType}`)
                : t('orders.detail.noDeliveryMethod')}
            </Line>
          </Stack>
        </DetailCard>
        <OrderSeatsCard order={order} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <DetailCard title={t('orders.detail.totals')}>
          <Stack gap={6}>
            <Line label={t('orders.detail.faceValue')}>{money(order.faceValueTotal)}</Line>
            {order.productTotal ? (
              <Line label={t('orders.detail.products')}>{money(order.productTotal)}</Line>
            ) : null}
            {order.orderFees.map((f) => (
              <Line key={f.feeId} label={f.name}>
                {money(f.amount)}
              </Line>
            ))}
            <Line label={t('orders.detail.fees')}>{money(order.feeTotal)}</Line>
            {order.discountTotal ? (
              <Line label={t('orders.detail.discount')}>{money(-order.discountTotal)}</Line>
            ) : null}
            <Line label={t('orders.detail.delivery')}>{money(order.deliveryTotal)}</Line>
            <Line label={t('orders.detail.total')}>
              <b>{money(order.total)}</b>
            </Line>
            <Line label={t('orders.detail.netPaid')}>{money(order.netPaid)}</Line>
          </Stack>
        </DetailCard>
        <DeliveryCard order={order} />
      </Grid.Col>
    </Grid>
  );
}

function DeliveryCard({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [value, setValue] = useState(order.deliveryDate ? order.deliveryDate.slice(0, 10) : '');
  const save = useMutation({
    mutationFn: () =>
      callApi(setOrderDeliveryDate, {
        params: { orderId: order.id },
        body: { deliveryDate: value ? new Date(`${value}T12:00:00Z`).toISOString() : null },
      }),
    onSuccess: (next) => {
      client.setQueryData(orderKeys.detail(order.id), next);
      void client.invalidateQueries({ queryKey: orderKeys.activity(order.id) });
    },
  });
  return (
    <DetailCard title={t('orders.detail.deliveryTitle')} below>
      <Text size="sm" c="dimmed" mb="xs">
        {order.deliveryDate
          ? t('orders.detail.deliveryOn', { date: formatDateTime(order.deliveryDate, i18n.language) })
          : t('orders.detail.noDeliveryDate')}
      </Text>
      <Group align="flex-end" gap="sm">
        <TextInput
          type="date"
          label={t('orders.detail.deliveryDate')}
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
        />
        <Button variant="light" loading={save.isPending} onClick={() => save.mutate()}>
          {t('orders.detail.saveDelivery')}
        </Button>
      </Group>
      {save.isError ? (
        <Text c="red" size="sm" mt="xs">
          {save.error.message}
        </Text>
      ) : null}
    </DetailCard>
  );
}

/** The order's tickets at a glance: event and its time at the venue, place, price type, price. */
function OrderSeatsCard({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  if (order.tickets.length === 0) return null;
  return (
    <DetailCard title={t('orders.detail.ticketsCount', { count: order.tickets.length })} below>
      <Stack gap="xs">
        {order.tickets.map((ticket) => (
          <Group key={ticket.id} justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {ticket.seat
                  ? t('seatMap.place', { section: ticket.section, row: ticket.row, seat: ticket.seat })
                  : ticket.section}
                {ticket.priceTypeName ? ` · ${ticket.priceTypeName}` : ''}
              </Text>
              <Text size="xs" c="dimmed">
                {[
                  ticket.eventName,
                  formatEventTime(ticket.eventStartsAt, i18n.language, ticket.eventTimeZone),
                  ticket.venueName,
                ].join(' · ')}
              </Text>
            </Stack>
            <Text
              size="sm"
              style={{ whiteSpace: 'nowrap' }}
              td={ticket.status === 'voided' ? 'line-through' : undefined}
            >
              {money(ticket.total)}
            </Text>
          </Group>
        ))}
      </Stack>
    </DetailCard>
  );
}
