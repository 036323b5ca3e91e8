import { Anchor, Group, Paper, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useMoney } from '@/admin/account/useMoney';
import { RefundStateBadge, RetryRefundButton } from '@/admin/orders/RefundState';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { SectionLoader } from '@/ui/FullPageLoader';
import { formatDateTime } from '@/ui/format';
import { PagingFooter } from '@/ui/PagingFooter';
import { type PageSize, readPaging, writePaging } from '@/ui/paging';
import { type RefundFilter, refundKeys, refundQueries } from './refunds-queries';

const filters = ['all', 'failed', 'requested'] as const;

/**
 * Tools → Payment processing: card refunds not given back yet (decisions/0040), failed ones
 * to retry and ones still with the processor, newest first.
 */
export function PaymentProcessingPage() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const client = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const { page, pageSize } = readPaging(search);
  const chosen = search.get('state');
  const state: RefundFilter = chosen === 'failed' || chosen === 'requested' ? chosen : null;
  const list = useQuery(refundQueries.page(state, page, pageSize));
  const go = (next: { page: number; pageSize: PageSize }) => setSearch(writePaging(search, next));
  const filter = (value: string) => {
    const next = writePaging(search, { page: 1, pageSize });
    if (value === 'all') next.delete('state');
    else next.set('state', value);
    setSearch(next);
  };

  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Title order={1}>{t('paymentProcessing.title')}</Title>
        <Text c="dimmed">{t('paymentProcessing.intro')}</Text>
      </Stack>
      <Group>
        <SegmentedControl
          value={state ?? 'all'}
          onChange={filter}
          data={filters.map((value) => ({ value, label: t(`paymentProcessing.filters.${value}`) }))}
        />
      </Group>
      {list.isError ? (
        <ErrorDetails error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <SectionLoader />
      ) : (
        <Paper p={0} radius="md" style={{ overflow: 'hidden' }}>
          {list.data.items.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl" px="md">
              {t('paymentProcessing.empty')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={760}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('paymentProcessing.date')}</Table.Th>
                    <Table.Th>{t('paymentProcessing.order')}</Table.Th>
                    <Table.Th>{t('paymentProcessing.payment')}</Table.Th>
                    <Table.Th>{t('paymentProcessing.amount')}</Table.Th>
                    <Table.Th>{t('paymentProcessing.state')}</Table.Th>
                    <Table.Th>{t('paymentProcessing.attempts')}</Table.Th>
                    <Table.Th>{t('paymentProcessing.by')}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.data.items.map((refund) => (
                    <Table.Tr key={refund.id}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {formatDateTime(refund.createdAt, i18n.language)}
                      </Table.Td>
                      <Table.Td>
                        <Anchor component={Link} to={`/admin/v2/orders/${refund.orderId}/payments`}>
                          {refund.orderId}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        {t(`orders.paymentTypes.${refund.paymentType}`, refund.paymentType)}
                        {refund.last4 ? ` · ${refund.method ?? ''} ·${refund.last4}` : ''}
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{money(refund.amount)}</Table.Td>
                      <Table.Td>
                        <RefundStateBadge state={refund.state} failureCode={refund.failureCode} />
                      </Table.Td>
                      <Table.Td>{refund.attempt}</Table.Td>
                      <Table.Td>{refund.by ?? '—'}</Table.Td>
                      <Table.Td ta="right">
                        {refund.state === 'failed' ? (
                          <RetryRefundButton
                            orderId={refund.orderId}
                            refundId={refund.id}
                            onRetried={() => void client.invalidateQueries({ queryKey: refundKeys.all })}
                          />
                        ) : null}
                      </Table.Td>
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
