import { Anchor, Button, Group, Paper, SegmentedControl, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { SectionLoader } from '@/ui/FullPageLoader';
import { PagingFooter } from '@/ui/PagingFooter';
import { readPaging, writePaging } from '@/ui/paging';
import { InviteUserModal } from './InviteUserModal';
import { personName } from './names';
import { type UserStatusFilter, userQueries } from './queries';
import { UserStatusBadge } from './UserStatusBadge';

const statuses: UserStatusFilter[] = ['all', 'active', 'invited', 'locked', 'deactivated'];

/** Account settings → Users: search, status, paging (all in the URL), and the invitation. */
export function UsersTab() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const { page, pageSize } = readPaging(search);
  const status = (statuses as string[]).includes(search.get('status') ?? '')
    ? (search.get('status') as UserStatusFilter)
    : 'all';
  const [text, setText] = useState(search.get('q') ?? '');
  const [debounced] = useDebouncedValue(text.trim(), 300);
  const [inviting, setInviting] = useState(false);
  const users = useQuery(userQueries.list({ page, pageSize, status, search: search.get('q') ?? '' }));

  useEffect(() => {
    if ((search.get('q') ?? '') === debounced) return;
    const next = writePaging(search, { page: 1, pageSize });
    if (debounced) next.set('q', debounced);
    else next.delete('q');
    setSearch(next, { replace: true });
  }, [debounced, search, pageSize, setSearch]);

  const setStatus = (value: string) => {
    const next = writePaging(search, { page: 1, pageSize });
    if (value === 'all') next.delete('status');
    else next.set('status', value);
    setSearch(next);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label={t('admin.users.search')}
            placeholder={t('admin.users.searchPlaceholder')}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            w={260}
          />
          <SegmentedControl
            aria-label={t('admin.users.status')}
            value={status}
            onChange={setStatus}
            data={statuses.map((s) => ({ value: s, label: t(`admin.users.statuses.${s}`) }))}
          />
        </Group>
        <Button onClick={() => setInviting(true)}>{t('admin.users.invite.open')}</Button>
      </Group>
      {users.isError ? (
        <ErrorDetails error={users.error} onRetry={() => void users.refetch()} />
      ) : !users.data ? (
        <SectionLoader />
      ) : (
        <Paper p={0} radius="md" withBorder style={{ overflow: 'hidden' }}>
          {users.data.items.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              {t('admin.users.empty')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={720}>
              <Table highlightOnHover verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('admin.users.fields.name')}</Table.Th>
                    <Table.Th>{t('fields.email.label')}</Table.Th>
                    <Table.Th>{t('admin.users.fields.role')}</Table.Th>
                    <Table.Th>{t('admin.users.fields.userGroup')}</Table.Th>
                    <Table.Th>{t('admin.users.status')}</Table.Th>
                    <Table.Th>{t('admin.users.twoFactor')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {users.data.items.map((user) => (
                    <Table.Tr key={user.id}>
                      <Table.Td>
                        <Anchor component={Link} to={`/admin/v2/user-profile/${user.id}`} fw={500}>
                          {personName(user)}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{user.email}</Table.Td>
                      <Table.Td>{t(`roles.${user.role}`)}</Table.Td>
                      <Table.Td>{user.userGroup?.name ?? t('admin.users.noGroup')}</Table.Td>
                      <Table.Td>
                        <UserStatusBadge status={user.status} />
                      </Table.Td>
                      <Table.Td>
                        {user.twoFactorEnabled ? t('admin.users.twoFactorOn') : t('admin.users.twoFactorOff')}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <PagingFooter
            page={page}
            pageSize={pageSize}
            total={users.data.total}
            onChange={(next) => setSearch(writePaging(search, next))}
          />
        </Paper>
      )}
      <InviteUserModal opened={inviting} onClose={() => setInviting(false)} />
    </Stack>
  );
}
