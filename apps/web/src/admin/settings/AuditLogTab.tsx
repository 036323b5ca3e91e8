import { Badge, Code, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type AuditAction, auditActions } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { SectionLoader } from '@/ui/FullPageLoader';
import { formatDateTime } from '@/ui/format';
import { PagingFooter } from '@/ui/PagingFooter';
import { readPaging, writePaging } from '@/ui/paging';
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
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const { page, pageSize } = readPaging(search);
  const raw = search.get('action');
  const action = (auditActions as readonly string[]).includes(raw ?? '') ? (raw as AuditAction) : undefined;
  const log = useQuery(settingsQueries.audit(page, pageSize, action));
  const setAction = (value: string | null) => {
    const next = writePaging(search, { page: 1, pageSize });
    if (value) next.set('action', value);
    else next.delete('action');
    setSearch(next);
  };
  return (
    <Stack gap="md">
      <Select
        label={t('admin.audit.filter')}
        placeholder={t('admin.audit.allEvents')}
        data={auditActions.map((a) => ({ value: a, label: t(`admin.audit.actions.${a}`) }))}
        value={action ?? null}
        onChange={setAction}
        clearable
        w={280}
      />
      {log.isError ? (
        <ErrorDetails error={log.error} onRetry={() => void log.refetch()} />
      ) : !log.data ? (
        <SectionLoader />
      ) : (
        <Paper withBorder radius="md" p={0} style={{ overflow: 'hidden' }}>
          {log.data.items.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              {t('admin.audit.empty')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={760}>
              <Table verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('admin.audit.when')}</Table.Th>
                    <Table.Th>{t('admin.audit.event')}</Table.Th>
                    <Table.Th>{t('admin.audit.by')}</Table.Th>
                    <Table.Th>{t('admin.audit.user')}</Table.Th>
                    <Table.Th>{t('admin.audit.address')}</Table.Th>
                    <Table.Th>{t('admin.audit.detail')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {log.data.items.map((entry) => (
                    <Table.Tr key={entry.id}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {formatDateTime(entry.at, i18n.language)}
                      </Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={warning.includes(entry.action) ? 'orange' : 'gray'}>
                          {t(`admin.audit.actions.${entry.action}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{entry.actor?.name ?? '—'}</Table.Td>
                      <Table.Td>{entry.subject?.name ?? '—'}</Table.Td>
                      <Table.Td>{entry.ip ?? '—'}</Table.Td>
                      <Table.Td>
                        {Object.keys(entry.detail).length > 0 ? (
                          <Code fz="xs">{JSON.stringify(entry.detail)}</Code>
                        ) : null}
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
            total={log.data.total}
            onChange={(next) => setSearch(writePaging(search, next))}
          />
        </Paper>
      )}
    </Stack>
  );
}
