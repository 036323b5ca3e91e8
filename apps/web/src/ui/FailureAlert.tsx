import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';

/** A refused change, in the words of the server's error catalogue; nothing when there is none. */
export function FailureAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  return <Alert color="red">{isApiError(error) ? error.message : t('errors.common.internal')}</Alert>;
}
