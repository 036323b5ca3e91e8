import { formatMoney, ordinal, ordinalSuffix } from '@tessera/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

describe('formatMoney', () => {
  it('shows en-US format with a narrow symbol, two decimals and comma grouping', () => {
    expect(formatMoney(123456789, 'USD')).toBe('$1,234,567.89');
    expect(formatMoney(5, 'USD')).toBe('$0.05');
    expect(formatMoney(-1999, 'USD')).toBe('-$19.99');
    expect(formatMoney(100000, 'EUR')).toBe('€1,000.00');
    expect(formatMoney(4250, 'GBP')).toBe('£42.50');
    expect(formatMoney(4250, 'AUD')).toBe('$42.50');
  });

  it('treats a zero-decimal currency amount as whole units', () => {
    expect(formatMoney(1500, 'JPY')).toBe('¥1,500.00');
  });

  it('refuses fractional minor units', () => {
    expect(() => formatMoney(10.5, 'USD')).toThrow(RangeError);
  });
  it('writes money the reader’s way in Spanish and French', () => {
    // Intl separates the amount from the symbol with a no-break space.
    expect(formatMoney(8250, 'USD', 'es-ES').replace(/\s/g, ' ')).toBe('82,50 $');
    expect(formatMoney(123456789, 'USD', 'es-ES').replace(/\s/g, ' ')).toBe('1.234.567,89 $');
    expect(formatMoney(123456789, 'EUR', 'fr').replace(/\s/g, ' ')).toBe('1 234 567,89 €');
    expect(formatMoney(8250, 'USD', 'en-GB')).toBe('$82.50');
  });

  it('round-trips every integer amount of cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }), (cents) => {
        const text = formatMoney(cents, 'USD');
        const back = Math.round(Number(text.replace(/[$,]/g, '')) * 100);
        expect(back).toBe(cents);
        expect(text).toMatch(/^-?\$\d{1,3}(,\d{3})*\.\d{2}$/);
      }),
    );
  });
});

describe('ordinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [101, '101st'],
    [111, '111th'],
    [0, '0th'],
  ])('%i → %s', (n, text) => {
    expect(ordinal(n)).toBe(text);
  });

  it('depends only on the last two digits', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), (n) => {
        expect(ordinalSuffix(n)).toBe(ordinalSuffix(n % 100));
      }),
    );
  });
});
