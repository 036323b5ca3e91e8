import { ActionIcon, type ActionIconProps } from '@mantine/core';
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
