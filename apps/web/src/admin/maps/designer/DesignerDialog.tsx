import { Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '@/ui/DialogActions';

/** A map designer dialog: its title and fields, then Cancel and the one thing it does (`action`). */
export function DesignerDialog({
  title,
  onClose,
  action,
  onAction,
  children,
}: {
  title: string;
  onClose: () => void;
  action: string;
  onAction: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={title} closeButtonProps={{ 'aria-label': t('actions.close') }}>
      <Stack>
        {children}
        <DialogActions onCancel={onClose} confirmLabel={action} onConfirm={onAction} />
      </Stack>
    </Modal>
  );
}
