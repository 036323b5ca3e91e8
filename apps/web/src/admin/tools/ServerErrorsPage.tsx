import { Button, Code } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { clearServerErrors, listServerErrors, subscribeServerErrors } from '@/api/server-errors';
import { ListPage } from '@/ui/data-table/ListPage';

/** Every API response outside 200–399 seen in this browser tab, newest first. */
export function ServerErrorsPage() {
  const { t } = useTranslation();
  const entries = useSyncExternalStore(subscribeServerErrors, listServerErrors, listServerErrors);
  return (
    <ListPage
      title={t('admin.tools.serverErrors.title')}
      intro={t('admin.tools.serverErrors.intro')}
      pageActions={
        <Button variant="default" onClick={clearServerErrors} disabled={entries.length === 0}>
          {t('admin.tools.serverErrors.clear')}
        </Button>
      }
      rows={entries}
      empty={t('admin.tools.serverErrors.empty')}
      minWidth={720}
      columns={[
        { id: 'date', header: t('admin.tools.serverErrors.date'), date: (e) => e.date },
        {
          id: 'status',
          header: t('admin.tools.serverErrors.status'),
          value: (e) => `${e.status} ${e.statusText}`,
        },
        {
          id: 'url',
          header: t('admin.tools.serverErrors.url'),
          sortable: true,
          cell: (e) => <Code style={{ wordBreak: 'break-all' }}>{e.url}</Code>,
        },
        {
          id: 'operationId',
          header: t('admin.tools.serverErrors.operationId'),
          cell: (e) => (e.operationId ? <Code>{e.operationId}</Code> : t('pages.error.unknown')),
        },
      ]}
    />
  );
}
