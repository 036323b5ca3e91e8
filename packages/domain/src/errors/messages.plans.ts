import type { ShippedLocale } from '../format/locales';
import type { ErrorCode } from './catalogue';

type PlanCode = Extract<
  ErrorCode,
  | `admin.event_plan_${string}`
  | `admin.package_${string}`
  | 'admin.commission_duplicate'
  | `purchase.plan_${string}`
>;

const enUS = {
  'admin.event_plan_not_found': 'Event plan not found.',
  'admin.event_plan_archived': 'This event plan is archived and can no longer be changed.',
  'admin.event_plan_event_not_found': 'This event was not found in your account.',
  'admin.event_plan_event_duplicate': 'This event is already in the plan.',
  'admin.event_plan_needs_events': 'A plan needs at least {min} events.',
  'admin.event_plan_range_required': 'A flexible plan needs a minimum and a maximum number of events.',
  'admin.event_plan_min_above_max': 'The minimum number of events cannot be more than the maximum.',
  'admin.event_plan_max_above_events': 'The maximum cannot be more than the {count} events in the plan.',
  'admin.event_plan_window_invalid': 'The plan’s sales start must be before its end.',
  'admin.event_plan_discount_too_high': 'A percentage discount cannot be more than 100%.',
  'admin.event_plan_price_level_invalid': 'This price level does not belong to the event.',
  'admin.package_not_found': 'Package not found.',
  'admin.package_archived': 'This package is archived and can no longer be changed.',
  'admin.package_item_not_found': 'This item is not part of the event template, or it is archived.',
  'admin.package_price_required': 'A package priced as a whole needs a price.',
  'admin.commission_duplicate': 'This card type and funding type already have a commission.',
  'purchase.plan_event_unknown': 'One of the chosen events is not part of this plan.',
  'purchase.plan_event_duplicate': 'An event of the plan was chosen twice.',
  'purchase.plan_events_incomplete': 'This plan includes all of its events: choose every one of them.',
  'purchase.plan_selection_count': 'Choose between {min} and {max} events of this plan.',
} as const;

/** Messages of the event plan, package and commission errors, in the five locales. */
export const planErrorMessages = {
  'en-US': enUS,
  'en-AU': enUS,
  'en-GB': enUS,
  'es-ES': {
    'admin.event_plan_not_found': 'No se ha encontrado el plan de eventos.',
    'admin.event_plan_archived': 'Este plan de eventos está archivado y ya no se puede cambiar.',
    'admin.event_plan_event_not_found': 'No se ha encontrado este evento en tu cuenta.',
    'admin.event_plan_event_duplicate': 'Este evento ya está en el plan.',
    'admin.event_plan_needs_events': 'Un plan necesita al menos {min} eventos.',
    'admin.event_plan_range_required': 'Un plan flexible necesita un número mínimo y máximo de eventos.',
    'admin.event_plan_min_above_max': 'El número mínimo de eventos no puede ser mayor que el máximo.',
    'admin.event_plan_max_above_events': 'El máximo no puede superar los {count} eventos del plan.',
    'admin.event_plan_window_invalid': 'El inicio de la venta del plan debe ser anterior a su fin.',
    'admin.event_plan_discount_too_high': 'Un descuento porcentual no puede superar el 100 %.',
    'admin.event_plan_price_level_invalid': 'Este nivel de precio no pertenece al evento.',
    'admin.package_not_found': 'No se ha encontrado el paquete.',
    'admin.package_archived': 'Este paquete está archivado y ya no se puede cambiar.',
    'admin.package_item_not_found': 'Este elemento no pertenece a la plantilla de evento o está archivado.',
    'admin.package_price_required': 'Un paquete con precio global necesita un precio.',
    'admin.commission_duplicate': 'Este tipo de tarjeta y de financiación ya tienen una comisión.',
    'purchase.plan_event_unknown': 'Uno de los eventos elegidos no forma parte de este plan.',
    'purchase.plan_event_duplicate': 'Se ha elegido dos veces un evento del plan.',
    'purchase.plan_events_incomplete': 'Este plan incluye todos sus eventos: elígelos todos.',
    'purchase.plan_selection_count': 'Elige entre {min} y {max} eventos de este plan.',
  },
  fr: {
    'admin.event_plan_not_found': 'Plan d’événements introuvable.',
    'admin.event_plan_archived': 'Ce plan d’événements est archivé et ne peut plus être modifié.',
    'admin.event_plan_event_not_found': 'Cet événement est introuvable dans votre compte.',
    'admin.event_plan_event_duplicate': 'Cet événement fait déjà partie du plan.',
    'admin.event_plan_needs_events': 'Un plan a besoin d’au moins {min} événements.',
    'admin.event_plan_range_required':
      'Un plan flexible a besoin d’un nombre minimum et maximum d’événements.',
    'admin.event_plan_min_above_max': 'Le nombre minimum d’événements ne peut pas dépasser le maximum.',
    'admin.event_plan_max_above_events': 'Le maximum ne peut pas dépasser les {count} événements du plan.',
    'admin.event_plan_window_invalid': 'Le début de la vente du plan doit précéder sa fin.',
    'admin.event_plan_discount_too_high': 'Une remise en pourcentage ne peut pas dépasser 100 %.',
    'admin.event_plan_price_level_invalid': 'Ce niveau de prix n’appartient pas à l’événement.',
    'admin.package_not_found': 'Forfait introuvable.',
    'admin.package_archived': 'Ce forfait est archivé et ne peut plus être modifié.',
    'admin.package_item_not_found':
      'Cet élément ne fait pas partie du modèle d’événement, ou il est archivé.',
    'admin.package_price_required': 'Un forfait au prix global a besoin d’un prix.',
    'admin.commission_duplicate': 'Ce type de carte et ce type de financement ont déjà une commission.',
    'purchase.plan_event_unknown': 'L’un des événements choisis ne fait pas partie de ce plan.',
    'purchase.plan_event_duplicate': 'Un événement du plan a été choisi deux fois.',
    'purchase.plan_events_incomplete': 'Ce plan comprend tous ses événements : choisissez-les tous.',
    'purchase.plan_selection_count': 'Choisissez entre {min} et {max} événements de ce plan.',
  },
} as const satisfies Record<ShippedLocale, Record<PlanCode, string>>;
