import { describe, expect, it } from 'vitest';
import { posPaymentTypesFor, posPaymentTypesProblem } from './pos-settings';

describe('POS payment types', () => {
  it('keeps the counter’s order and leaves out what the user group may not take', () => {
    expect(
      posPaymentTypesFor(['CreditCard', 'Cash', 'GiftCertificate'], (t) => t !== 'GiftCertificate'),
    ).toEqual(['CreditCard', 'Cash']);
  });

  it('refuses an empty list and a type chosen twice', () => {
    expect(posPaymentTypesProblem([])).toBe('empty');
    expect(posPaymentTypesProblem(['Cash', 'Cash'])).toBe('duplicate');
    expect(posPaymentTypesProblem(['Cash', 'Check'])).toBeNull();
  });
});
