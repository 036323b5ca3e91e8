import {
  adminDocumentedCodes,
  errorCatalogue,
  errorCodes,
  errorGroup,
  errorMessages,
  interpolate,
  isErrorCode,
  purchasingDocumentedCodes,
  shippedLocales,
  validationKeys,
  validationMessages,
} from '@tessera/domain';
import { describe, expect, it } from 'vitest';

describe('error catalogue', () => {
  it('groups every code under admin, purchase, sale, auth or common with an HTTP error status', () => {
    for (const code of errorCodes) {
      expect(['admin', 'purchase', 'sale', 'auth', 'common']).toContain(errorGroup(code));
      expect(errorCatalogue[code].status).toBeGreaterThanOrEqual(400);
      expect(errorCatalogue[code].status).toBeLessThan(600);
    }
  });

  it('has a non-empty message for every code in every shipped locale, and no extra ones', () => {
    for (const locale of shippedLocales) {
      expect(Object.keys(errorMessages[locale]).sort()).toEqual([...errorCodes].sort());
      for (const code of errorCodes) expect(errorMessages[locale][code].trim()).not.toBe('');
    }
  });

  it('carries the spec’s texts', () => {
    expect(errorMessages['en-US']['auth.invalid_credentials']).toBe(
      'Unable to login with this email and password.',
    );
    expect(errorMessages['en-US']['auth.permission_denied']).toBe(
      'Permission denied. You do not have the appropriate level of access to view this page.',
    );
    expect(errorMessages['en-US']['common.not_found']).toBe('Page not found');
  });

  it('splits documentation between admin and purchasing screens', () => {
    expect(adminDocumentedCodes()).toContain('auth.invalid_credentials');
    expect(adminDocumentedCodes()).not.toContain('purchase.shop_not_found');
    expect(purchasingDocumentedCodes()).toContain('purchase.shop_not_found');
    expect(purchasingDocumentedCodes()).not.toContain('admin.mail_send_failed');
  });

  it('recognises only registered codes', () => {
    expect(isErrorCode('common.not_found')).toBe(true);
    expect(isErrorCode('common.nope')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
  });
});

describe('validation messages', () => {
  it('exist for every key in every locale', () => {
    for (const locale of shippedLocales) {
      expect(Object.keys(validationMessages[locale]).sort()).toEqual([...validationKeys].sort());
    }
  });

  it('fill placeholders and leave unknown ones alone', () => {
    expect(interpolate(validationMessages['en-US'].too_short, { min: 8 })).toBe(
      'Must be at least 8 characters',
    );
    expect(interpolate('{field} can’t be higher than {max}', { max: 5 })).toBe(
      '{field} can’t be higher than 5',
    );
  });
});
