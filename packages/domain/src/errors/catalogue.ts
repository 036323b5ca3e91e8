import { salesErrorCatalogue } from './catalogue.sales';
import { staffErrorCatalogue } from './catalogue.staff';

/**
 * The closed registry of error codes. Every failure the API answers carries one of these
 * codes; the message shown to a person is the translation of `errors.<code>`.
 * Groups follow the code prefix: admin.*, purchase.*, auth.*, common.*.
 */
export const errorCatalogue = { ...staffErrorCatalogue, ...salesErrorCatalogue } as const;

export type ErrorCode = keyof typeof errorCatalogue;
export type ErrorGroup = 'admin' | 'purchase' | 'sale' | 'auth' | 'common';

export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];

export function errorGroup(code: ErrorCode): ErrorGroup {
  return code.slice(0, code.indexOf('.')) as ErrorGroup;
}

export function errorStatus(code: ErrorCode): number {
  return errorCatalogue[code].status;
}

export function errorMessageKey(code: ErrorCode): `errors.${ErrorCode}` {
  return `errors.${code}`;
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCatalogue, value);
}

/** Codes shown on the admin errors documentation screen (everything but purchasing). */
export function adminDocumentedCodes(): ErrorCode[] {
  return errorCodes.filter((c) => errorGroup(c) !== 'purchase');
}

/** Codes shown on the purchasing errors documentation screen. */
export function purchasingDocumentedCodes(): ErrorCode[] {
  return errorCodes.filter((c) => {
    const g = errorGroup(c);
    return g === 'purchase' || g === 'common';
  });
}
