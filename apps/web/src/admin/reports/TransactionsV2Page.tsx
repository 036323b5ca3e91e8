import { ActionIcon, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TransactionsV2Order } from '@tessera/contract';
import { useState } from 'react';
import { DataTable } from '@/ui/data-table/DataTable';
import { MoneyReportPage } from './MoneyReportPage';
import { channelColumn, moneyColumn, orderIdColumn } from './report-columns';
import { ukReportQueries } from './uk-queries';
import { useReportPage } from './useReportPage';

/**
 * Reports → Accounting and finance → Transactions v2 (beta, decisions/0092): the transactions
 * grouped per order, each order's payments and refunds under it when opened; the totals are the
 * transactions report's. On a phone: the order and its net.
 */
export function TransactionsV2Page() {
  const { t, money, dayText, view, filters } = useReportPage();
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
          <DataTable
            label={t('reports.transactionsV2.lines', { orderId: o.orderId })}
            prefix="lines"
            bare
            hideHeader
            rows={o.lines}
            empty=""
            columns={[
              { id: 'day', header: t('reports.columns.day'), value: (l) => dayText(l.day) },
              { id: 'kind', header: t('reports.columns.kind'), value: (l) => t(`reports.kinds.${l.kind}`) },
              {
                id: 'paymentType',
                header: t('reports.columns.paymentType'),
                value: (l) =>
                  `${typeName(l.paymentType)}${l.method ? ` · ${l.method}${l.last4 ? ` ${l.last4}` : ''}` : ''}`,
              },
              {
                id: 'amount',
                header: t('reports.columns.amount'),
                align: 'right',
                value: (l) => money(l.amount),
              },
            ]}
          />
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
        channelColumn(t, { visibleFrom: 'md' }),
        moneyColumn(t, money, 'received', { visibleFrom: 'sm' }),
        moneyColumn(t, money, 'refunded', { visibleFrom: 'sm' }),
        moneyColumn(t, money, 'net'),
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
