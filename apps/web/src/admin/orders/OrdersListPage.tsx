import { Anchor, Button, Group, Select, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { type OrderStatus, orderStatuses, salesChannels } from '@tessera/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoney } from '@/admin/account/useMoney';
import { useOrderTime } from '@/admin/account/useOrderTime';
import { EventSelect } from '@/admin/sell/EventSelect';
import { amountColumn } from '@/ui/data-table/amount-column';
import { TwoLines } from '@/ui/data-table/cells';
import { SearchFilter } from '@/ui/data-table/filters';
import { ListPage } from '@/ui/data-table/ListPage';
import { useTableView } from '@/ui/data-table/useTableView';
import { keysetCursor } from '@/ui/PagingFooter';
import { AlertBadges } from './AlertBadges';
import { StatusBadge } from './OrderTicketsTab';
import { orderQueries } from './queries';

export const statusColor: Record<OrderStatus, string> = { new: 'blue', used: 'teal', voided: 'gray' };

/** /admin/v2/orders: every order, newest first, with search and filters, a page at a time (in the URL). */
export function OrdersListPage() {
  const { t } = useTranslation();
  const orderTime = useOrderTime();
  const money = useMoney();
  const view = useTableView();
  const [q] = useDebouncedValue(view.filter('q'), 300);
  const eventId = Number(view.filter('eventId')) || null;
  const status = orderStatuses.find((s) => s === view.filter('status')) ?? null;
  const list = useQuery(
    orderQueries.list({
      q,
      from: view.filter('from'),
      to: view.filter('to'),
      eventId,
      status,
      channel: view.filter('channel') || null,
      pageSize: view.pageSize,
      after: keysetCursor(view),
    }),
  );
  const set = (name: string) => (value: string | null) => view.setFilter(name, value, { replace: true });
  const date = (name: 'from' | 'to') => (
    <TextInput
      type="date"
      label={t(`orders.list.${name}`)}
      value={view.filter(name)}
      onChange={(e) => set(name)(e.currentTarget.value)}
    />
  );
  // A filter of one of a few values, kept in the URL; cleared, any.
  const choice = <V extends string>(
    name: 'status' | 'channel',
    values: readonly V[],
    label: (value: V) => string,
  ) => ({
    label: t(`orders.list.${name}`),
    clearable: true,
    data: values.map((value) => ({ value, label: label(value) })),
    value: values.find((value) => value === view.filter(name)) ?? null,
    onChange: set(name),
  });
  return (
    <ListPage
      title={t('orders.list.title')}
      pageActions={
        <Button component={Link} to="/admin/v2/orders/saved-baskets" variant="light">
          {t('orders.savedBaskets.title')}
        </Button>
      }
      view={view}
      toolbar={
        <Group gap="sm" align="flex-end" wrap="wrap">
          <SearchFilter
            view={view}
            name="q"
            live
            label={t('orders.list.search')}
            placeholder={t('orders.list.searchHint')}
          />
          {date('from')}
          {date('to')}
          <EventSelect
            label={t('orders.list.event')}
            placeholder={t('orders.list.anyEvent')}
            clearable
            w={220}
            eventId={eventId}
            onChange={set('eventId')}
          />
          <Select
            {...choice('status', orderStatuses, (s) => t(`orders.status.${s}`))}
            placeholder={t('orders.list.anyStatus')}
            w={140}
          />
          <Select
            {...choice('channel', salesChannels, (c) => t(`channels.${c}`))}
            placeholder={t('orders.list.anyChannel')}
            w={170}
          />
        </Group>
      }
      rows={list.data?.items}
      error={list.error}
      onRetry={() => void list.refetch()}
      keyset={{ next: list.data?.nextCursor ?? null }}
      empty={t('orders.list.empty')}
      minWidth={880}
      columns={[
        {
          id: 'order',
          header: t('orders.list.order'),
          value: (o) => o.id,
          cell: (o) => (
            <Anchor component={Link} to={`/admin/v2/orders/${o.id}`} fw={600}>
              {t('orders.list.orderNumber', { id: o.id })}
            </Anchor>
          ),
        },
        { id: 'date', header: t('orders.list.date'), value: (o) => orderTime(o.createdAt) },
        {
          id: 'buyer',
          header: t('orders.list.buyer'),
          value: (o) => o.buyerName,
          cell: (o) => <TwoLines plain main={o.buyerName} sub={o.buyerEmail} />,
        },
        {
          id: 'events',
          header: t('orders.list.events'),
          value: (o) => o.eventNames.join(', '),
          cell: (o) => (
            <Text size="sm" lineClamp={2}>
              {o.eventNames.join(', ')}
            </Text>
          ),
        },
        {
          id: 'channel',
          header: t('orders.list.channel'),
          value: (o) => t(`channels.${o.channel as (typeof salesChannels)[number]}`, o.channel),
        },
        { id: 'status', header: t('orders.list.status'), cell: (o) => <StatusBadge status={o.status} /> },
        { id: 'ticketCount', header: t('orders.list.tickets'), align: 'right' },
        amountColumn('total', t('orders.list.total'), money),
        {
          // A deposit's balance or a plan's instalment still owed: its date and alerts (decisions/0118).
          id: 'balanceDue',
          header: t('orders.list.balanceDue'),
          value: (o) => (o.paymentDueAt ? orderTime(o.paymentDueAt) : ''),
          cell: (o) =>
            o.paymentDueAt ? (
              <>
                <Text size="sm">{orderTime(o.paymentDueAt)}</Text>
                <AlertBadges alerts={o.alerts} />
              </>
            ) : null,
        },
      ]}
    />
  );
}
