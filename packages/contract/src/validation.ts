import { type ValidationKey, validationKeys } from '@tessera/domain';
import type { z } from 'zod';

export interface FieldProblem {
  /** Dotted path of the field, e.g. `email` or `items.0.quantity`. */
  field: string;
  key: ValidationKey;
  params: Record<string, string | number>;
}

function numberParam(value: unknown): string | number {
  return typeof value === 'bigint' ? value.toString() : Number(value);
}

/** Turns one zod issue into a translatable field problem (shared by server and web). */
export function fieldProblem(issue: z.core.$ZodIssue): FieldProblem[] {
  const field = issue.path.map(String).join('.');
  switch (issue.code) {
    case 'invalid_type':
      return [{ field, key: issue.input === undefined ? 'required' : 'invalid_type', params: {} }];
    case 'too_small':
      if (issue.origin === 'string') {
        return [
          Number(issue.minimum) <= 1
            ? { field, key: 'required', params: {} }
            : { field, key: 'too_short', params: { min: numberParam(issue.minimum) } },
        ];
      }
      return [
        {
          field,
          key: issue.inclusive === false ? 'too_small_exclusive' : 'too_small',
          params: { min: numberParam(issue.minimum) },
        },
      ];
    case 'too_big':
      return [
        issue.origin === 'string'
          ? { field, key: 'too_long', params: { max: numberParam(issue.maximum) } }
          : issue.origin === 'array'
            ? { field, key: 'too_many', params: { max: numberParam(issue.maximum) } }
            : { field, key: 'too_big', params: { max: numberParam(issue.maximum) } },
      ];
    case 'invalid_format':
      return [{ field, key: issue.format === 'email' ? 'invalid_email' : 'invalid_format', params: {} }];
    case 'invalid_value':
      return [{ field, key: 'invalid_choice', params: {} }];
    case 'invalid_union':
      // A union of allowed values (e.g. page sizes): every branch refused the value itself.
      return [
        {
          field,
          key: issue.errors.every((branch) => branch.every((i) => i.code === 'invalid_value'))
            ? 'invalid_choice'
            : 'invalid',
          params: {},
        },
      ];
    case 'unrecognized_keys':
      return issue.keys.map((key) => ({
        field: field ? `${field}.${key}` : key,
        key: 'not_allowed' as const,
        params: {},
      }));
    case 'custom': {
      // Rules written with refine name their own message key (e.g. the password policy).
      const key = issue.params?.key;
      const known = typeof key === 'string' && (validationKeys as readonly string[]).includes(key);
      const params: Record<string, string | number> = {};
      for (const [name, value] of Object.entries(issue.params ?? {})) {
        if (name !== 'key' && (typeof value === 'number' || typeof value === 'string')) params[name] = value;
      }
      return [{ field, key: known ? (key as ValidationKey) : 'invalid', params: known ? params : {} }];
    }
    default:
      return [{ field, key: 'invalid', params: {} }];
  }
}

export function fieldProblems(error: z.ZodError): FieldProblem[] {
  return error.issues.flatMap(fieldProblem);
}
