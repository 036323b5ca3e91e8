import { Alert, Button, Center, Code, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type ErrorPageKind, isApiError } from '@/api/api-error';
import { NotFound } from './NotFoundPage';
import { PermissionDenied } from './PermissionDenied';
import { usePageTitle } from './usePageTitle';

interface Details {
  page: ErrorPageKind;
  status: number | null;
  operationId: string | null;
  message: string;
}

export function describeError(error: unknown, fallbackMessage: string): Details {
  if (isApiError(error)) {
    return { page: error.page, status: error.status, operationId: error.operationId, message: error.message };
  }
  const status =
    typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
      ? error.status
      : null;
  const message = error instanceof Error && error.message ? error.message : fallbackMessage;
  return {
    page: status === 404 ? 'not-found' : status === 400 ? 'bad-request' : 'system-error',
    status,
    operationId: null,
    message,
  };
}

/**
 * The generic error page: an apology, then what support needs to trace the failure. A 404
 * shows the not-found screen instead.
 */
export function ErrorDetails({
  error,
  homeHref,
  onRetry,
}: {
  error: unknown;
  homeHref?: string;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  const details = describeError(error, t('errors.common.internal'));
  const title = details.page === 'bad-request' ? t('pages.error.badRequestTitle') : t('pages.error.title');
  usePageTitle(details.page === 'not-found' ? null : title);
  if (details.page === 'not-found') return <NotFound homeHref={homeHref} />;
  if (details.status === 403 && isApiError(error) && error.has('auth.permission_denied')) {
    return <PermissionDenied homeHref={homeHref} />;
  }
  return (
    <Center py={48} px="md">
      <Stack gap="md" maw={560} w="100%">
        <Title order={1} fz="h2">
          {title}
        </Title>
        <Text c="dimmed">{t('pages.error.body')}</Text>
        <Alert color="red" variant="light" title={t('pages.error.details')}>
          <Table withRowBorders={false} verticalSpacing={4} highlightOnHover={false}>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={140}>{t('pages.error.status')}</Table.Th>
                <Table.Td>{details.status ?? t('pages.error.unknown')}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('pages.error.operationId')}</Table.Th>
                <Table.Td>
                  {details.operationId ? <Code>{details.operationId}</Code> : t('pages.error.unknown')}
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('pages.error.message')}</Table.Th>
                <Table.Td>{details.message}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Alert>
        <Group>
          {onRetry ? <Button onClick={onRetry}>{t('actions.retry')}</Button> : null}
          {homeHref ? (
            <Button component="a" href={homeHref} variant="default">
              {t('actions.goHome')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Center>
  );
}
