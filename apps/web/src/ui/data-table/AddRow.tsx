import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A one-field "add by name" row under a settings list; it empties when the add succeeds. */
export function AddRow({
  label,
  onAdd,
  pending,
  addLabel,
}: {
  label: string;
  onAdd: (name: string, done: () => void) => void;
  pending?: boolean;
  addLabel?: string;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  return (
    <Group p="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <TextInput
        aria-label={label}
        placeholder={label}
        value={name}
        maxLength={100}
        onChange={(e) => setName(e.currentTarget.value)}
      />
      <Button
        variant="light"
        disabled={!name.trim()}
        loading={pending}
        onClick={() => onAdd(name.trim(), () => setName(''))}
      >
        {addLabel ?? t('actions.add')}
      </Button>
    </Group>
  );
}
