import { NumberInput } from '@mantine/core';
import { MoneyInput } from './MoneyInput';

/**
 * One amount that is either a percentage (typed as percent) or money (typed in units, held in
 * minor units), as fees and promotions have.
 */
export function PercentOrMoneyInput({
  kind,
  percentLabel,
  moneyLabel,
  value,
  onChange,
  error,
  maxPercent,
}: {
  kind: 'Percentage' | 'FlatAmount';
  percentLabel: string;
  moneyLabel: string;
  /** The form's values: the percentage and the amount in minor units, kept apart. */
  value: { percent: number; amount: number };
  /** Takes the one that changed (`form.setValues` of a Mantine form). */
  onChange: (next: { percent: number } | { amount: number }) => void;
  error?: React.ReactNode;
  maxPercent?: number;
}) {
  if (kind === 'Percentage') {
    return (
      <NumberInput
        label={percentLabel}
        suffix="%"
        min={0}
        max={maxPercent}
        decimalScale={2}
        value={value.percent}
        onChange={(v) => onChange({ percent: Number(v) || 0 })}
        error={error}
      />
    );
  }
  return (
    <MoneyInput
      label={moneyLabel}
      value={value.amount}
      onChange={(v) => onChange({ amount: v ?? 0 })}
      error={error}
    />
  );
}
