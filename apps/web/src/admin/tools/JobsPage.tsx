import { Badge, Code, Paper, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { BackgroundJob } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { SectionLoader } from '@/ui/FullPageLoader';
import { formatDateTime } from '@/ui/format';
import { jobsQueries } from './jobs-queries';

const stateColor: Record<BackgroundJob['state'], string> = {
  created: 'blue',
  retry: 'orange',
  active: 'teal',
  completed: 'gray',
  cancelled: 'gray',
  failed: 'red',
};

/** Tools → Jobs: the background job queue, newest first, with failures and the next run. */
export function JobsPage() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const failedOnly = search.get('failed') === '1';
  const list = useQuery(jobsQueries.list(failedOnly));
  const toggle = (on: boolean) => {
    const next = new URLSearchParams(search);
    if (on) next.set('failed', '1');
    else next.delete('failed');
    setSearch(next);
  };

  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Title order={1}>{t('jobs.title')}</Title>
        <Text c="dimmed">{t('jobs.intro')}</Text>
      </Stack>
      <Switch
        label={t('jobs.failedOnly')}
        checked={failedOnly}
        onChange={(event) => toggle(event.currentTarget.checked)}
      />
      {list.isError ? (
        <ErrorDetails error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <SectionLoader />
      ) : (
        <Paper p={0} radius="md" style={{ overflow: 'hidden' }}>
          {list.data.items.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl" px="md">
              {t('jobs.empty')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={820}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('jobs.name')}</Table.Th>
                    <Table.Th>{t('jobs.state')}</Table.Th>
                    <Table.Th>{t('jobs.attempts')}</Table.Th>
                    <Table.Th>{t('jobs.lastError')}</Table.Th>
                    <Table.Th>{t('jobs.nextRun')}</Table.Th>
                    <Table.Th>{t('jobs.created')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.data.items.map((job) => (
                    <Table.Tr key={job.id}>
                      <Table.Td>
                        <Code>{job.name}</Code>
                      </Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={stateColor[job.state]}>
                          {t(`jobs.states.${job.state}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {t('jobs.attemptsOf', { attempts: job.attempts, max: job.maxAttempts })}
                      </Table.Td>
                      <Table.Td>
                        {job.lastError ? (
                          <Text size="sm" c="red">
                            {job.lastError}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {job.nextRunAt ? formatDateTime(job.nextRunAt, i18n.language) : ''}
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {formatDateTime(job.createdAt, i18n.language)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Paper>
      )}
    </Stack>
  );
}
