import { Button, Card, Group, Stack, Title } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

/**
 * A form in a card of its own on a screen: its heading, its fields, then its submit button on
 * the right (`submit`, spinning while `pending`; `beside` goes before it).
 */
export function FormCard({
  title,
  onSubmit,
  submit,
  pending = false,
  beside,
  maw,
  children,
}: {
  title: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submit: ReactNode;
  pending?: boolean;
  beside?: ReactNode;
  maw?: number;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="lg" maw={maw}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Title order={2} fz="h4">
            {title}
          </Title>
          {children}
          <Group justify="flex-end">
            {beside}
            <Button type="submit" loading={pending}>
              {submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
