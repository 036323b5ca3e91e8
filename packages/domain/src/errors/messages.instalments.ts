import type { ShippedLocale } from '../format/locales';
import type { ErrorCode } from './catalogue';

type InstalmentCode = Extract<ErrorCode, `${string}.instalment_${string}`>;

const enUS = {
  'purchase.instalment_first_mismatch':
    'Applied payments must equal the first installment of a payment plan.',
  'purchase.instalment_plan_unavailable':
    'Payment plan validation failed: no payment plan or payment deadlines found.',
  'purchase.instalment_plan_card_required':
    'A payment plan is paid by card: its later installments are charged to the same card.',
  'purchase.instalment_total_too_small': 'This order total is too small to pay in {count} installments.',
  'purchase.instalment_stored_card_plan_only':
    'A stored card pays a payment plan’s installments: to pay the whole order now, enter the card.',
  'purchase.instalment_stored_card_elsewhere':
    'This stored card is kept with another payment account than this order is paid to: enter the card instead.',
  'purchase.instalment_deposit_unavailable':
    'This sale takes no deposit: an event’s template asks none, the deposit would be the whole price, or its due date has passed. Take the full payment.',
  'admin.instalment_plan_not_found': 'Payment plan not found.',
  'admin.instalment_plan_dates_invalid':
    'Give one due date for each installment after the first, each one later than the one before.',
  'admin.instalment_plan_inactive': 'This payment plan is cancelled or fully paid.',
} as const;

const enGB = {
  ...enUS,
  'purchase.instalment_first_mismatch': 'Applied payments must equal the first instalment of a payment plan.',
  'purchase.instalment_plan_card_required':
    'A payment plan is paid by card: its later instalments are charged to the same card.',
  'purchase.instalment_total_too_small': 'This order total is too small to pay in {count} instalments.',
  'purchase.instalment_stored_card_plan_only':
    'A stored card pays a payment plan’s instalments: to pay the whole order now, enter the card.',
  'admin.instalment_plan_dates_invalid':
    'Give one due date for each instalment after the first, each one later than the one before.',
} as const;

/** Messages of the payment plan (instalment) errors, in the five locales. */
export const instalmentErrorMessages = {
  'en-US': enUS,
  'en-AU': enGB,
  'en-GB': enGB,
  'es-ES': {
    'purchase.instalment_first_mismatch':
      'Los pagos aplicados deben ser iguales al primer plazo del plan de pagos.',
    'purchase.instalment_plan_unavailable':
      'No se ha podido validar el plan de pagos: no hay plan de pagos ni fechas de pago.',
    'purchase.instalment_plan_card_required':
      'Un plan de pagos se paga con tarjeta: los plazos siguientes se cargan en la misma tarjeta.',
    'purchase.instalment_total_too_small':
      'El total de este pedido es demasiado bajo para pagarlo en {count} plazos.',
    'purchase.instalment_stored_card_plan_only':
      'Una tarjeta guardada paga los plazos de un plan de pagos: para pagar todo el pedido ahora, introduce la tarjeta.',
    'purchase.instalment_stored_card_elsewhere':
      'Esta tarjeta guardada pertenece a otra cuenta de pago distinta de la que cobra este pedido: introduce la tarjeta.',
    'purchase.instalment_deposit_unavailable':
      'Esta venta no admite depósito: la plantilla de un evento no lo pide, el depósito sería el precio completo o su fecha de vencimiento ya pasó. Cobra el pago completo.',
    'admin.instalment_plan_not_found': 'No se ha encontrado el plan de pagos.',
    'admin.instalment_plan_dates_invalid':
      'Indica una fecha de vencimiento para cada plazo después del primero, cada una posterior a la anterior.',
    'admin.instalment_plan_inactive': 'Este plan de pagos está cancelado o totalmente pagado.',
  },
  fr: {
    'purchase.instalment_first_mismatch':
      'Les paiements appliqués doivent être égaux à la première échéance du plan de paiement.',
    'purchase.instalment_plan_unavailable':
      'Échec de la validation du plan de paiement : aucun plan de paiement ni aucune échéance trouvés.',
    'purchase.instalment_plan_card_required':
      'Un plan de paiement se règle par carte : les échéances suivantes sont débitées sur la même carte.',
    'purchase.instalment_total_too_small':
      'Le total de cette commande est trop faible pour être payé en {count} échéances.',
    'purchase.instalment_stored_card_plan_only':
      'Une carte enregistrée règle les échéances d’un plan de paiement : pour payer toute la commande maintenant, saisissez la carte.',
    'purchase.instalment_stored_card_elsewhere':
      'Cette carte enregistrée est liée à un autre compte de paiement que celui de cette commande : saisissez la carte.',
    'purchase.instalment_deposit_unavailable':
      'Cette vente ne prend pas d’acompte : le modèle d’un événement n’en demande pas, l’acompte serait le prix entier ou sa date d’échéance est passée. Encaissez le paiement complet.',
    'admin.instalment_plan_not_found': 'Plan de paiement introuvable.',
    'admin.instalment_plan_dates_invalid':
      'Indiquez une date d’échéance pour chaque échéance après la première, chacune postérieure à la précédente.',
    'admin.instalment_plan_inactive': 'Ce plan de paiement est annulé ou entièrement payé.',
  },
} as const satisfies Record<ShippedLocale, Record<InstalmentCode, string>>;
