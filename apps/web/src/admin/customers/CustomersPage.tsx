import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { SectionLoader } from '@/ui/FullPageLoader';
import { PagingFooter } from '@/ui/PagingFooter';
import { readPaging, writePaging } from '@/ui/paging';
import { CustomerFormModal } from './CustomerFormModal';
import { customerName } from './display';
import { customerQueries } from './queries';

/** /admin/v2/customers: find customers by name, email or phone; add one. */
export function CustomersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const paging = readPaging(params);
  const list = useQuery(customerQueries.list(q, paging.page, paging.pageSize));
  const [adding, setAdding] = useState(false);
  const setQuery = (value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set('q', value);
    else next.delete('q');
    next.delete('page');
    setParams(next, { replace: true });
  };
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Group justify="space-between">
          <Title order={1}>{t('customers.list.title')}</Title>
          <Button onClick={() => setAdding(true)}>{t('customers.list.add')}</Button>
        </Group>
        <Text c="dimmed">{t('customers.list.intro')}</Text>
      </Stack>
      <TextInput
        type="search"
        maw={480}
        label={t('customers.list.search')}
        placeholder={t('customers.list.searchPlaceholder')}
        defaultValue={q}
        onChange={(e) => setQuery(e.currentTarget.value.trim())}
      />
      {list.isError && !list.data ? (
        <ErrorDetails error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <SectionLoader />
      ) : (
        <Paper p={0} radius="md" withBorder style={{ overflow: 'hidden' }}>
          {list.data.items.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              {q ? t('customers.list.noMatch') : t('customers.list.empty')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table highlightOnHover verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('customers.fields.name')}</Table.Th>
                    <Table.Th>{t('customers.fields.email')}</Table.Th>
                    <Table.Th>{t('customers.fields.phone')}</Table.Th>
                    <Table.Th>{t('customers.fields.tags')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.data.items.map((c) => (
                    <Table.Tr key={c.id}>
                      <Table.Td>
                        <Anchor component={Link} to={`/admin/v2/customer/${c.id}`} fw={600}>
                          {customerName(c, t)}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{c.anonymized ? '' : c.email}</Table.Td>
                      <Table.Td>{c.phone}</Table.Td>
                      <Table.Td>
                        <Group gap={4}>
                          {c.tags.map((tag) => (
                            <Badge key={tag} variant="light">
                              {tag}
                            </Badge>
                          ))}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <PagingFooter
            page={paging.page}
            pageSize={paging.pageSize}
            total={list.data.total}
            onChange={(next) => setParams(writePaging(params, next), { replace: true })}
          />
        </Paper>
      )}
      <CustomerFormModal opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
