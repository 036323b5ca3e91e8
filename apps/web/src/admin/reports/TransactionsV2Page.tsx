import { ActionIcon, Group, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TransactionsV2Order } from '@tessera/contract';
import type { SalesChannel } from '@tessera/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { useTableView } from '@/ui/data-table/useTableView';
import { MoneyReportPage } from './MoneyReportPage';
import { orderIdColumn } from './report-columns';
import { useDayFormat } from './report-format';
import { ukReportQueries } from './uk-queries';
import { reportFilters } from './useReportFilters';

/**
 * Reports → Accounting and finance → Transactions v2 (beta, decisions/0092): the transactions
 * grouped per order, each order's payments and refunds under it when opened; the totals are the
 * transactions report's. On a phone: the order and its net.
 */
export function TransactionsV2Page() {
  const { t } = useTranslation();
  const money = useMoney();
  const dayText = useDayFormat();
  const view = useTableView();
  const { defaultTo, ...filters } = reportFilters(view);
  const report = useQuery(ukReportQueries.transactionsV2(filters, view.page, view.pageSize));
  const totals = report.data?.totals;
  const typeName = (p: string) => t(`orders.paymentTypes.${p}`, p);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (orderId: number) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(orderId)) next.add(orderId);
      return next;
    });
  return (
    <MoneyReportPage<TransactionsV2Order>
      name="transactionsV2"
      report="transactions-v2"
      filters={filters}
      query={report}
      view={view}
      payments
      notice={report.data?.personalDataHidden ? t('reports.paymentsV2.hidden') : undefined}
      rows={report.data?.items}
      rowKey={(o) => o.orderId}
      total={report.data?.total ?? 0}
      details={(o) =>
        open.has(o.orderId) && (
          <Table
            aria-label={t('reports.transactionsV2.lines', { orderId: o.orderId })}
            withRowBorders={false}
          >
            <Table.Tbody>
              {o.lines.map((l) => (
                <Table.Tr key={l.id}>
                  <Table.Td>{dayText(l.day)}</Table.Td>
                  <Table.Td>{t(`reports.kinds.${l.kind}`)}</Table.Td>
                  <Table.Td>
                    {typeName(l.paymentType)}
                    {l.method ? ` · ${l.method}${l.last4 ? ` ${l.last4}` : ''}` : ''}
                  </Table.Td>
                  <Table.Td ta="right">{money(l.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )
      }
      columns={[
        {
          ...orderIdColumn<TransactionsV2Order>(t),
          cell: (o) => (
            <Group gap="xs" wrap="nowrap">
              <ActionIcon
                variant="subtle"
                size="md"
                aria-expanded={open.has(o.orderId)}
                aria-label={t('reports.transactionsV2.open', { orderId: o.orderId })}
                onClick={() => toggle(o.orderId)}
              >
                <span aria-hidden>{open.has(o.orderId) ? '▾' : '▸'}</span>
              </ActionIcon>
              {orderIdColumn<TransactionsV2Order>(t).cell?.(o)}
            </Group>
          ),
        },
        {
          id: 'day',
          header: t('reports.columns.day'),
          value: (o) => o.firstAt,
          cell: (o) => (
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {dayText(o.lines[0]?.day ?? o.firstAt.slice(0, 10))}
            </Text>
          ),
          visibleFrom: 'sm',
        },
        {
          id: 'customer',
          header: t('reports.columns.customer'),
          value: (o) => o.customerName,
          visibleFrom: 'md',
        },
        {
          id: 'channel',
          header: t('reports.columns.channel'),
          value: (o) => t(`channels.${o.channel as SalesChannel}`, o.channel),
          visibleFrom: 'md',
        },
        {
          id: 'received',
          header: t('reports.columns.received'),
          align: 'right',
          value: (o) => o.received,
          cell: (o) => money(o.received),
          visibleFrom: 'sm',
        },
        {
          id: 'refunded',
          header: t('reports.columns.refunded'),
          align: 'right',
          value: (o) => o.refunded,
          cell: (o) => money(o.refunded),
          visibleFrom: 'sm',
        },
        {
          id: 'net',
          header: t('reports.columns.net'),
          align: 'right',
          value: (o) => o.net,
          cell: (o) => money(o.net),
        },
      ]}
      totals={
        totals && {
          orderId: t('reports.total'),
          received: money(totals.received),
          refunded: money(totals.refunded),
          net: money(totals.net),
        }
      }
    />
  );
}
