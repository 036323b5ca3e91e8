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
    'admin.instalment_plan_not_found': 'Plan de paiement introuvable.',
    'admin.instalment_plan_dates_invalid':
      'Indiquez une date d’échéance pour chaque échéance après la première, chacune postérieure à la précédente.',
    'admin.instalment_plan_inactive': 'Ce plan de paiement est annulé ou entièrement payé.',
  },
} as const satisfies Record<ShippedLocale, Record<InstalmentCode, string>>;
