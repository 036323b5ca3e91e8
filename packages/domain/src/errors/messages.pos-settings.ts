import type { ShippedLocale } from '../format/locales';
import type { ErrorCode } from './catalogue';

type PosSettingsCode = Extract<ErrorCode, `admin.pos_${string}`>;

const english = {
  'admin.pos_payment_types_empty': 'Choose at least one payment type for the point of sale.',
  'admin.pos_payment_type_duplicate': 'Each payment type can be listed only once.',
} as const satisfies Record<PosSettingsCode, string>;

/** Messages of the POS settings codes (decisions/0093), per locale. */
export const posSettingsErrorMessages = {
  'en-US': english,
  'en-AU': english,
  'en-GB': english,
  'es-ES': {
    'admin.pos_payment_types_empty': 'Elige al menos un tipo de pago para el punto de venta.',
    'admin.pos_payment_type_duplicate': 'Cada tipo de pago solo puede aparecer una vez.',
  },
  fr: {
    'admin.pos_payment_types_empty': 'Choisissez au moins un type de paiement pour le point de vente.',
    'admin.pos_payment_type_duplicate': 'Chaque type de paiement ne peut figurer qu’une seule fois.',
  },
} as const satisfies Record<ShippedLocale, Record<PosSettingsCode, string>>;
