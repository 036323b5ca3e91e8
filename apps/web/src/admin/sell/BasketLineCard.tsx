import { Group, Stack, Text, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { useMoney } from '@/admin/account/useMoney';
import { RemoveButton } from '@/ui/RemoveButton';

/**
 * One line of the box office basket as a card: its name, a dimmed line under it, its total and,
 * when the seller may change the basket, a remove button named for the line. What the line holds
 * (a price type select, fees, a package's parts) goes under it as children.
 */
export function BasketLineCard({
  title,
  subtitle,
  total,
  removeLabel,
  onRemove,
  busy,
  strong = false,
  testId,
  totalTestId,
  children,
}: {
  title: ReactNode;
  subtitle: ReactNode;
  total: number;
  /** Names the line for the remove button; shown only with `onRemove`. */
  removeLabel: string;
  onRemove?: () => void;
  busy: boolean;
  /** A package's or plan's line is named in bold: it stands for several parts. */
  strong?: boolean;
  testId: string;
  totalTestId?: string;
  children?: ReactNode;
}) {
  const money = useMoney();
  return (
    <Stack
      gap={4}
      p="xs"
      style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
      data-testid={testId}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={strong ? 700 : 600}>
            {title}
          </Text>
          <Text size="xs" c="dimmed">
            {subtitle}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }} data-testid={totalTestId}>
            {money(total)}
          </Text>
          {onRemove ? (
            <Tooltip label={removeLabel}>
              <RemoveButton color="gray" label={removeLabel} disabled={busy} onClick={onRemove} />
            </Tooltip>
          ) : null}
        </Group>
      </Group>
      {children}
    </Stack>
  );
}

/** A part of a package or plan line: what it is, and its share of the line's total. */
export function BasketPartRow({ label, total, testId }: { label: string; total: number; testId?: string }) {
  const money = useMoney();
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" data-testid={testId}>
      <Text size="xs" style={{ minWidth: 0 }} truncate>
        {label}
      </Text>
      <Text size="xs" style={{ whiteSpace: 'nowrap' }}>
        {money(total)}
      </Text>
    </Group>
  );
}

/**
 * The remove of a line that stands for several parts (a package, a bundle): the server takes the
 * whole line with any one of its parts, so it removes the first; none without `onRemove` or parts.
 */
export function removeWhole<P>(onRemove: ((part: P) => void) | undefined, parts: readonly P[]) {
  const first = parts[0];
  return onRemove && first ? () => onRemove(first) : undefined;
}
