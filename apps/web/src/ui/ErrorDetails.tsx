import { Alert, Button, Center, Code, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type ErrorPageKind, isApiError } from '@/api/api-error';
import { NotFound } from './NotFoundPage';
import { PermissionDenied } from './PermissionDenied';
import { usePageTitle } from './usePageTitle';

const cell = { padding: '4px 10px 4px 0', textAlign: 'start', verticalAlign: 'top' } as const;

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
          {/* A plain table: Mantine's Table brings its scroll area into every page's start (docs/shop-weight.md). */}
          <table
            style={{ borderCollapse: 'collapse', width: '100%', fontSize: 'var(--mantine-font-size-sm)' }}
          >
            <tbody>
              <tr>
                <th style={{ ...cell, width: 140 }}>{t('pages.error.status')}</th>
                <td style={cell}>{details.status ?? t('pages.error.unknown')}</td>
              </tr>
              <tr>
                <th style={cell}>{t('pages.error.operationId')}</th>
                <td style={cell}>
                  {details.operationId ? <Code>{details.operationId}</Code> : t('pages.error.unknown')}
                </td>
              </tr>
              <tr>
                <th style={cell}>{t('pages.error.message')}</th>
                <td style={cell}>{details.message}</td>
              </tr>
            </tbody>
          </table>
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
