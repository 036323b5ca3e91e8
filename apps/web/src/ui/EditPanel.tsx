import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from './server-errors-form';

/**
 * The one way a settings row is added or edited: a dialog with the form, Cancel and Save.
 * Save checks the form, awaits `onSave`, and closes; a refused save puts the server's
 * per-field messages on the fields (`errorPath` when the request nests them) and any other
 * message above the form.
 */
export function EditPanel<V>({
  title,
  form,
  onSave,
  onClose,
  opened = true,
  submitLabel,
  size,
  errorPath = ['', ''],
  children,
}: {
  title: string;
  form: UseFormReturnType<V>;
  onSave: (values: V) => Promise<unknown>;
  onClose: () => void;
  opened?: boolean;
  submitLabel?: string;
  size?: string;
  errorPath?: [from: string, to: string];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    setProblem(null);
    try {
      await onSave(values as V);
      onClose();
    } catch (error) {
      setProblem(applyServerErrors(form, error, t('errors.common.internal'), ...errorPath));
    } finally {
      setSaving(false);
    }
  });
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {problem ? (
            <Alert color="red" variant="light">
              {problem}
            </Alert>
          ) : null}
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {submitLabel ?? t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
