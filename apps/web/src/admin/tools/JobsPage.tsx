import { Code, Switch, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { BackgroundJob } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { ListPage } from '@/ui/data-table/ListPage';
import { itemRows } from '@/ui/data-table/sources';
import { useTableView } from '@/ui/data-table/useTableView';
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
  const view = useTableView();
  const failedOnly = view.filter('failed') === '1';
  const list = useQuery(jobsQueries.list(failedOnly));
  return (
    <ListPage
      title={t('jobs.title')}
      intro={t('jobs.intro')}
      view={view}
      toolbar={
        <Switch
          label={t('jobs.failedOnly')}
          checked={failedOnly}
          onChange={(event) => view.setFilter('failed', event.currentTarget.checked ? '1' : null)}
        />
      }
      {...itemRows(list)}
      empty={t('jobs.empty')}
      minWidth={820}
      columns={[
        { id: 'name', header: t('jobs.name'), sortable: true, cell: (job) => <Code>{job.name}</Code> },
        {
          id: 'state',
          header: t('jobs.state'),
          sortable: true,
          value: (job) => t(`jobs.states.${job.state}`),
          badge: (job) => stateColor[job.state],
        },
        {
          id: 'attempts',
          header: t('jobs.attempts'),
          value: (job) => t('jobs.attemptsOf', { attempts: job.attempts, max: job.maxAttempts }),
        },
        {
          id: 'lastError',
          header: t('jobs.lastError'),
          cell: (job) =>
            job.lastError ? (
              <Text size="sm" c="red">
                {job.lastError}
              </Text>
            ) : null,
        },
        {
          id: 'nextRun',
          header: t('jobs.nextRun'),
          sortable: true,
          value: (job) => job.nextRunAt ?? '',
          cell: (job) => (job.nextRunAt ? formatDateTime(job.nextRunAt, i18n.language) : ''),
        },
        {
          id: 'created',
          header: t('jobs.created'),
          sortable: true,
          value: (job) => job.createdAt,
          date: (job) => job.createdAt,
        },
      ]}
    />
  );
}
