import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { FailureAlert } from './FailureAlert';

/**
 * A row of a settings list added or edited in place, above the list: its title, the fields,
 * the server's refusal (when no field took it), Save and Cancel.
 */
export function InlineEditor({
  title,
  onSubmit,
  onCancel,
  error,
  pending,
  saveLabel,
  cancelLabel,
  children,
}: {
  title: string;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  /** The failed save's error to show above the buttons; null when the fields show it. */
  error: unknown;
  pending: boolean;
  saveLabel: string;
  cancelLabel: string;
  children: ReactNode;
}) {
  return (
    <Paper p="lg" radius="md" withBorder>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Title order={4}>{title}</Title>
          {children}
          <FailureAlert error={error} />
          <Group>
            <Button type="submit" loading={pending}>
              {saveLabel}
            </Button>
            <Button variant="default" onClick={onCancel}>
              {cancelLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
