import { Anchor } from '@mantine/core';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
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
