import type { ErrorCode } from '@tessera/domain';
import { describe, expect, it } from 'vitest';
import { errorPageFor, extractErrorCodes, extractErrorMessage, extractFieldErrors } from './api-error';

const translated: Partial<Record<ErrorCode, string>> = {
  'auth.invalid_credentials': 'Impossible de se connecter avec cet e-mail et ce mot de passe.',
  'common.validation_failed': 'Certains champs demandent votre attention.',
};
const translate = (code: ErrorCode) => translated[code] ?? `t:${code}`;

describe('the message shown for a failed call', () => {
  it('takes errorMessages first, then message, then error', () => {
    expect(
      extractErrorMessage(
        { errorMessages: ['Seat taken.', 'Try again.'], message: 'm', error: 'e' },
        translate,
      ),
    ).toBe('Seat taken. Try again.');
    expect(extractErrorMessage({ message: 'Basket expired.', error: 'e' }, translate)).toBe(
      'Basket expired.',
    );
    expect(extractErrorMessage({ error: 'Printer offline.' }, translate)).toBe('Printer offline.');
  });

  it('joins the errors list, translating registry codes instead of showing the server English', () => {
    const body = {
      errors: [
        { code: 'auth.invalid_credentials', message: 'Unable to login with this email and password.' },
        { code: 'legacy.unknown', message: 'Cash drawer not found.' },
        'Partner not found.',
      ],
    };
    expect(extractErrorMessage(body, translate)).toBe(
      'Impossible de se connecter avec cet e-mail et ce mot de passe. Cash drawer not found. Partner not found.',
    );
  });

  it('shows a repeated message once', () => {
    const body = {
      errors: [
        { code: 'common.validation_failed', message: 'a' },
        { code: 'common.validation_failed', message: 'b' },
      ],
    };
    expect(extractErrorMessage(body, translate)).toBe('Certains champs demandent votre attention.');
  });

  it('finds nothing in a body that says nothing', () => {
    expect(extractErrorMessage(undefined, translate)).toBeNull();
    expect(extractErrorMessage('<html>', translate)).toBeNull();
    expect(extractErrorMessage({ errors: [] }, translate)).toBeNull();
    expect(extractErrorMessage({ message: '   ' }, translate)).toBeNull();
  });

  it('keeps only registry codes and maps field errors back onto fields', () => {
    const body = {
      errors: [
        { code: 'common.validation_failed', message: 'Enter a valid email address.', field: 'email' },
        { code: 'not.a.code', message: 'x' },
      ],
    };
    expect(extractErrorCodes(body)).toEqual(['common.validation_failed']);
    expect(extractFieldErrors(body, translate)).toEqual({ email: 'Enter a valid email address.' });
  });
});

describe('messages with details', () => {
  it('take the server’s filled-in text when the translation has a placeholder the code cannot fill', () => {
    const withCount = (code: ErrorCode) =>
      code === 'admin.price_level_replacement_required'
        ? '{count} places portent ce niveau de prix : choisissez un remplacement.'
        : translate(code);
    const body = {
      errors: [
        {
          code: 'admin.price_level_replacement_required',
          message: '120 places portent ce niveau de prix : choisissez un remplacement.',
          field: 'replacementId',
        },
      ],
    };
    expect(extractErrorMessage(body, withCount)).toBe(
      '120 places portent ce niveau de prix : choisissez un remplacement.',
    );
    expect(extractFieldErrors(body, withCount)).toEqual({
      replacementId: '120 places portent ce niveau de prix : choisissez un remplacement.',
    });
  });
});

describe('which error page a status leads to', () => {
  it('maps 404 to not-found, 400 to bad-request and anything else to system-error', () => {
    expect(errorPageFor(404)).toBe('not-found');
    expect(errorPageFor(400)).toBe('bad-request');
    for (const status of [0, 401, 403, 409, 429, 500, 502, 503])
      expect(errorPageFor(status)).toBe('system-error');
  });
});
