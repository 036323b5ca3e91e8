import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from './FailureAlert';

type Actions = {
  onCancel: () => void;
  cancelLabel?: string;
  confirmLabel: string;
  /** Without it, the confirm button submits the dialog's form. */
  onConfirm?: () => void;
  loading?: boolean;
  disabled?: boolean;
  color?: string;
};

/** The foot of every dialog: Cancel (or Close) on the left of the one thing it does. */
export function DialogActions({
  onCancel,
  cancelLabel,
  confirmLabel,
  onConfirm,
  loading,
  disabled,
  color,
}: Actions) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {cancelLabel ?? t('actions.cancel')}
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        color={color}
        loading={loading}
        disabled={disabled}
        onClick={onConfirm}
      >
        {confirmLabel}
      </Button>
    </Group>
  );
}

/** A dialog that asks before a change that cannot be undone (archive, deny), and why it failed. */
export function ConfirmDialog({
  title,
  error,
  children,
  ...actions
}: Omit<Actions, 'onConfirm'> & {
  title: string;
  error?: unknown;
  onConfirm: () => void;
  children?: ReactNode;
}) {
  return (
    <Modal opened onClose={actions.onCancel} title={title}>
      <Stack>
        {children}
        <FailureAlert error={error} />
        <DialogActions color="red" {...actions} />
      </Stack>
    </Modal>
  );
}
