import { Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { CustomerDetail } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoney } from '@/admin/account/useMoney';
import { giftCertificateStatusColor } from '@/admin/gift-certificates/status';
import { amountColumn } from '@/ui/data-table/amount-column';
import { DataTable } from '@/ui/data-table/DataTable';
import { queryRows } from '@/ui/data-table/sources';
import { useDayFormat } from '@/ui/useDayFormat';
import { customerQueries } from './queries';

/** The customer's orders, newest first, each linking to its order screen. */
export function CustomerOrdersTab({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation();
  const day = useDayFormat();
  const money = useMoney();
  return (
    <DataTable
      label={t('customers.tabs.orders')}
      prefix="orders"
      rows={customer.orders}
      empty={t('customers.orders.empty')}
      columns={[
        {
          id: 'id',
          header: t('customers.orders.order'),
          sortable: true,
          cell: (o) => (
            <Anchor component={Link} to={`/admin/v2/orders/${o.id}`}>
              {o.id}
            </Anchor>
          ),
        },
        {
          id: 'date',
          header: t('customers.orders.date'),
          sortable: true,
          value: (o) => o.createdAt,
          cell: (o) => day(o.createdAt),
        },
        {
          id: 'status',
          header: t('customers.orders.status'),
          value: (o) => t(`customers.orders.statuses.${o.status as 'new' | 'used' | 'voided'}`),
          badge: (o) => (o.status === 'voided' ? 'red' : 'teal'),
        },
        amountColumn('total', t('customers.orders.total'), money, { sortable: true }),
      ]}
    />
  );
}

/** Gift certificates the customer bought, with balance and state. */
export function CustomerGiftCertificatesTab({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation();
  const money = useMoney();
  const list = useQuery(customerQueries.giftCertificates(customer.id));
  return (
    <DataTable
      label={t('customers.tabs.giftCertificates')}
      prefix="gifts"
      {...queryRows(list)}
      empty={t('customers.giftCertificates.empty')}
      columns={[
        {
          id: 'number',
          header: t('giftCertificates.fields.number'),
          cell: (g) => (
            <Anchor component={Link} to={`/admin/v2/sell-tickets/giftcertificates/${g.id}`} ff="monospace">
              {g.number}
            </Anchor>
          ),
        },
        { id: 'recipientName', header: t('giftCertificates.fields.recipient'), sortable: true },
        {
          id: 'status',
          header: t('giftCertificates.fields.status'),
          value: (g) => t(`giftCertificates.statuses.${g.status}`),
          badge: (g) => giftCertificateStatusColor[g.status],
        },
        amountColumn('amount', t('giftCertificates.fields.amount'), money),
        amountColumn('balance', t('giftCertificates.fields.balance'), money),
      ]}
    />
  );
}
