/**
 * The zod the contract's schemas are written with (`import * as z from '../zod'`): zod
 * itself, with the building blocks every endpoint shares made safe for the database once.
 * Text never carries a NUL character (PostgreSQL refuses it in text), dates stay within
 * the years the database and the product can handle, and ids stay within their column's
 * range, so odd input is answered with a field message and never reaches the database.
 */
import * as base from 'zod';

export * from 'zod';

/** The largest value of a PostgreSQL `integer` (int4) column. */
export const INT4_MAX = 2_147_483_647;
/** The largest id of a `bigint` column that JSON numbers carry exactly. */
export const BIGINT_ID_MAX = Number.MAX_SAFE_INTEGER;
/** The years a date may fall in. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 9999;

const noNul = (value: string) => !value.includes('\u0000');
const nulProblem = { params: { key: 'invalid_characters' } } as const;

/** Text: refuses the NUL character. */
export function string(params?: string | base.core.$ZodStringParams): base.ZodString {
  return base.string(params).refine(noNul, nulProblem);
}

/** A URL: refuses the NUL character. */
export function url(params?: string | base.core.$ZodURLParams): base.ZodURL {
  return base.url(params).refine(noNul, nulProblem);
}

const yearWithinRange = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= MIN_YEAR && year <= MAX_YEAR;
};
const yearProblem = { params: { key: 'date_out_of_range', min: MIN_YEAR, max: MAX_YEAR } } as const;

/** ISO dates and date-times, with a year from {@link MIN_YEAR} to {@link MAX_YEAR}. */
export const iso = {
  ...base.iso,
  date: (params?: string | base.core.$ZodISODateParams): base.ZodISODate =>
    base.iso.date(params).refine(yearWithinRange, yearProblem),
  datetime: (params?: string | base.core.$ZodISODateTimeParams): base.ZodISODateTime =>
    base.iso.datetime(params).refine(yearWithinRange, yearProblem),
};

/** A local date and time as a form sends it (`2026-05-01T19:30`), within the same years. */
export const localDateTime = () =>
  string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)
    .refine(yearWithinRange, yearProblem);

/** The id of a row in a table with a `serial` (int4) key, in a body. */
export const id = () => base.number().int().min(1).max(INT4_MAX);
/** The id of a row in a table with a `serial` (int4) key, in a path or query string. */
export const idParam = () => base.coerce.number().int().min(1).max(INT4_MAX);
/** The id of a row in a table with a `bigserial` key, in a body. */
export const bigId = () => base.number().int().min(1).max(BIGINT_ID_MAX);
/** The id of a row in a table with a `bigserial` key, in a path or query string. */
export const bigIdParam = () => base.coerce.number().int().min(1).max(BIGINT_ID_MAX);
/** A whole number an `integer` column holds (quantities, counts, amounts in minor units). */
export const int4 = () =>
  base
    .number()
    .int()
    .min(-INT4_MAX - 1)
    .max(INT4_MAX);
