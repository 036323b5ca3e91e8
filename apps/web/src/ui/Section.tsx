import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled block of a settings tab: its title, what it is for, then its list or fields. */
export function Section({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <Paper p="lg" radius="md">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={3}>{title}</Title>
          {intro ? (
            <Text c="dimmed" size="sm">
              {intro}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
