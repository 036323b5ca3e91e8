import type { TFunction } from 'i18next';

/** "First Last", or the anonymized label when the personal data was removed. */
export function customerName(
  c: { firstName: string; lastName: string; anonymized: boolean },
  t: TFunction,
): string {
  return c.anonymized ? t('customers.anonymizedName') : `${c.firstName} ${c.lastName}`.trim();
}
