import { fieldProblems, loginInput, newPasswordInput } from '@tessera/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

function problemsOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return fieldProblems(result.error);
}

describe('field problems', () => {
  it('names missing and badly formed login fields', () => {
    expect(problemsOf(loginInput, { email: 'not-an-email' })).toEqual([
      { field: 'email', key: 'invalid_email', params: {} },
      { field: 'password', key: 'required', params: {} },
    ]);
    expect(problemsOf(loginInput, { email: 'a@b.co', password: '' })).toEqual([
      { field: 'password', key: 'required', params: {} },
    ]);
  });

  it('carries the limits of lengths and numbers', () => {
    const schema = z.strictObject({
      name: z.string().min(1).max(50),
      limit: z.number().int().max(32767),
      price: z.number().gt(0),
      code: z.string().min(6),
    });
    expect(
      problemsOf(schema, { name: 'x'.repeat(51), limit: 40000, price: 0, code: '123', extra: 1 }),
    ).toEqual([
      { field: 'name', key: 'too_long', params: { max: 50 } },
      { field: 'limit', key: 'too_big', params: { max: 32767 } },
      { field: 'price', key: 'too_small_exclusive', params: { min: 0 } },
      { field: 'code', key: 'too_short', params: { min: 6 } },
      { field: 'extra', key: 'not_allowed', params: {} },
    ]);
  });

  it('names each password rule broken, and a confirmation that does not match', () => {
    expect(problemsOf(newPasswordInput, { password: 'abc', confirmPassword: 'abd' })).toEqual([
      { field: 'password', key: 'password_too_short', params: {} },
      { field: 'password', key: 'password_needs_uppercase', params: {} },
      { field: 'password', key: 'password_needs_number', params: {} },
      { field: 'password', key: 'password_needs_symbol', params: {} },
      { field: 'confirmPassword', key: 'passwords_do_not_match', params: {} },
    ]);
    expect(
      newPasswordInput.safeParse({ password: 'Good-pass-1', confirmPassword: 'Good-pass-1' }).success,
    ).toBe(true);
  });
});
