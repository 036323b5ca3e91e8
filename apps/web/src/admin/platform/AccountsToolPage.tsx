import { Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { PlatformAccount } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { SectionLoader } from '@/ui/FullPageLoader';
import { formatDateTime } from '@/ui/format';
import { PagingFooter } from '@/ui/PagingFooter';
import { readPaging, writePaging } from '@/ui/paging';
import { AccountFormModal } from './AccountFormModal';
import { platformQueries } from './queries';

/** Tools → Accounts (platform operator): every account on the platform, created and edited here. */
export function AccountsToolPage() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const { page, pageSize } = readPaging(search);
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), 300);
  const accounts = useQuery(platformQueries.accounts(page, pageSize, debounced));
  const [editing, setEditing] = useState<PlatformAccount | 'new' | null>(null);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>{t('admin.platform.accounts.title')}</Title>
          <Text c="dimmed">{t('admin.platform.accounts.intro')}</Text>
        </Stack>
        <Button onClick={() => setEditing('new')}>{t('admin.platform.accounts.new')}</Button>
      </Group>
      <TextInput
        label={t('admin.platform.accounts.search')}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        w={280}
      />
      {accounts.isError ? (
        <ErrorDetails error={accounts.error} onRetry={() => void accounts.refetch()} />
      ) : !accounts.data ? (
        <SectionLoader />
      ) : (
        <Paper withBorder radius="md" p={0} style={{ overflow: 'hidden' }}>
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('admin.platform.accounts.fields.name')}</Table.Th>
                  <Table.Th>{t('admin.platform.accounts.fields.hostName')}</Table.Th>
                  <Table.Th>{t('admin.platform.accounts.fields.currency')}</Table.Th>
                  <Table.Th>{t('admin.platform.accounts.users')}</Table.Th>
                  <Table.Th>{t('admin.platform.accounts.created')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {accounts.data.items.map((account) => (
                  <Table.Tr key={account.id}>
                    <Table.Td fw={500}>{account.name}</Table.Td>
                    <Table.Td>{account.defaultHostName ?? '—'}</Table.Td>
                    <Table.Td>{account.currency}</Table.Td>
                    <Table.Td>{account.activeUsers}</Table.Td>
                    <Table.Td>{formatDateTime(account.createdAt, i18n.language)}</Table.Td>
                    <Table.Td ta="right">
                      <Button size="xs" variant="light" onClick={() => setEditing(account)}>
                        {t('actions.edit')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <PagingFooter
            page={page}
            pageSize={pageSize}
            total={accounts.data.total}
            onChange={(next) => setSearch(writePaging(search, next))}
          />
        </Paper>
      )}
      {editing ? (
        <AccountFormModal account={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </Stack>
  );
}
