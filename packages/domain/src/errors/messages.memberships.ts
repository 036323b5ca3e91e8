import type { ShippedLocale } from '../format/locales';
import type { ErrorCode } from './catalogue';

type MembershipCode = Extract<ErrorCode, `${string}.membership_${string}`>;

const english = {
  'purchase.membership_required': 'This price is for members only.',
  'purchase.membership_renewal_not_open': 'This membership can be renewed from {date}.',
  'purchase.membership_level_not_found': 'This membership is not on sale.',
  'purchase.membership_customer_required': 'Choose the customer the membership is for.',
  'admin.membership_level_not_found': 'Membership level not found.',
  'admin.membership_not_found': 'Membership not found.',
} as const satisfies Record<MembershipCode, string>;

/** Messages of membership sales and renewals, in every shipped locale. */
export const membershipErrorMessages = {
  'en-US': english,
  'en-AU': english,
  'en-GB': english,
  'es-ES': {
    'purchase.membership_required': 'Este precio es solo para socios.',
    'purchase.membership_renewal_not_open': 'Esta membresía se puede renovar a partir del {date}.',
    'purchase.membership_level_not_found': 'Esta membresía no está a la venta.',
    'purchase.membership_customer_required': 'Elige el cliente al que corresponde la membresía.',
    'admin.membership_level_not_found': 'No se ha encontrado el nivel de membresía.',
    'admin.membership_not_found': 'No se ha encontrado la membresía.',
  },
  fr: {
    'purchase.membership_required': 'Ce tarif est réservé aux membres.',
    'purchase.membership_renewal_not_open': 'Cette adhésion peut être renouvelée à partir du {date}.',
    'purchase.membership_level_not_found': 'Cette adhésion n’est pas en vente.',
    'purchase.membership_customer_required': 'Choisissez le client à qui revient l’adhésion.',
    'admin.membership_level_not_found': 'Niveau d’adhésion introuvable.',
    'admin.membership_not_found': 'Adhésion introuvable.',
  },
} as const satisfies Record<ShippedLocale, Record<MembershipCode, string>>;
