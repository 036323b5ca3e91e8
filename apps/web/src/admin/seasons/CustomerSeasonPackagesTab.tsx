import { Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { CustomerDetail } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoney } from '@/admin/account/useMoney';
import { DataTable } from '@/ui/data-table/DataTable';
import { queryRows } from '@/ui/data-table/sources';
import { seasonQueries } from './queries';

/** The customer's season packages: package, season, seat, price type, order and state (decisions/0086). */
export function CustomerSeasonPackagesTab({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation();
  const money = useMoney();
  const list = useQuery(seasonQueries.ofCustomer(customer.id));
  return (
    <DataTable
      label={t('customers.tabs.seasonPackages')}
      prefix="seasonPackages"
      {...queryRows(list)}
      empty={t('customers.detail.noSeasonPackages')}
      columns={[
        { id: 'packageName', header: t('admin.seasons.packages.fields.name') },
        { id: 'seasonName', header: t('admin.seasons.packages.fields.season') },
        {
          id: 'seat',
          header: t('seatMap.seat'),
          value: (p) => t('seatMap.place', { section: p.section, row: p.row, seat: p.seat }),
        },
        { id: 'priceTypeName', header: t('admin.sell.priceType') },
        {
          id: 'events',
          header: t('admin.seasons.fields.events'),
          value: (p) => t('admin.seasons.eventCount', { count: p.tickets.length }),
        },
        { id: 'total', header: t('admin.sell.basket.total'), align: 'right', cell: (p) => money(p.total) },
        {
          id: 'orderId',
          header: t('customers.orders.order'),
          cell: (p) => (
            <Anchor component={Link} to={`/admin/v2/orders/${p.orderId}`}>
              {p.orderId}
            </Anchor>
          ),
        },
        {
          id: 'status',
          header: t('admin.seasons.fields.state'),
          value: (p) => t(`shopAccount.seasonPackages.status.${p.status}`),
          badge: (p) => (p.status === 'active' ? 'teal' : 'gray'),
        },
      ]}
    />
  );
}
