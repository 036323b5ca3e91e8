import { Button, Code, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { clearServerErrors, listServerErrors, subscribeServerErrors } from '@/api/server-errors';
import { formatDateTime } from '@/ui/format';

/** Every API response outside 200–399 seen in this browser tab, newest first. */
export function ServerErrorsPage() {
  const { t, i18n } = useTranslation();
  const entries = useSyncExternalStore(subscribeServerErrors, listServerErrors, listServerErrors);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={6}>
          <Title order={1}>{t('admin.tools.serverErrors.title')}</Title>
          <Text c="dimmed">{t('admin.tools.serverErrors.intro')}</Text>
        </Stack>
        <Button variant="default" onClick={clearServerErrors} disabled={entries.length === 0}>
          {t('admin.tools.serverErrors.clear')}
        </Button>
      </Group>
      <Paper p={0} radius="md" style={{ overflow: 'hidden' }}>
        {entries.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl" px="md">
            {t('admin.tools.serverErrors.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('admin.tools.serverErrors.date')}</Table.Th>
                  <Table.Th>{t('admin.tools.serverErrors.status')}</Table.Th>
                  <Table.Th>{t('admin.tools.serverErrors.url')}</Table.Th>
                  <Table.Th>{t('admin.tools.serverErrors.operationId')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.map((entry) => (
                  <Table.Tr key={entry.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(entry.date, i18n.language)}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {entry.status} {entry.statusText}
                    </Table.Td>
                    <Table.Td>
                      <Code style={{ wordBreak: 'break-all' }}>{entry.url}</Code>
                    </Table.Td>
                    <Table.Td>
                      {entry.operationId ? <Code>{entry.operationId}</Code> : t('pages.error.unknown')}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
    </Stack>
  );
}
