import { shippedLocales } from '@tessera/domain';
import * as z from './zod';

/**
 * A venue-entered name in other languages: shipped locale → text (blank: none). The shop shows
 * the buyer's locale's, falling back to the name as entered (the account's default language).
 */
export const nameTranslations = z
  .partialRecord(z.enum(shippedLocales), z.string().trim().max(100))
  .default({});

/**
 * A venue-entered name changed after it was made: the name as entered and its other languages,
 * saved whole. What was sold before keeps the names it was sold under (decisions/0041).
 */
export const venueNamesInput = z.strictObject({
  name: z.string().trim().min(1).max(100),
  nameTranslations,
});
