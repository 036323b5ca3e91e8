import type { ShippedLocale } from '../format/locales';
import type { ErrorCode } from './catalogue';

type StaffMailCode = Extract<ErrorCode, `admin.bulk_email_${string}`>;

const english = {
  'admin.bulk_email_no_recipients': 'No active staff member matches the roles and user groups chosen.',
} as const satisfies Record<StaffMailCode, string>;

/** Messages of Tools → Send admin bulk emails (decisions/0078), per locale. */
export const staffMailErrorMessages = {
  'en-US': english,
  'en-AU': english,
  'en-GB': english,
  'es-ES': {
    'admin.bulk_email_no_recipients':
      'Ningún miembro activo del personal coincide con los roles y grupos de usuarios elegidos.',
  },
  fr: {
    'admin.bulk_email_no_recipients':
      'Aucun membre actif du personnel ne correspond aux rôles et groupes d’utilisateurs choisis.',
  },
} as const satisfies Record<ShippedLocale, Record<StaffMailCode, string>>;
