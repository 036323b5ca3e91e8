import { Alert, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from './DialogActions';
import { applyServerErrors } from './server-errors-form';

type SaveOptions<V> = {
  form: UseFormReturnType<V>;
  onSave: (values: V) => Promise<unknown>;
  /** After a save went through: close the dialog, or empty the add form. */
  onSaved: () => void;
  /** Where the server's field paths sit in the form: [part of the request, name in the form]. */
  errorPath?: [from: string, to: string];
  fallback?: string;
  /** Server field names the form calls otherwise ({ defaultDiscount: 'discount' }). */
  renamed?: Record<string, string>;
};

/**
 * Saving a form the one way: check it, await `onSave`, then `onSaved`; a refused save puts the
 * server's per-field messages on the fields and any other message above the form.
 */
export function useSave<V>({
  form,
  onSave,
  onSaved,
  errorPath = ['', ''],
  fallback,
  renamed = {},
}: SaveOptions<V>) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    setProblem(null);
    try {
      await onSave(values as V);
      onSaved();
    } catch (error) {
      setProblem(applyServerErrors(form, error, fallback ?? t('errors.common.internal'), ...errorPath));
      for (const [from, to] of Object.entries(renamed))
        if (form.errors[from]) form.setFieldError(to, form.errors[from]);
    } finally {
      setSaving(false);
    }
  });
  const alert = problem ? (
    <Alert color="red" variant="light">
      {problem}
    </Alert>
  ) : null;
  return { submit, saving, alert };
}

type PanelProps<V> = Omit<SaveOptions<V>, 'onSaved'> & {
  title: string;
  submitLabel?: string;
  children: ReactNode;
};

/** The one way a settings row is added or edited: a dialog with the form, Cancel and Save. */
export function EditPanel<V>({
  title,
  onClose,
  opened = true,
  submitLabel,
  size,
  hint,
  children,
  ...save
}: PanelProps<V> & {
  onClose: () => void;
  opened?: boolean;
  size?: string;
  /** A line above the fields saying what an edit changes (e.g. only later sales). */
  hint?: string;
}) {
  const { t } = useTranslation();
  const { submit, saving, alert } = useSave({ ...save, onSaved: onClose });
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {alert}
          {hint ? (
            <Text size="sm" c="dimmed">
              {hint}
            </Text>
          ) : null}
          {children}
          <DialogActions
            onCancel={onClose}
            confirmLabel={submitLabel ?? t('actions.save')}
            loading={saving}
          />
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * The same form laid out under a list to add a row: its title, the fields (read-only when the
 * owner is archived) and the add button; it empties after a save.
 */
export function AddPanel<V>({
  title,
  submitLabel,
  readOnly = false,
  bare = false,
  children,
  ...save
}: PanelProps<V> & { readOnly?: boolean; bare?: boolean }) {
  const { t } = useTranslation();
  const { submit, saving, alert } = useSave({ ...save, onSaved: () => save.form.reset() });
  const body = (
    <Stack gap="sm">
      <Title order={4}>{title}</Title>
      {alert}
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }}>
        <Stack gap="sm">{children}</Stack>
      </fieldset>
      <Group justify="flex-end">
        <Button type="submit" loading={saving} disabled={readOnly}>
          {submitLabel ?? t('actions.add')}
        </Button>
      </Group>
    </Stack>
  );
  return bare ? (
    <form onSubmit={submit} noValidate>
      {body}
    </form>
  ) : (
    <Paper p="lg" radius="md" component="form" onSubmit={submit} noValidate>
      {body}
    </Paper>
  );
}
