import { fieldProblems } from '@tessera/contract';
import { interpolate, type ShippedLocale, validationMessages } from '@tessera/domain';
import type { z } from 'zod';

/**
 * Checks form values with a contract schema and returns one message per field, in the
 * reader's language, from the same texts the server answers with.
 */
export function schemaErrors(
  schema: z.ZodType,
  values: unknown,
  locale: ShippedLocale,
): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const problem of fieldProblems(result.error)) {
    if (errors[problem.field]) continue;
    errors[problem.field] = interpolate(validationMessages[locale][problem.key], problem.params);
  }
  return errors;
}
