import { Anchor, Badge, Paper, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { CustomerDetail } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoney } from '@/admin/account/useMoney';
import { QueryList } from '@/ui/QueryList';
import { customerQueries } from './queries';

const statusColor = {
  unredeemed: 'teal',
  partiallyRedeemed: 'blue',
  redeemed: 'gray',
  voided: 'red',
} as const;

/** The customer's orders, newest first, each linking to its order screen. */
export function CustomerOrdersTab({ customer }: { customer: CustomerDetail }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  if (customer.orders.length === 0) {
    return (
      <Paper withBorder radius="md" p="lg">
        <Text c="dimmed">{t('customers.orders.empty')}</Text>
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="md" p={0} style={{ overflow: 'hidden' }}>
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('customers.orders.order')}</Table.Th>
            <Table.Th>{t('customers.orders.date')}</Table.Th>
            <Table.Th>{t('customers.orders.status')}</Table.Th>
            <Table.Th ta="right">{t('customers.orders.total')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {customer.orders.map((o) => (
            <Table.Tr key={o.id}>
              <Table.Td>
                <Anchor component={Link} to={`/admin/v2/orders/${o.id}`}>
                  {o.id}
                </Anchor>
              </Table.Td>
              <Table.Td>
                {new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
                  new Date(o.createdAt),
                )}
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={o.status === 'voided' ? 'red' : 'teal'}>
                  {t(`customers.orders.statuses.${o.status as 'new' | 'used' | 'voided'}`)}
                </Badge>
              </Table.Td>
              <Table.Td ta="right">{money(o.total)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/** Gift certificates the customer bought, with balance and state. */
export function CustomerGiftCertificatesTab({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation();
  const money = useMoney();
  const list = useQuery(customerQueries.giftCertificates(customer.id));
  return (
    <Paper withBorder radius="md" p={0} style={{ overflow: 'hidden' }}>
      <QueryList query={list} empty={t('customers.giftCertificates.empty')}>
        {(items) => (
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('giftCertificates.fields.number')}</Table.Th>
                <Table.Th>{t('giftCertificates.fields.recipient')}</Table.Th>
                <Table.Th>{t('giftCertificates.fields.status')}</Table.Th>
                <Table.Th ta="right">{t('giftCertificates.fields.amount')}</Table.Th>
                <Table.Th ta="right">{t('giftCertificates.fields.balance')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((g) => (
                <Table.Tr key={g.id}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={`/admin/v2/sell-tickets/giftcertificates/${g.id}`}
                      ff="monospace"
                    >
                      {g.number}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{g.recipientName}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={statusColor[g.status]}>
                      {t(`giftCertificates.statuses.${g.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right">{money(g.amount)}</Table.Td>
                  <Table.Td ta="right">{money(g.balance)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryList>
    </Paper>
  );
}
