/** Spec §3 consumer titles, offered for a buyer's name. */
export const consumerTitles = ['Dr', 'Lady', 'Lord', 'Miss', 'Mr', 'Mrs', 'Ms', 'Mx', 'Ind', 'Sir'] as const;
export type ConsumerTitle = (typeof consumerTitles)[number];

/** Spec §5 and §9: a zip code has at least 5 digits (a ZIP+4 or spaced form is fine). */
export function isZipCode(value: string): boolean {
  return /^[0-9][0-9 -]*$/.test(value.trim()) && value.replace(/\D/g, '').length >= 5;
}
