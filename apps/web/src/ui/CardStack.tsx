import { Card, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** A bordered card whose parts stand one under another: a small form or summary beside a screen's main content. */
export function CardStack({ children }: { children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">{children}</Stack>
    </Card>
  );
}
