import type { ShippedLocale } from '../format/locales';
import type { ErrorCode } from './catalogue';

type EventCancellationCode = Extract<
  ErrorCode,
  'admin.event_cancellation_running' | 'admin.event_no_orders_to_cancel'
>;

const english = {
  'admin.event_cancellation_running': 'A bulk cancel of this event’s orders is already running.',
  'admin.event_no_orders_to_cancel': 'This event has no orders with tickets to cancel.',
} as const satisfies Record<EventCancellationCode, string>;

/** Messages of the bulk cancel of an event's orders, in every shipped locale. */
export const eventCancellationErrorMessages = {
  'en-US': english,
  'en-AU': english,
  'en-GB': english,
  'es-ES': {
    'admin.event_cancellation_running': 'Ya se están cancelando en bloque los pedidos de este evento.',
    'admin.event_no_orders_to_cancel': 'Este evento no tiene pedidos con entradas que cancelar.',
  },
  fr: {
    'admin.event_cancellation_running':
      'Une annulation groupée des commandes de cet événement est déjà en cours.',
    'admin.event_no_orders_to_cancel': 'Cet événement n’a aucune commande avec des billets à annuler.',
  },
} as const satisfies Record<ShippedLocale, Record<EventCancellationCode, string>>;
