import { Card, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A titled block of a screen: its title, what it is for, then its list or fields. `card` draws
 * it as a bordered card with a smaller heading, as on detail screens (an order, a user).
 */
export function Section({
  title,
  intro,
  card = false,
  children,
}: {
  title: string;
  intro?: string;
  card?: boolean;
  children?: ReactNode;
}) {
  const body = (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={card ? 2 : 3} fz={card ? 'h4' : undefined}>
          {title}
        </Title>
        {intro ? (
          <Text c="dimmed" size="sm">
            {intro}
          </Text>
        ) : null}
      </Stack>
      {children}
    </Stack>
  );
  return card ? (
    <Card withBorder radius="md" padding="lg">
      {body}
    </Card>
  ) : (
    <Paper p="lg" radius="md">
      {body}
    </Paper>
  );
}
