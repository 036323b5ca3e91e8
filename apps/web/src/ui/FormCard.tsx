import { Button, Group } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { Section } from './Section';

/**
 * A form in a card of its own on a screen (the shared card `Section`): its heading, its fields,
 * then its submit button on the right (`submit`, spinning while `pending`; `beside` goes before it).
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
    <form onSubmit={onSubmit} noValidate style={{ maxWidth: maw }}>
      <Section card title={title}>
        {children}
        <Group justify="flex-end">
          {beside}
          <Button type="submit" loading={pending}>
            {submit}
          </Button>
        </Group>
      </Section>
    </form>
  );
}
