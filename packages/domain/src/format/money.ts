/** Money is integer minor units with an ISO 4217 currency code; never floating point. */
export interface Money {
  readonly amount: number;
  readonly currency: string;
}

const formatters = new Map<string, Intl.NumberFormat>();

function fractionDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
    2
  );
}

/**
 * Formats minor units the way the product shows money: narrow currency symbol and two decimals,
 * in the reader's locale. en-US (the default, spec §9) groups thousands with commas; es-ES and
 * fr write "82,50 $" as their readers expect.
 */
export function formatMoney(amountMinor: number, currency: string, locale = 'en-US'): string {
  if (!Number.isInteger(amountMinor)) throw new RangeError('money must be integer minor units');
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: true,
    });
    formatters.set(key, formatter);
  }
  const digits = fractionDigits(currency);
  return formatter.format(amountMinor / 10 ** digits);
}

/** English ordinal suffix: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 101st … */
export function ordinalSuffix(n: number): 'st' | 'nd' | 'rd' | 'th' {
  const abs = Math.abs(Math.trunc(n));
  const lastTwo = abs % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return 'th';
  switch (abs % 10) {
    case 1:
      return 'st';
    case 2:
      return 'nd';
    case 3:
      return 'rd';
    default:
      return 'th';
  }
}

export function ordinal(n: number): string {
  return `${n}${ordinalSuffix(n)}`;
}
