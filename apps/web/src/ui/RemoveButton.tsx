import { ActionIcon, type ActionIconProps, Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The small × that takes one line out of a list being edited (a period, a variant, a method). */
export function RemoveButton({
  label,
  onClick,
  disabled,
  color = 'red',
  ...style
}: Pick<ActionIconProps, 'mt' | 'mb' | 'size' | 'color'> & {
  label: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ActionIcon
      variant="subtle"
      color={color}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      {...style}
    >
      {t('actions.removeSymbol')}
    </ActionIcon>
  );
}

/** The small "add" under a list being edited (a period, a variant, a contact), on a line of its own. */
export function AddRowButton({
  onClick,
  disabled,
  children,
}: {
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Group>
      <Button variant="light" size="xs" disabled={disabled} onClick={onClick}>
        {children}
      </Button>
    </Group>
  );
}
