import { fieldProblems } from '@tessera/contract';
import { describe, expect, it } from 'vitest';
import * as z from '../src/zod';

function problemsOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) throw new Error(`expected ${JSON.stringify(value)} to be refused`);
  return fieldProblems(result.error);
}

describe('the building blocks every endpoint shares', () => {
  it('refuses a NUL character in any text, whatever else the field asks', () => {
    const form = z.object({ name: z.string().trim().max(20), site: z.url().optional() });
    expect(problemsOf(form, { name: 'Ada\u0000' })).toEqual([
      { field: 'name', key: 'invalid_characters', params: {} },
    ]);
    expect(problemsOf(form, { name: 'Ada', site: 'https://example.test/\u0000' })).toEqual([
      { field: 'site', key: 'invalid_characters', params: {} },
    ]);
    expect(form.parse({ name: ' Ada ' })).toEqual({ name: 'Ada' });
  });

  it('takes dates from the year 1900 to 9999 only', () => {
    const filter = z.object({ from: z.iso.date(), at: z.iso.datetime(), local: z.localDateTime() });
    const ok = { from: '1900-01-01', at: '9999-12-31T23:59:59Z', local: '2026-05-01T19:30' };
    expect(filter.parse(ok)).toEqual(ok);
    const dateProblem = { key: 'date_out_of_range', params: { min: 1900, max: 9999 } };
    expect(problemsOf(filter, { ...ok, from: '0000-01-01' })).toEqual([{ field: 'from', ...dateProblem }]);
    expect(problemsOf(filter, { ...ok, at: '1899-12-31T23:59:59Z' })).toEqual([
      { field: 'at', ...dateProblem },
    ]);
    expect(problemsOf(filter, { ...ok, local: '0000-05-01T19:30' })).toEqual([
      { field: 'local', ...dateProblem },
    ]);
    expect(problemsOf(filter, { ...ok, from: '10000-01-01' })[0]).toMatchObject({ field: 'from' });
    expect(problemsOf(filter, { ...ok, from: '-0001-01-01' })[0]).toMatchObject({ field: 'from' });
  });

  it('keeps ids within their column: int4 for serial keys, safe integers for bigserial ones', () => {
    const params = z.object({ id: z.idParam(), orderId: z.bigIdParam() });
    expect(params.parse({ id: '2147483647', orderId: '2147483648' })).toEqual({
      id: 2147483647,
      orderId: 2147483648,
    });
    expect(problemsOf(params, { id: '2147483648', orderId: '1' })).toEqual([
      { field: 'id', key: 'too_big', params: { max: 2147483647 } },
    ]);
    for (const bad of ['0', '-1', '1e309', 'abc', '1.5', '9223372036854775808']) {
      expect(new Set(problemsOf(params, { id: bad, orderId: bad }).map((p) => p.field))).toEqual(
        new Set(['id', 'orderId']),
      );
    }
    expect(problemsOf(z.object({ n: z.int4() }), { n: 2 ** 31 })).toEqual([
      { field: 'n', key: 'too_big', params: { max: 2147483647 } },
    ]);
  });
});
