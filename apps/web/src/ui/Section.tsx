import { Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled block of a settings tab: its title, what it is for, then its list or fields. */
export function Section({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <Paper p="lg" radius="md">
      <Title order={3} mb={intro ? 4 : 'sm'}>
        {title}
      </Title>
      {intro ? (
        <Text c="dimmed" size="sm" mb="sm">
          {intro}
        </Text>
      ) : null}
      {children}
    </Paper>
  );
}
