import { Code, Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type AuditAction, auditActions } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/ui/data-table/DataTable';
import { pagedRows } from '@/ui/data-table/sources';
import { useTableView } from '@/ui/data-table/useTableView';
import { settingsQueries } from './queries';

const warning: readonly AuditAction[] = [
  'sign_in_failed',
  'lockout',
  'impersonation_started',
  'two_factor_removed',
  'api_key_created',
];

/** Security events of the account, newest first, filterable by kind. */
export function AuditLogTab() {
  const { t } = useTranslation();
  const view = useTableView();
  const action = auditActions.find((a) => a === view.filter('action'));
  const log = useQuery(settingsQueries.audit(view.page, view.pageSize, action));
  return (
    <Stack gap="md">
      <DataTable
        label={t('admin.accountSettings.tabs.audit-log')}
        view={view}
        toolbar={
          <Select
            label={t('admin.audit.filter')}
            placeholder={t('admin.audit.allEvents')}
            data={auditActions.map((a) => ({ value: a, label: t(`admin.audit.actions.${a}`) }))}
            value={action ?? null}
            onChange={(value) => view.setFilter('action', value)}
            clearable
            w={280}
          />
        }
        {...pagedRows(log)}
        empty={t('admin.audit.empty')}
        minWidth={760}
        columns={[
          { id: 'when', header: t('admin.audit.when'), date: (entry) => entry.at },
          {
            id: 'event',
            header: t('admin.audit.event'),
            value: (entry) => t(`admin.audit.actions.${entry.action}`),
            badge: (entry) => (warning.includes(entry.action) ? 'orange' : 'gray'),
          },
          { id: 'by', header: t('admin.audit.by'), value: (entry) => entry.actor?.name ?? '—' },
          { id: 'user', header: t('admin.audit.user'), value: (entry) => entry.subject?.name ?? '—' },
          { id: 'ip', header: t('admin.audit.address'), value: (entry) => entry.ip ?? '—' },
          {
            id: 'detail',
            header: t('admin.audit.detail'),
            value: (entry) => (Object.keys(entry.detail).length > 0 ? JSON.stringify(entry.detail) : ''),
            cell: (entry) =>
              Object.keys(entry.detail).length > 0 ? (
                <Code fz="xs">{JSON.stringify(entry.detail)}</Code>
              ) : null,
          },
        ]}
      />
    </Stack>
  );
}
