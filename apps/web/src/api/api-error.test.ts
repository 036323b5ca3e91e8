import type { ErrorCode } from '@tessera/domain';
import { describe, expect, it } from 'vitest';
import { errorPageFor, extractErrorCodes, extractErrorMessage, extractFieldErrors } from './api-error';

const translated: Partial<Record<ErrorCode, string>> = {
  'auth.invalid_credentials': 'Impossible de se connecter avec cet e-mail et ce mot de passe.',
  'common.validation_failed': 'Certains champs demandent votre attention.',
  'admin.ga_capacity_below_taken': 'La capacité ne peut pas être inférieure aux {taken} places déjà prises.',
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

  it('takes the server’s own text for a message with details the code cannot fill in', () => {
    const entry = {
      code: 'admin.ga_capacity_below_taken',
      message: 'La capacité ne peut pas être inférieure aux 12 places déjà prises.',
      field: 'capacity',
    };
    expect(extractErrorMessage({ errors: [entry] }, translate)).toBe(entry.message);
    expect(extractFieldErrors({ errors: [entry] }, translate)).toEqual({ capacity: entry.message });
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

describe('which error page a status leads to', () => {
  it('maps 404 to not-found, 400 to bad-request and anything else to system-error', () => {
    expect(errorPageFor(404)).toBe('not-found');
    expect(errorPageFor(400)).toBe('bad-request');
    for (const status of [0, 401, 403, 409, 429, 500, 502, 503])
      expect(errorPageFor(status)).toBe('system-error');
  });
});
