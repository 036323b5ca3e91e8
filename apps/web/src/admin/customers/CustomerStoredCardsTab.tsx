import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { CustomerDetail } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/ui/data-table/DataTable';
import { queryRows } from '@/ui/data-table/sources';
import { customerQueries } from './queries';

/**
 * The cards the customer keeps in their shop account (decisions/0097): the processor keeps the
 * card, staff see what identifies it (brand, last 4, expiry) and when it was saved.
 */
export function CustomerStoredCardsTab({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation();
  const cards = useQuery(customerQueries.storedCards(customer.id));
  const expiry = (month: number, year: number) => [String(month).padStart(2, '0'), String(year)].join('/');
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('customers.storedCards.intro')}
      </Text>
      <DataTable
        label={t('customers.storedCards.card')}
        prefix="cards"
        {...queryRows(cards)}
        empty={t('customers.storedCards.empty')}
        minWidth={320}
        columns={[
          {
            id: 'card',
            header: t('customers.storedCards.card'),
            value: (c) => t('customers.storedCards.label', { brand: c.brand, last4: c.last4 }),
          },
          {
            id: 'expires',
            header: t('customers.storedCards.expires'),
            value: (c) => expiry(c.expMonth, c.expYear),
          },
          { id: 'saved', header: t('customers.storedCards.saved'), date: (c) => c.createdAt, sortable: true },
        ]}
      />
    </Stack>
  );
}
