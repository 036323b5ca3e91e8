import type { ShippedLocale } from '../format/locales';
import type { ErrorCode } from './catalogue';

type PartnerCode = Extract<
  ErrorCode,
  | `admin.partner_${string}`
  | 'purchase.partner_not_found'
  | 'purchase.partner_not_allowed'
  | 'purchase.partner_commission_required'
>;

const english = {
  'admin.partner_not_found': 'Partner not found.',
  'admin.partner_name_taken': 'A partner with this name already exists.',
  'admin.partner_category_not_found': 'Partner category not found.',
  'admin.partner_category_name_taken': 'A partner category with this name already exists.',
  'purchase.partner_not_found': 'Partner not found.',
  'purchase.partner_not_allowed':
    'Your sales are credited to your own partner; you cannot choose another one.',
  'purchase.partner_commission_required':
    'No partner commission applies to this order, and the account requires one on partner orders.',
} as const satisfies Record<PartnerCode, string>;

/** Messages of partners, partner categories and partner sales, in every shipped locale. */
export const partnerErrorMessages = {
  'en-US': english,
  'en-AU': english,
  'en-GB': english,
  'es-ES': {
    'admin.partner_not_found': 'No se ha encontrado el socio.',
    'admin.partner_name_taken': 'Ya existe un socio con este nombre.',
    'admin.partner_category_not_found': 'No se ha encontrado la categoría de socio.',
    'admin.partner_category_name_taken': 'Ya existe una categoría de socio con este nombre.',
    'purchase.partner_not_found': 'No se ha encontrado el socio.',
    'purchase.partner_not_allowed': 'Tus ventas se abonan a tu propio socio; no puedes elegir otro.',
    'purchase.partner_commission_required':
      'No se aplica ninguna comisión de socio a este pedido, y la cuenta exige una en los pedidos de socios.',
  },
  fr: {
    'admin.partner_not_found': 'Partenaire introuvable.',
    'admin.partner_name_taken': 'Un partenaire porte déjà ce nom.',
    'admin.partner_category_not_found': 'Catégorie de partenaire introuvable.',
    'admin.partner_category_name_taken': 'Une catégorie de partenaire porte déjà ce nom.',
    'purchase.partner_not_found': 'Partenaire introuvable.',
    'purchase.partner_not_allowed':
      'Vos ventes sont créditées à votre propre partenaire ; vous ne pouvez pas en choisir un autre.',
    'purchase.partner_commission_required':
      'Aucune commission de partenaire ne s’applique à cette commande, et le compte en exige une sur les commandes de partenaires.',
  },
} as const satisfies Record<ShippedLocale, Record<PartnerCode, string>>;
