import { Card, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One figure on a dashboard: what it counts, small, above the figure, large. */
export function StatCard({
  label,
  children,
  small = false,
}: {
  label: string;
  children: ReactNode;
  small?: boolean;
}) {
  return (
    <Card withBorder radius="md" p={small ? 'sm' : undefined}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text fz={small ? 'xl' : 32} fw={700}>
        {children}
      </Text>
    </Card>
  );
}
