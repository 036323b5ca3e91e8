import { ColorSwatch, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A price level as the seat map shows it: its colour, its name, and a line under it (its price). */
export function PriceLevelName({
  level,
  detail,
}: {
  level: { color: string; name: string };
  detail: ReactNode;
}) {
  return (
    <Group gap="xs" wrap="nowrap">
      <ColorSwatch color={level.color} size={14} />
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {level.name}
        </Text>
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      </Stack>
    </Group>
  );
}
