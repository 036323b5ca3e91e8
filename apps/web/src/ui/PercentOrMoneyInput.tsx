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
  percent,
  onPercentChange,
  amount,
  onAmountChange,
  error,
  maxPercent,
}: {
  kind: 'Percentage' | 'FlatAmount';
  percentLabel: string;
  moneyLabel: string;
  percent: number;
  onPercentChange: (value: number) => void;
  amount: number;
  onAmountChange: (minor: number) => void;
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
        value={percent}
        onChange={(v) => onPercentChange(Number(v) || 0)}
        error={error}
      />
    );
  }
  return (
    <MoneyInput label={moneyLabel} value={amount} onChange={(v) => onAmountChange(v ?? 0)} error={error} />
  );
}
