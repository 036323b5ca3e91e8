import { ActionIcon, Group, NumberInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A quantity with − and + buttons large enough for a thumb; a typed number counts when the
 * field is left or Enter is pressed, so each keystroke is not a change. `name` makes the labels
 * say what is counted ("Quantity of Programme").
 */
export function QuantityStepper({
  name,
  value,
  onChange,
  min = 1,
  max,
  disabled = false,
  size = 'sm',
}: {
  name: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max: number;
  disabled?: boolean;
  size?: 'xs' | 'sm';
}) {
  const { t } = useTranslation();
  const clamp = (n: number) => Math.max(min, Math.min(max, n));
  const [draft, setDraft] = useState<string | number>(value);
  useEffect(() => setDraft(value), [value]);
  const commit = () => {
    const n = Number(draft);
    if (draft === '' || !Number.isInteger(n)) setDraft(value);
    else if (clamp(n) !== value) onChange(clamp(n));
    else setDraft(value);
  };
  const icon = size === 'xs' ? 'md' : 'lg';
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="default"
        size={icon}
        aria-label={t('products.stepper.less', { name })}
        disabled={disabled || value <= min}
        onClick={() => onChange(clamp(value - 1))}
      >
        {t('products.stepper.lessSign')}
      </ActionIcon>
      <NumberInput
        aria-label={t('products.stepper.quantityOf', { name })}
        value={draft}
        onChange={setDraft}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commit();
          }
        }}
        min={min}
        max={max}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="strict"
        hideControls
        disabled={disabled}
        size={size}
        w={size === 'xs' ? 44 : 52}
        styles={{ input: { textAlign: 'center', paddingInline: 4 } }}
      />
      <ActionIcon
        variant="default"
        size={icon}
        aria-label={t('products.stepper.more', { name })}
        disabled={disabled || value >= max}
        onClick={() => onChange(clamp(value + 1))}
      >
        {t('products.stepper.moreSign')}
      </ActionIcon>
    </Group>
  );
}
