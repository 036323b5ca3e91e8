import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { type OrderStatus, orderStatuses, salesChannels } from '@tessera/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoney } from '@/admin/account/useMoney';
import { useOrderTime } from '@/admin/account/useOrderTime';
import { sellQueries } from '@/admin/sell/queries';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { SectionLoader } from '@/ui/FullPageLoader';
import { type PageSize, pageSizes } from '@/ui/paging';
import { type OrderFilter, orderQueries } from './queries';

export const statusColor: Record<OrderStatus, string> = { new: 'blue', used: 'teal', voided: 'gray' };

/** /admin/v2/orders: every order, newest first, with search and filters, a page at a time. */
export function OrdersListPage() {
  const { t } = useTranslation();
  const orderTime = useOrderTime();
  const money = useMoney();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);
  const [filter, setFilter] = useState<Omit<OrderFilter, 'q' | 'after'>>({
    from: '',
    to: '',
    eventId: null,
    status: null,
    channel: null,
    pageSize: 25,
  });
  // Cursors of the pages before this one, so "previous" can walk back.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const after = cursors.at(-1) ?? null;
  const list = useQuery(orderQueries.list({ ...filter, q, after }));
  const events = useQuery(sellQueries.events({ search: '', page: 1, pageSize: 100 }));
  const change = (next: Partial<typeof filter>) => {
    setFilter((f) => ({ ...f, ...next }));
    setCursors([null]);
  };
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{t('orders.list.title')}</Title>
        <Button component={Link} to="/admin/v2/orders/saved-baskets" variant="light">
          {t('orders.savedBaskets.title')}
        </Button>
      </Group>
      <Card withBorder radius="md" padding="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label={t('orders.list.search')}
            placeholder={t('orders.list.searchHint')}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setCursors([null]);
            }}
            w={280}
          />
          <TextInput
            type="date"
            label={t('orders.list.from')}
            value={filter.from}
            onChange={(e) => change({ from: e.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={t('orders.list.to')}
            value={filter.to}
            onChange={(e) => change({ to: e.currentTarget.value })}
          />
          <Select
            label={t('orders.list.event')}
            placeholder={t('orders.list.anyEvent')}
            searchable
            clearable
            w={220}
            data={(events.data?.items ?? []).map((e) => ({ value: String(e.id), label: e.name }))}
            value={filter.eventId ? String(filter.eventId) : null}
            onChange={(v) => change({ eventId: v ? Number(v) : null })}
          />
          <Select
            label={t('orders.list.status')}
            placeholder={t('orders.list.anyStatus')}
            clearable
            w={140}
            data={orderStatuses.map((s) => ({ value: s, label: t(`orders.status.${s}`) }))}
            value={filter.status}
            onChange={(v) => change({ status: (v as OrderStatus | null) ?? null })}
          />
          <Select
            label={t('orders.list.channel')}
            placeholder={t('orders.list.anyChannel')}
            clearable
            w={170}
            data={salesChannels.map((c) => ({ value: c, label: t(`channels.${c}`) }))}
            value={filter.channel}
            onChange={(v) => change({ channel: v })}
          />
        </Group>
      </Card>
      <Card withBorder radius="md" padding={0}>
        {list.isError ? (
          <ErrorDetails error={list.error} onRetry={() => void list.refetch()} />
        ) : !list.data ? (
          <SectionLoader />
        ) : list.data.items.length === 0 ? (
          <Text c="dimmed" p="md">
            {t('orders.list.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="xs" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('orders.list.order')}</Table.Th>
                  <Table.Th>{t('orders.list.date')}</Table.Th>
                  <Table.Th>{t('orders.list.buyer')}</Table.Th>
                  <Table.Th>{t('orders.list.events')}</Table.Th>
                  <Table.Th>{t('orders.list.channel')}</Table.Th>
                  <Table.Th>{t('orders.list.status')}</Table.Th>
                  <Table.Th ta="right">{t('orders.list.tickets')}</Table.Th>
                  <Table.Th ta="right">{t('orders.list.total')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.items.map((o) => (
                  <Table.Tr key={o.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/admin/v2/orders/${o.id}`} fw={600}>
                        {t('orders.list.orderNumber', { id: o.id })}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{orderTime(o.createdAt)}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{o.buyerName}</Text>
                      <Text size="xs" c="dimmed">
                        {o.buyerEmail}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" lineClamp={2}>
                        {o.eventNames.join(', ')}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {t(`channels.${o.channel as (typeof salesChannels)[number]}`, o.channel)}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={statusColor[o.status]} variant="light">
                        {t(`orders.status.${o.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right">{o.ticketCount}</Table.Td>
                    <Table.Td ta="right">{money(o.total)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Group justify="space-between" p="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t('paging.pageSize')}
            </Text>
            <Select
              aria-label={t('paging.pageSize')}
              size="xs"
              w={80}
              data={pageSizes.map(String)}
              value={String(filter.pageSize)}
              allowDeselect={false}
              onChange={(v) => change({ pageSize: Number(v) as PageSize })}
            />
          </Group>
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              disabled={cursors.length <= 1}
              onClick={() => setCursors((c) => c.slice(0, -1))}
            >
              {t('actions.previousPage')}
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={!list.data?.nextCursor}
              onClick={() => {
                const next = list.data?.nextCursor;
                if (next) setCursors((c) => [...c, next]);
              }}
            >
              {t('actions.nextPage')}
            </Button>
          </Group>
        </Group>
      </Card>
    </Stack>
  );
}
