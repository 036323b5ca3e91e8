import { NumberInput, type NumberInputProps } from '@mantine/core';

/** A money field that shows units with two decimals and holds integer minor units. */
export function MoneyInput({
  value,
  onChange,
  currencySymbol = '$',
  ...props
}: Omit<NumberInputProps, 'value' | 'onChange'> & {
  value: number | null;
  onChange: (minor: number | null) => void;
  currencySymbol?: string;
}) {
  return (
    <NumberInput
      {...props}
      prefix={currencySymbol}
      decimalScale={2}
      fixedDecimalScale
      thousandSeparator=","
      min={0}
      value={value === null ? '' : value / 100}
      onChange={(v) => onChange(v === '' || v === null ? null : Math.round(Number(v) * 100))}
    />
  );
}
