import { Button, Group } from '@mantine/core';

export type RowAction =
  | { label: string; onClick: () => void; danger?: boolean; loading?: boolean; disabled?: boolean }
  | false
  | null
  | undefined;

/** The buttons at the end of a row (Edit, Archive, Delete …), right-aligned and quiet. */
export function RowActions({ actions }: { actions: readonly RowAction[] }) {
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      {actions.map((a) =>
        a ? (
          <Button
            key={a.label}
            size="xs"
            variant="subtle"
            color={a.danger ? 'red' : undefined}
            loading={a.loading}
            disabled={a.disabled}
            onClick={a.onClick}
          >
            {a.label}
          </Button>
        ) : null,
      )}
    </Group>
  );
}
