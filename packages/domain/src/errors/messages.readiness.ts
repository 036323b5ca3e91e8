import type { ShippedLocale } from '../format/locales';
import type { ErrorCode } from './catalogue';

type ReadinessCode = Extract<
  ErrorCode,
  | 'admin.event_seats_unpriced'
  | 'admin.event_ga_area_unpriced'
  | 'admin.event_on_sale_date_missing'
  | 'admin.event_payment_account_missing'
  | 'admin.event_map_locked'
  | 'purchase.ga_area_unpriced'
  | 'purchase.seat_unpriced'
>;

const enUS = {
  'admin.event_seats_unpriced': '{count} seats have no price level: give them one on the seat map.',
  'admin.event_ga_area_unpriced': 'General admission area “{name}” has no price level.',
  'admin.event_on_sale_date_missing': 'Set the web on-sale date.',
  'admin.event_payment_account_missing':
    'No payment account yet: card payments go to the built-in test processor.',
  'admin.event_map_locked':
    'Tickets to this event are sold or in baskets: its seat map can no longer change.',
  'purchase.ga_area_unpriced': 'This area has no price yet, so it is not on sale.',
  'purchase.seat_unpriced': 'This seat has no price yet, so it is not on sale.',
} as const;

/** Messages of the event readiness checklist and of the refusal to sell a ticket without a price. */
export const readinessErrorMessages = {
  'en-US': enUS,
  'en-AU': enUS,
  'en-GB': enUS,
  'es-ES': {
    'admin.event_seats_unpriced': '{count} asientos no tienen nivel de precio: asígnales uno en el mapa.',
    'admin.event_ga_area_unpriced': 'La zona de entrada general «{name}» no tiene nivel de precio.',
    'admin.event_on_sale_date_missing': 'Indica la fecha de inicio de venta web.',
    'admin.event_payment_account_missing':
      'Aún no hay cuenta de pago: los pagos con tarjeta van al procesador de prueba integrado.',
    'admin.event_map_locked':
      'Hay entradas de este evento vendidas o en cestas: su mapa de asientos ya no puede cambiar.',
    'purchase.ga_area_unpriced': 'Esta zona aún no tiene precio, así que no está a la venta.',
    'purchase.seat_unpriced': 'Este asiento aún no tiene precio, así que no está a la venta.',
  },
  fr: {
    'admin.event_seats_unpriced':
      '{count} places n’ont pas de niveau de prix : attribuez-leur-en un sur le plan.',
    'admin.event_ga_area_unpriced': 'La zone en placement libre « {name} » n’a pas de niveau de prix.',
    'admin.event_on_sale_date_missing': 'Indiquez la date d’ouverture de la vente en ligne.',
    'admin.event_payment_account_missing':
      'Pas encore de compte de paiement : les paiements par carte passent par le processeur de test intégré.',
    'admin.event_map_locked':
      'Des billets de cet événement sont vendus ou dans des paniers : son plan de salle ne peut plus changer.',
    'purchase.ga_area_unpriced': 'Cette zone n’a pas encore de prix : elle n’est pas en vente.',
    'purchase.seat_unpriced': 'Cette place n’a pas encore de prix : elle n’est pas en vente.',
  },
} as const satisfies Record<ShippedLocale, Record<ReadinessCode, string>>;
