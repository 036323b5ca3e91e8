import { Card, Stack, Title } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

/** A form in a card of its own on a screen: its heading, then its fields and buttons. */
export function FormCard({
  title,
  onSubmit,
  maw,
  children,
}: {
  title: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
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
        </Stack>
      </form>
    </Card>
  );
}
