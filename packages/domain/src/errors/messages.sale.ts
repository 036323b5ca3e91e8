import type { ShippedLocale } from '../format/locales';
import type { ErrorCode } from './catalogue';

type SaleCode = Extract<ErrorCode, `sale.${string}`>;

const english = {
  'sale.event_out_of_scope': 'Your user group does not give you access to this event.',
  'sale.hold_not_allowed': 'Your user group cannot use seats in this hold.',
  'sale.sale_type_not_allowed': 'Your user group cannot sell seats of this sale type.',
  'sale.fee_class_not_allowed': 'Your user group cannot apply fees of this fee class.',
  'sale.promo_code_not_allowed': 'Your user group cannot use this promo code.',
  'sale.promo_code_required': 'Your user group sells with a promo code only. Enter a valid promo code.',
  'sale.payment_type_not_allowed': 'Your user group cannot take this payment type.',
  'sale.comp_type_not_allowed': 'Your user group cannot use this comp type.',
  'sale.custom_payment_not_allowed': 'Your user group cannot use this custom payment type.',
  'sale.seat_map_action_not_allowed': 'Your user group cannot make this change on the seat map.',
} as const satisfies Record<SaleCode, string>;

/** Messages of the codes a staff sale answers when the seller's user group forbids it, per locale. */
export const saleErrorMessages = {
  'en-US': english,
  'en-AU': english,
  'en-GB': english,
  'es-ES': {
    'sale.event_out_of_scope': 'Tu grupo de usuarios no te da acceso a este evento.',
    'sale.hold_not_allowed': 'Tu grupo de usuarios no puede usar las butacas de este bloqueo.',
    'sale.sale_type_not_allowed': 'Tu grupo de usuarios no puede vender butacas de este tipo de venta.',
    'sale.fee_class_not_allowed': 'Tu grupo de usuarios no puede aplicar cargos de esta clase de cargo.',
    'sale.promo_code_not_allowed': 'Tu grupo de usuarios no puede usar este código promocional.',
    'sale.promo_code_required':
      'Tu grupo de usuarios solo vende con código promocional. Introduce un código promocional válido.',
    'sale.payment_type_not_allowed': 'Tu grupo de usuarios no puede aceptar este tipo de pago.',
    'sale.comp_type_not_allowed': 'Tu grupo de usuarios no puede usar este tipo de invitación.',
    'sale.custom_payment_not_allowed': 'Tu grupo de usuarios no puede usar este tipo de pago personalizado.',
    'sale.seat_map_action_not_allowed':
      'Tu grupo de usuarios no puede hacer este cambio en el mapa de butacas.',
  },
  fr: {
    'sale.event_out_of_scope': 'Votre groupe d’utilisateurs ne vous donne pas accès à cet événement.',
    'sale.hold_not_allowed': 'Votre groupe d’utilisateurs ne peut pas utiliser les places de ce blocage.',
    'sale.sale_type_not_allowed':
      'Votre groupe d’utilisateurs ne peut pas vendre de places de ce type de vente.',
    'sale.fee_class_not_allowed':
      'Votre groupe d’utilisateurs ne peut pas appliquer de frais de cette classe.',
    'sale.promo_code_not_allowed': 'Votre groupe d’utilisateurs ne peut pas utiliser ce code promo.',
    'sale.promo_code_required':
      'Votre groupe d’utilisateurs ne vend qu’avec un code promo. Saisissez un code promo valide.',
    'sale.payment_type_not_allowed': 'Votre groupe d’utilisateurs ne peut pas accepter ce type de paiement.',
    'sale.comp_type_not_allowed': 'Votre groupe d’utilisateurs ne peut pas utiliser ce type d’invitation.',
    'sale.custom_payment_not_allowed':
      'Votre groupe d’utilisateurs ne peut pas utiliser ce type de paiement personnalisé.',
    'sale.seat_map_action_not_allowed':
      'Votre groupe d’utilisateurs ne peut pas faire cette modification sur le plan de salle.',
  },
} as const satisfies Record<ShippedLocale, Record<SaleCode, string>>;
