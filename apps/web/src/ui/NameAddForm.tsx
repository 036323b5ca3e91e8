import { Button, Group, TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { isApiError } from '@/api/api-error';

/**
 * The one-line "add by name" form of the settings lists: a name, any extra fields, and the add
 * button. `onAdd` gets the trimmed name; the field empties when it succeeds, and the server's
 * message shows under the field when it fails.
 */
export function NameAddForm({
  label,
  addLabel,
  onAdd,
  pending,
  error,
  children,
}: {
  label: string;
  addLabel: string;
  onAdd: (name: string) => Promise<unknown>;
  pending: boolean;
  error: unknown;
  children?: ReactNode;
}) {
  const [name, setName] = useState('');
  return (
    <Group
      component="form"
      align="flex-end"
      onSubmit={(e) => {
        e.preventDefault();
        const trimmed = name.trim();
        if (trimmed)
          void onAdd(trimmed).then(
            () => setName(''),
            () => undefined,
          );
      }}
    >
      <TextInput
        label={label}
        value={name}
        maxLength={100}
        onChange={(e) => setName(e.currentTarget.value)}
        error={isApiError(error) ? error.message : undefined}
      />
      {children}
      <Button type="submit" loading={pending}>
        {addLabel}
      </Button>
    </Group>
  );
}
