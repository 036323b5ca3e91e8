import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '@tessera/domain';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useShopVenue } from '@/shop/account/useShopVenue';
import { DataTable } from '@/ui/data-table/DataTable';
import { queryRows } from '@/ui/data-table/sources';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { SectionLoader } from '@/ui/FullPageLoader';
import { formatOrderTime } from '@/ui/format';
import { useLocale } from '@/ui/useLocale';
import { customerQueries } from '../queries';
import { TicketList } from './TicketsTab';

function OrderDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { settings } = useShopVenue();
  const order = useQuery(customerQueries.order(id));
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/shop/account/orders" size="sm">
        {t('shopAccount.orders.back')}
      </Anchor>
      {order.isError ? <ErrorDetails error={order.error} onRetry={() => void order.refetch()} /> : null}
      {!order.data && !order.isError ? <SectionLoader /> : null}
      {order.data ? (
        <Stack gap="md">
          <Paper withBorder radius="md" p="md">
            <Group justify="space-between" wrap="wrap">
              <Title order={2} fz="h3">
                {t('shopAccount.orders.number', { id: order.data.id })}
              </Title>
              <Text fw={700}>{formatMoney(order.data.total, order.data.currency, locale)}</Text>
            </Group>
            <Text c="dimmed" size="sm">
              {formatOrderTime(order.data.createdAt, locale, settings.timezone)}
            </Text>
            <Button
              component="a"
              href={`/api/shop/account/orders/${order.data.id}/tickets.pdf`}
              target="_blank"
              rel="noopener"
              variant="light"
              size="xs"
              mt="xs"
            >
              {t('shopAccount.orders.download')}
            </Button>
            {order.data.deliveryMethod ? (
              <Text size="sm">{t('shopAccount.orders.delivery', { method: order.data.deliveryMethod })}</Text>
            ) : null}
          </Paper>
          <TicketList tickets={order.data.tickets} currency={order.data.currency} />
        </Stack>
      ) : null}
    </Stack>
  );
}

/** The customer's orders, newest first; one order's tickets at /shop/account/orders/{id}. */
export function OrdersTab() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { settings } = useShopVenue();
  const id = Number(useParams().id);
  const orders = useQuery(customerQueries.orders());
  if (id > 0) return <OrderDetail id={id} />;
  return (
    <DataTable
      label={t('shopAccount.tabs.orders')}
      hideHeader
      {...queryRows(orders)}
      empty={t('shopAccount.orders.empty')}
      columns={[
        {
          id: 'order',
          header: t('shopAccount.orders.order'),
          date: (o) => o.createdAt,
          cell: (o) => (
            <>
              <Anchor component={Link} to={`/shop/account/orders/${o.id}`} fw={600}>
                {t('shopAccount.orders.number', { id: o.id })}
              </Anchor>
              <Text size="sm" c="dimmed">
                {formatOrderTime(o.createdAt, locale, settings.timezone)}
              </Text>
            </>
          ),
        },
        {
          id: 'tickets',
          header: t('shopAccount.orders.ticketCount'),
          visibleFrom: 'sm',
          value: (o) => o.ticketCount,
          cell: (o) => (
            <Badge variant="light">{t('shopAccount.orders.tickets', { count: o.ticketCount })}</Badge>
          ),
        },
        {
          id: 'total',
          header: t('shopAccount.orders.total'),
          align: 'right',
          value: (o) => o.total,
          cell: (o) => (
            <Text span fw={600}>
              {formatMoney(o.total, o.currency, locale)}
            </Text>
          ),
        },
      ]}
    />
  );
}
