import { Alert, Badge, Button, Group, Modal, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { OutboxMessage } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '@/api/api-error';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { SectionLoader } from '@/ui/FullPageLoader';
import { formatDateTime } from '@/ui/format';
import { PagingFooter } from '@/ui/PagingFooter';
import { type PageSize, readPaging, writePaging } from '@/ui/paging';
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
  const [search, setSearch] = useSearchParams();
  const { page, pageSize } = readPaging(search);
  const outbox = useQuery(mailQueries.outbox(page, pageSize));
  const sendTest = useSendTestMail();
  const [open, setOpen] = useState<OutboxMessage | null>(null);
  const go = (next: { page: number; pageSize: PageSize }) => setSearch(writePaging(search, next));

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={6}>
          <Title order={1}>{t('admin.tools.mailOutbox.title')}</Title>
          <Text c="dimmed">{t('admin.tools.mailOutbox.intro')}</Text>
        </Stack>
        <Button onClick={() => sendTest.mutate()} loading={sendTest.isPending}>
          {t('admin.tools.mailOutbox.sendTest')}
        </Button>
      </Group>
      <TestMailResult mutation={sendTest} />
      {outbox.isError ? (
        <ErrorDetails error={outbox.error} onRetry={() => void outbox.refetch()} />
      ) : !outbox.data ? (
        <SectionLoader />
      ) : (
        <Paper p={0} radius="md" style={{ overflow: 'hidden' }}>
          {outbox.data.items.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl" px="md">
              {t('admin.tools.mailOutbox.empty')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('admin.tools.mailOutbox.date')}</Table.Th>
                    <Table.Th>{t('admin.tools.mailOutbox.to')}</Table.Th>
                    <Table.Th>{t('admin.tools.mailOutbox.subject')}</Table.Th>
                    <Table.Th>{t('admin.tools.mailOutbox.status')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {outbox.data.items.map((message) => (
                    <Table.Tr key={message.id} onClick={() => setOpen(message)} style={{ cursor: 'pointer' }}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {formatDateTime(message.createdAt, i18n.language)}
                      </Table.Td>
                      <Table.Td>{message.to}</Table.Td>
                      <Table.Td>
                        <Group gap="xs">
                          <span>{message.subject}</span>
                          {message.linkHidden ? (
                            <Badge variant="outline" color="gray" size="sm">
                              {t('admin.tools.mailOutbox.linkHidden')}
                            </Badge>
                          ) : null}
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={statusColor[message.status]}>
                          {t(`admin.tools.mailOutbox.statuses.${message.status}`)}
                        </Badge>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <PagingFooter page={page} pageSize={pageSize} total={outbox.data.total} onChange={go} />
        </Paper>
      )}
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
    </Stack>
  );
}
