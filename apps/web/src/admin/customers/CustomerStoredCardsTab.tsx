import { Paper, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { CustomerDetail } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { QueryList } from '@/ui/QueryList';
import { customerQueries } from './queries';

/**
 * The cards the customer keeps in their shop account (decisions/0097): the processor keeps the
 * card, staff see what identifies it (brand, last 4, expiry) and when it was saved.
 */
export function CustomerStoredCardsTab({ customer }: { customer: CustomerDetail }) {
  const { t, i18n } = useTranslation();
  const cards = useQuery(customerQueries.storedCards(customer.id));
  const expiry = (month: number, year: number) => [String(month).padStart(2, '0'), String(year)].join('/');
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('customers.storedCards.intro')}
      </Text>
      <QueryList query={cards} empty={t('customers.storedCards.empty')}>
        {(list) => (
          <Paper withBorder radius="md" p="md">
            <Table.ScrollContainer minWidth={320}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('customers.storedCards.card')}</Table.Th>
                    <Table.Th>{t('customers.storedCards.expires')}</Table.Th>
                    <Table.Th>{t('customers.storedCards.saved')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.map((c) => (
                    <Table.Tr key={c.id}>
                      <Table.Td>
                        {t('customers.storedCards.label', { brand: c.brand, last4: c.last4 })}
                      </Table.Td>
                      <Table.Td>{expiry(c.expMonth, c.expYear)}</Table.Td>
                      <Table.Td>{when(c.createdAt)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        )}
      </QueryList>
    </Stack>
  );
}
