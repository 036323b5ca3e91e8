import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The narrow card the shop's sign-in, registration and recovery pages sit in. */
export function ShopAuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={460} mx="auto">
      <Stack gap="md">
        <Title order={1} fz="h2">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
