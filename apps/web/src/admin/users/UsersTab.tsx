import { Anchor, Button, Group, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '@/ui/data-table/DataTable';
import { ChoiceFilter, SearchFilter } from '@/ui/data-table/filters';
import { pagedRows } from '@/ui/data-table/sources';
import { useTableView } from '@/ui/data-table/useTableView';
import { InviteUserModal } from './InviteUserModal';
import { personName } from './names';
import { type UserStatusFilter, userQueries } from './queries';
import { UserStatusBadge } from './UserStatusBadge';

const statuses: UserStatusFilter[] = ['all', 'active', 'invited', 'locked', 'deactivated'];

/** Account settings → Users: search, status, paging (all in the URL), and the invitation. */
export function UsersTab() {
  const { t } = useTranslation();
  const view = useTableView();
  const status = statuses.find((s) => s === view.filter('status')) ?? 'all';
  const [inviting, setInviting] = useState(false);
  const [search] = useDebouncedValue(view.filter('q'), 300);
  const users = useQuery(userQueries.list({ page: view.page, pageSize: view.pageSize, status, search }));
  return (
    <Stack gap="md">
      <DataTable
        label={t('admin.accountSettings.tabs.users')}
        view={view}
        toolbar={
          <Group justify="space-between" align="flex-end" wrap="wrap" style={{ flexGrow: 1 }}>
            <Group gap="sm" align="flex-end" wrap="wrap">
              <SearchFilter
                view={view}
                name="q"
                live
                label={t('admin.users.search')}
                placeholder={t('admin.users.searchPlaceholder')}
              />
              <ChoiceFilter
                view={view}
                name="status"
                label={t('admin.users.status')}
                choices={statuses.map((s) => ({ value: s, label: t(`admin.users.statuses.${s}`) }))}
              />
            </Group>
            <Button onClick={() => setInviting(true)}>{t('admin.users.invite.open')}</Button>
          </Group>
        }
        {...pagedRows(users)}
        empty={t('admin.users.empty')}
        minWidth={720}
        columns={[
          {
            id: 'name',
            header: t('admin.users.fields.name'),
            value: personName,
            cell: (user) => (
              <Anchor component={Link} to={`/admin/v2/user-profile/${user.id}`} fw={500}>
                {personName(user)}
              </Anchor>
            ),
          },
          { id: 'email', header: t('fields.email.label') },
          { id: 'role', header: t('admin.users.fields.role'), value: (user) => t(`roles.${user.role}`) },
          {
            id: 'group',
            header: t('admin.users.fields.userGroup'),
            value: (user) => user.userGroup?.name ?? t('admin.users.noGroup'),
          },
          {
            id: 'status',
            header: t('admin.users.status'),
            cell: (user) => <UserStatusBadge status={user.status} />,
          },
          {
            id: 'twoFactor',
            header: t('admin.users.twoFactor'),
            value: (user) =>
              user.twoFactorEnabled ? t('admin.users.twoFactorOn') : t('admin.users.twoFactorOff'),
          },
        ]}
      />
      <InviteUserModal opened={inviting} onClose={() => setInviting(false)} />
    </Stack>
  );
}
