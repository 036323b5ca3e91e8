import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A report's chart, named for screen readers and sighted readers alike; the table holds the figures. */
export function ReportChart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="sm" component="figure" m={0} aria-label={title}>
      <Text size="sm" fw={500} mb="xs" component="figcaption">
        {title}
      </Text>
      {children}
    </Paper>
  );
}
