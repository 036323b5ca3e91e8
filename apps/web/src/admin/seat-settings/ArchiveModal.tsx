import { Radio, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/ui/DialogActions';

/** Archiving a hold or hold group asks where its seats go: another one, or back to open. */
export function ArchiveModal({
  title,
  targets,
  pending,
  error,
  onArchive,
  onClose,
}: {
  title: string;
  targets: { value: string; label: string }[];
  pending: boolean;
  error: unknown;
  onArchive: (reassign: { to: 'open' } | { to: 'other'; id: number }) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'open' | 'other'>('open');
  const [target, setTarget] = useState<string | null>(null);
  return (
    <ConfirmDialog
      title={title}
      error={error}
      onCancel={onClose}
      confirmLabel={t('actions.archive')}
      loading={pending}
      disabled={mode === 'other' && !target}
      onConfirm={() => onArchive(mode === 'open' ? { to: 'open' } : { to: 'other', id: Number(target) })}
    >
      <Text size="sm">{t('admin.seatSettings.archive.question')}</Text>
      <Radio.Group value={mode} onChange={(v) => setMode(v as 'open' | 'other')}>
        <Stack gap="xs">
          <Radio value="open" label={t('admin.seatSettings.archive.toOpen')} />
          <Radio value="other" label={t('admin.seatSettings.archive.toOther')} />
        </Stack>
      </Radio.Group>
      {mode === 'other' ? (
        <Select
          label={t('admin.seatSettings.archive.target')}
          data={targets}
          value={target}
          onChange={setTarget}
        />
      ) : null}
    </ConfirmDialog>
  );
}
