import { Text } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { ConfirmDialog } from '@/ui/DialogActions';

/**
 * Asks before archiving a row of a pricing list (decisions/0056: for good, it stays listed as
 * archived); the server's refusal shows in the dialog.
 */
export function ArchiveConfirm({
  title,
  text,
  confirmLabel,
  mutation,
  id,
  onClose,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  mutation: UseMutationResult<unknown, Error, number>;
  id: number;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      title={title}
      confirmLabel={confirmLabel}
      loading={mutation.isPending}
      error={mutation.error}
      onCancel={() => {
        mutation.reset();
        onClose();
      }}
      onConfirm={() => mutation.mutate(id, { onSuccess: onClose })}
    >
      <Text size="sm">{text}</Text>
    </ConfirmDialog>
  );
}
