import { Button, Group, TextInput } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { isApiError } from '@/api/api-error';

/**
 * The one-line "add by name" form of the settings lists: a name, any extra fields, and the add
 * button. `adding` is called with the trimmed name; the field empties when it succeeds, and the
 * server's message shows under the field when it fails.
 */
export function NameAddForm({
  label,
  addLabel,
  adding,
  children,
}: {
  label: string;
  addLabel: string;
  adding: UseMutationResult<unknown, Error, string>;
  children?: ReactNode;
}) {
  const { isPending: pending, error } = adding;
  const [name, setName] = useState('');
  return (
    <Group
      component="form"
      align="flex-end"
      onSubmit={(e) => {
        e.preventDefault();
        const trimmed = name.trim();
        if (trimmed)
          void adding.mutateAsync(trimmed).then(
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
