import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from './FailureAlert';

/**
 * The end of a settings form: what the last save did (done, or the server's refusal) and the
 * Save button, which submits the form unless `onSave` is given.
 */
export function SaveFooter({
  saved,
  error,
  pending,
  onSave,
}: {
  /** The message once a save went through; nothing before. */
  saved?: string | null;
  error?: unknown;
  pending: boolean;
  onSave?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {saved ? (
        <Alert color="teal" variant="light" role="status">
          {saved}
        </Alert>
      ) : null}
      <FailureAlert error={error} />
      <Group justify="flex-end">
        <Button type={onSave ? 'button' : 'submit'} onClick={onSave} loading={pending}>
          {t('actions.save')}
        </Button>
      </Group>
    </>
  );
}
