import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A screen's title, what it is for, and its main buttons on the right. */
export function PageHeader({
  title,
  intro,
  actions,
}: {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap">
      <Stack gap={6}>
        <Title order={1}>{title}</Title>
        {intro ? <Text c="dimmed">{intro}</Text> : null}
      </Stack>
      {actions ? <Group style={{ flexShrink: 0 }}>{actions}</Group> : null}
    </Group>
  );
}
