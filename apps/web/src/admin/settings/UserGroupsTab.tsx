import { Badge, Button, Group, Paper, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { UserGroup } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userQueries } from '@/admin/users/queries';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { SectionLoader } from '@/ui/FullPageLoader';
import { useUserGroupMutations } from './queries';
import { UserGroupEditor } from './UserGroupEditor';

/** Account settings → User groups: live or archived groups, the editor, archive and restore. */
export function UserGroupsTab() {
  const { t } = useTranslation();
  const [archived, setArchived] = useState(false);
  const groups = useQuery(userQueries.groups(archived));
  const { archive } = useUserGroupMutations();
  const [editing, setEditing] = useState<UserGroup | 'new' | null>(null);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <SegmentedControl
          value={archived ? 'archived' : 'live'}
          onChange={(v) => setArchived(v === 'archived')}
          data={[
            { value: 'live', label: t('admin.userGroups.live') },
            { value: 'archived', label: t('admin.userGroups.archived') },
          ]}
        />
        <Button onClick={() => setEditing('new')}>{t('admin.userGroups.new')}</Button>
      </Group>
      {archive.error ? <Text c="red">{archive.error.message}</Text> : null}
      {groups.isError ? (
        <ErrorDetails error={groups.error} onRetry={() => void groups.refetch()} />
      ) : !groups.data ? (
        <SectionLoader />
      ) : groups.data.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('admin.userGroups.empty')}
        </Text>
      ) : (
        <Paper withBorder radius="md" p={0} style={{ overflow: 'hidden' }}>
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('admin.userGroups.name')}</Table.Th>
                  <Table.Th>{t('admin.userGroups.rights')}</Table.Th>
                  <Table.Th>{t('admin.userGroups.activeUsers')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {groups.data.map((group) => (
                  <Table.Tr key={group.id}>
                    <Table.Td fw={500}>{group.name}</Table.Td>
                    <Table.Td>
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
                    </Table.Td>
                    <Table.Td>{group.activeUsers}</Table.Td>
                    <Table.Td ta="right">
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        {!group.archived ? (
                          <Button size="xs" variant="light" onClick={() => setEditing(group)}>
                            {t('actions.edit')}
                          </Button>
                        ) : null}
                        <Button
                          size="xs"
                          variant="subtle"
                          color={group.archived ? 'teal' : 'red'}
                          loading={archive.isPending && archive.variables?.id === group.id}
                          onClick={() => archive.mutate({ id: group.id, archived: !group.archived })}
                        >
                          {group.archived ? t('admin.userGroups.restore') : t('admin.userGroups.archive')}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
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
