import { Button, Group } from '@mantine/core';

export type RowAction =
  | {
      label: string;
      onClick: () => void;
      danger?: boolean;
      loading?: boolean;
      disabled?: boolean;
      /** The button's name for a screen reader where the label alone does not say which row (Delete “Gala”). */
      name?: string;
    }
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
            aria-label={a.name}
            onClick={a.onClick}
          >
            {a.label}
          </Button>
        ) : null,
      )}
    </Group>
  );
}

type RowMutation<I> = { mutate: (input: I) => void; isPending: boolean; variables?: I };

/**
 * A row's button that runs `mutation` with `input`; it spins while the run for this row is under
 * way (`keyOf` tells runs apart when the input is an object).
 */
export function mutationAction<I>(
  label: string,
  mutation: RowMutation<I>,
  input: I,
  { danger, keyOf = (i) => i }: { danger?: boolean; keyOf?: (input: I) => unknown } = {},
): RowAction {
  const running = mutation.isPending && mutation.variables !== undefined;
  return {
    label,
    danger,
    loading: running && keyOf(mutation.variables as I) === keyOf(input),
    onClick: () => mutation.mutate(input),
  };
}
