import { Badge, Code, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReconciliationAction } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMoney } from '@/admin/account/useMoney';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { SectionLoader } from '@/ui/FullPageLoader';
import { formatDateTime } from '@/ui/format';
import { PagingFooter } from '@/ui/PagingFooter';
import { type PageSize, readPaging, writePaging } from '@/ui/paging';
import { reconciliationQueries } from './reconciliation-queries';

const kindColor: Record<ReconciliationAction['kind'], string> = {
  charge_voided: 'blue',
  charge_refunded: 'orange',
  charge_captured: 'teal',
  capture_failed: 'red',
  basket_released: 'gray',
};

/** The first eight characters of an id, enough to find it; nothing when there is none. */
function ShortId({ id }: { id: string | null }) {
  return id ? <Code title={id}>{id.slice(0, 8)}</Code> : null;
}

/** What the reconciliation job did: charges no order took, baskets a failed checkout left open. */
export function ReconciliationPage() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const [search, setSearch] = useSearchParams();
  const { page, pageSize } = readPaging(search);
  const list = useQuery(reconciliationQueries.page(page, pageSize));
  const go = (next: { page: number; pageSize: PageSize }) => setSearch(writePaging(search, next));

  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Title order={1}>{t('reconciliation.title')}</Title>
        <Text c="dimmed">{t('reconciliation.intro')}</Text>
      </Stack>
      {list.isError ? (
        <ErrorDetails error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <SectionLoader />
      ) : (
        <Paper p={0} radius="md" style={{ overflow: 'hidden' }}>
          {list.data.items.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl" px="md">
              {t('reconciliation.empty')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={720}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('reconciliation.date')}</Table.Th>
                    <Table.Th>{t('reconciliation.action')}</Table.Th>
                    <Table.Th>{t('reconciliation.amount')}</Table.Th>
                    <Table.Th>{t('reconciliation.charge')}</Table.Th>
                    <Table.Th>{t('reconciliation.basket')}</Table.Th>
                    <Table.Th>{t('reconciliation.order')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.data.items.map((action) => (
                    <Table.Tr key={action.id}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {formatDateTime(action.at, i18n.language)}
                      </Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={kindColor[action.kind]}>
                          {t(`reconciliation.kinds.${action.kind}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {action.kind === 'basket_released' ? '' : money(action.amount)}
                      </Table.Td>
                      <Table.Td>
                        <ShortId id={action.chargeId} />
                      </Table.Td>
                      <Table.Td>
                        <ShortId id={action.basketId} />
                      </Table.Td>
                      <Table.Td>{action.orderId ?? ''}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <PagingFooter page={page} pageSize={pageSize} total={list.data.total} onChange={go} />
        </Paper>
      )}
    </Stack>
  );
}
