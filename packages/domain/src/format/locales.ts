/** The locales that ship complete; en-US is the source and the fallback. */
export const shippedLocales = ['en-US', 'en-AU', 'en-GB', 'es-ES', 'fr'] as const;
export type ShippedLocale = (typeof shippedLocales)[number];
export const defaultLocale: ShippedLocale = 'en-US';

/** Whether a stored language tag is one of the shipped locales, exactly. */
export function isShippedLocale(value: unknown): value is ShippedLocale {
  return typeof value === 'string' && (shippedLocales as readonly string[]).includes(value);
}

/**
 * Picks the best shipped locale for a list of requested language tags (most preferred
 * first): an exact match, then the same language, then en-US.
 */
export function pickLocale(requested: readonly string[]): ShippedLocale {
  for (const tag of requested) {
    const exact = shippedLocales.find((l) => l.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const lang = tag.split('-')[0]?.toLowerCase();
    const sameLanguage = shippedLocales.find((l) => l.split('-')[0]?.toLowerCase() === lang);
    if (sameLanguage) return sameLanguage;
  }
  return defaultLocale;
}

/** Parses an Accept-Language header into tags ordered by preference. */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      const weight = q ? Number(q.trim().slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((e) => e.tag && e.tag !== '*' && e.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((e) => e.tag);
}

/** Page size options of every list (spec §9). */
export const pageSizes = [10, 25, 50, 100] as const;
export type PageSize = (typeof pageSizes)[number];
