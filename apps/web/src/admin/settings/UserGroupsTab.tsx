import { Badge, Button, Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { UserGroup } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userQueries } from '@/admin/users/queries';
import { DataTable } from '@/ui/data-table/DataTable';
import { ArchivedFilter } from '@/ui/data-table/filters';
import { queryRows } from '@/ui/data-table/sources';
import { useTableView } from '@/ui/data-table/useTableView';
import { FailureAlert } from '@/ui/FailureAlert';
import { useUserGroupMutations } from './queries';
import { UserGroupEditor } from './UserGroupEditor';

/** Account settings → User groups: live or archived groups, the editor, archive and restore. */
export function UserGroupsTab() {
  const { t } = useTranslation();
  const view = useTableView();
  const archived = view.filter('archived') === 'true';
  const groups = useQuery(userQueries.groups(archived));
  const { archive } = useUserGroupMutations();
  const [editing, setEditing] = useState<UserGroup | 'new' | null>(null);
  return (
    <Stack gap="md">
      <FailureAlert error={archive.error} />
      <DataTable
        label={t('admin.accountSettings.tabs.user-groups')}
        view={view}
        toolbar={<ArchivedFilter view={view} activeLabel={t('admin.userGroups.live')} />}
        actions={<Button onClick={() => setEditing('new')}>{t('admin.userGroups.new')}</Button>}
        {...queryRows(groups)}
        empty={t('admin.userGroups.empty')}
        minWidth={640}
        columns={[
          { id: 'name', header: t('admin.userGroups.name'), sortable: true },
          {
            id: 'rights',
            header: t('admin.userGroups.rights'),
            value: (group) => group.permissions.length,
            cell: (group) => (
              <Group gap={4}>
                {group.require2fa ? (
                  <Badge color="grape" variant="light">
                    {t('admin.userGroups.twoFactorBadge')}
                  </Badge>
                ) : null}
                <Badge variant="light">
                  {t('admin.userGroups.permissionCount', { count: group.permissions.length })}
                </Badge>
              </Group>
            ),
          },
          { id: 'activeUsers', header: t('admin.userGroups.activeUsers'), sortable: true },
        ]}
        rowActions={(group) => [
          !group.archived && { label: t('actions.edit'), onClick: () => setEditing(group) },
          {
            label: group.archived ? t('admin.userGroups.restore') : t('admin.userGroups.archive'),
            danger: !group.archived,
            loading: archive.isPending && archive.variables?.id === group.id,
            onClick: () => archive.mutate({ id: group.id, archived: !group.archived }),
          },
        ]}
      />
      {editing ? (
        <UserGroupEditor
          key={editing === 'new' ? 'new' : editing.id}
          group={editing === 'new' ? null : editing}
          opened
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}
