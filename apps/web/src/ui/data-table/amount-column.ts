import type { Column } from './column';

type Format = (amount: number) => string;

/**
 * A right-aligned amount: sorted and exported as its number, shown as `format` writes it (money in
 * the account's currency, a signed change). The number is the row's own under `id`, or what
 * `amount` picks from the row (one payment type's takings of a day).
 */
export function amountColumn<K extends string>(
  id: K,
  header: string,
  format: Format,
  more?: Partial<Column<Record<K, number>>>,
): Column<Record<K, number>>;
export function amountColumn<T>(
  id: string,
  header: string,
  format: Format,
  amount: (row: T) => number,
  more?: Partial<Column<T>>,
): Column<T>;
export function amountColumn<T>(
  id: string,
  header: string,
  format: Format,
  amountOrMore?: ((row: T) => number) | Partial<Column<T>>,
  more: Partial<Column<T>> = {},
): Column<T> {
  const amount =
    typeof amountOrMore === 'function' ? amountOrMore : (row: T) => (row as Record<string, number>)[id] ?? 0;
  return {
    id,
    header,
    align: 'right',
    value: amount,
    cell: (row) => format(amount(row)),
    ...(typeof amountOrMore === 'function' ? more : amountOrMore),
  };
}
