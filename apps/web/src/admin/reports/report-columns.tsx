import { Anchor, Badge, Text } from '@mantine/core';
import type { SalesChannel } from '@tessera/domain';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { Messages } from '@/i18n/resources';
import { amountColumn } from '@/ui/data-table/amount-column';
import type { Column } from '@/ui/data-table/column';
import { GroupCell } from './GroupCell';

/** A report's order column: the order's number, linking to it. */
export function orderIdColumn<T extends { orderId: number }>(
  t: TFunction,
  more: Partial<Column<T>> = {},
): Column<T> {
  return {
    id: 'orderId',
    header: t('reports.columns.orderId'),
    value: (l) => l.orderId,
    cell: (l) => (
      <Anchor component={Link} to={`/admin/v2/orders/${l.orderId}`}>
        {l.orderId}
      </Anchor>
    ),
    ...more,
  };
}

/** A group sales report's group column: the group (blank where personal data is hidden) over its event. */
export function groupColumn<T extends { clientName: string; eventName: string }>(
  t: TFunction,
  more: Partial<Column<T>> = {},
): Column<T> {
  return {
    id: 'clientName',
    header: t('reports.groupReports.columns.clientName'),
    value: (l) => l.clientName,
    cell: (l) => <GroupCell clientName={l.clientName} eventName={l.eventName} />,
    sortable: true,
    ...more,
  };
}

/** A report's venue-day column, never wrapping; `day` picks the row's `YYYY-MM-DD`. */
export function dayColumn<T>(
  t: TFunction,
  dayText: (day: string) => string,
  day: (row: T) => string,
  more: Partial<Column<T>> = {},
): Column<T> {
  return {
    id: 'day',
    header: t('reports.columns.day'),
    value: day,
    cell: (row) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {dayText(day(row))}
      </Text>
    ),
    ...more,
  };
}

/** A column headed by one of the reports' column names. */
export type ReportColumnId = keyof Messages['reports']['columns'];

/** A line's count under `id` (tickets, orders), right-aligned and sortable, headed by `reports.columns.{id}`. */
export function countColumn<K extends ReportColumnId>(
  t: TFunction,
  id: K,
  more: Partial<Column<Record<K, number>>> = {},
): Column<Record<K, number>> {
  return {
    id,
    header: t(`reports.columns.${id}`),
    align: 'right',
    sortable: true,
    value: (row) => row[id],
    ...more,
  };
}

/** A line's amount under `id`, right-aligned, headed by `reports.columns.{id}`, in the account's currency. */
export function moneyColumn<K extends ReportColumnId>(
  t: TFunction,
  money: (amount: number) => string,
  id: K,
  more: Partial<Column<Record<K, number>>> = {},
): Column<Record<K, number>> {
  return amountColumn(id, t(`reports.columns.${id}`), money, more);
}

/** The sales channel a line was sold through, in the reader's language. */
export function channelColumn<T extends { channel: string }>(
  t: TFunction,
  more: Partial<Column<T>> = {},
): Column<T> {
  return {
    id: 'channel',
    header: t('reports.columns.channel'),
    value: (row) => t(`channels.${row.channel as SalesChannel}`, row.channel),
    ...more,
  };
}

/** A payment or refund's kind as a badge: payments teal, refunds orange. */
export function kindColumn<T extends { kind: 'payment' | 'refund' }>(
  t: TFunction,
  more: Partial<Column<T>> = {},
): Column<T> {
  return {
    id: 'kind',
    header: t('reports.columns.kind'),
    value: (row) => t(`reports.kinds.${row.kind}`),
    badge: (row) => (row.kind === 'payment' ? 'teal' : 'orange'),
    ...more,
  };
}

/** The payment type in the reader's language, with the card or method (`card`) as a grey badge. */
export function paymentTypeColumn<T extends { paymentType: string }>(
  t: TFunction,
  card: (row: T) => string | null | undefined,
  more: Partial<Column<T>> = {},
): Column<T> {
  const name = (row: T) => t(`orders.paymentTypes.${row.paymentType}`, row.paymentType);
  return {
    id: 'paymentType',
    header: t('reports.columns.paymentType'),
    value: name,
    cell: (row) => {
      const badge = card(row);
      return (
        <>
          {name(row)}
          {badge && (
            <Badge variant="light" color="gray" ml={6}>
              {badge}
            </Badge>
          )}
        </>
      );
    },
    ...more,
  };
}
