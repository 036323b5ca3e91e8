import { type LoginInput, loginInput } from '@tessera/contract';
import type { TFunction } from 'i18next';

export type LoginField = keyof LoginInput;
export type LoginFieldErrors = Partial<Record<LoginField, string>>;

/**
 * Checks the form with the contract's own schema, so the browser and the server agree on
 * what is valid; zod's English is replaced by the reader's language per field.
 */
export function validateLogin(values: LoginInput, t: TFunction): LoginFieldErrors {
  const result = loginInput.safeParse(values);
  if (result.success) return {};
  const errors: LoginFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field !== 'email' && field !== 'password') || errors[field]) continue;
    const value = values[field];
    if (!value.trim()) errors[field] = t('fields.required');
    else if (issue.code === 'too_big') errors[field] = t('fields.tooLong', { max: Number(issue.maximum) });
    else if (field === 'email') errors[field] = t('fields.email.invalid');
    else errors[field] = t('fields.invalid');
  }
  return errors;
}
