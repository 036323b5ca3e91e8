import {
  type ErrorCode,
  errorMessages,
  interpolate,
  parseAcceptLanguage,
  pickLocale,
  type ShippedLocale,
  type ValidationKey,
  validationMessages,
} from '@tessera/domain';

/** The shipped locale that best serves a request's Accept-Language header. */
export function requestLocale(acceptLanguage: string | undefined): ShippedLocale {
  return pickLocale(parseAcceptLanguage(acceptLanguage));
}

export function errorText(code: ErrorCode, locale: ShippedLocale): string {
  return errorMessages[locale][code];
}

export function validationText(
  key: ValidationKey,
  params: Record<string, string | number>,
  locale: ShippedLocale,
): string {
  return interpolate(validationMessages[locale][key], params);
}
