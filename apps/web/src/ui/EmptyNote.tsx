import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A quiet line in place of a list while it has no rows (no periods yet, no rules); nothing after. */
export function EmptyNote({ rows, children }: { rows: readonly unknown[]; children: ReactNode }) {
  return rows.length === 0 ? (
    <Text c="dimmed" size="sm">
      {children}
    </Text>
  ) : null;
}
