import { Alert, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { OutboxMessage } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { ListPage } from '@/ui/data-table/ListPage';
import { pagedRows } from '@/ui/data-table/sources';
import { useTableView } from '@/ui/data-table/useTableView';
import { formatDateTime } from '@/ui/format';
import { mailQueries, useSendTestMail } from './queries';

const statusColor: Record<OutboxMessage['status'], string> = { kept: 'gray', sent: 'teal', failed: 'red' };

function TestMailResult({ mutation }: { mutation: ReturnType<typeof useSendTestMail> }) {
  const { t } = useTranslation();
  if (mutation.isSuccess) {
    const key =
      mutation.data.status === 'kept' ? 'admin.tools.mailOutbox.testKept' : 'admin.tools.mailOutbox.testSent';
    return (
      <Alert
        color="teal"
        variant="light"
        withCloseButton
        onClose={mutation.reset}
        closeButtonLabel={t('actions.close')}
      >
        {t(key, { to: mutation.data.to })}
      </Alert>
    );
  }
  if (mutation.isError) {
    return (
      <Alert
        color="red"
        variant="light"
        title={t('admin.tools.mailOutbox.testFailed')}
        withCloseButton
        onClose={mutation.reset}
        closeButtonLabel={t('actions.close')}
      >
        {isApiError(mutation.error) ? mutation.error.message : t('errors.common.internal')}
      </Alert>
    );
  }
  return null;
}

export function MailOutboxPage() {
  const { t, i18n } = useTranslation();
  const view = useTableView();
  const outbox = useQuery(mailQueries.outbox(view.page, view.pageSize));
  const sendTest = useSendTestMail();
  const [open, setOpen] = useState<OutboxMessage | null>(null);
  return (
    <ListPage
      title={t('admin.tools.mailOutbox.title')}
      intro={t('admin.tools.mailOutbox.intro')}
      pageActions={
        <Button onClick={() => sendTest.mutate()} loading={sendTest.isPending}>
          {t('admin.tools.mailOutbox.sendTest')}
        </Button>
      }
      above={<TestMailResult mutation={sendTest} />}
      view={view}
      {...pagedRows(outbox)}
      rowProps={(message) => ({ onClick: () => setOpen(message), style: { cursor: 'pointer' } })}
      empty={t('admin.tools.mailOutbox.empty')}
      minWidth={640}
      columns={[
        { id: 'date', header: t('admin.tools.mailOutbox.date'), date: (m) => m.createdAt },
        { id: 'to', header: t('admin.tools.mailOutbox.to') },
        {
          id: 'subject',
          header: t('admin.tools.mailOutbox.subject'),
          cell: (m) => (
            <Group gap="xs">
              <span>{m.subject}</span>
              {m.linkHidden ? (
                <Badge variant="outline" color="gray" size="sm">
                  {t('admin.tools.mailOutbox.linkHidden')}
                </Badge>
              ) : null}
            </Group>
          ),
        },
        {
          id: 'status',
          header: t('admin.tools.mailOutbox.status'),
          value: (m) => t(`admin.tools.mailOutbox.statuses.${m.status}`),
          badge: (m) => statusColor[m.status],
        },
      ]}
    >
      <Modal opened={open !== null} onClose={() => setOpen(null)} title={open?.subject} size="lg">
        {open ? (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {t('admin.tools.mailOutbox.sentTo', {
                to: open.to,
                date: formatDateTime(open.createdAt, i18n.language),
              })}
            </Text>
            {open.linkHidden ? (
              <Alert color="gray" title={t('admin.tools.mailOutbox.linkHidden')}>
                {t('admin.tools.mailOutbox.linkHiddenNotice')}
              </Alert>
            ) : null}
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {open.text}
            </Text>
          </Stack>
        ) : null}
      </Modal>
    </ListPage>
  );
}
