import type { ShippedLocale } from '../format/locales';
import type { ErrorCode } from './catalogue';

type SaleTimingCode = Extract<
  ErrorCode,
  | 'purchase.event_outside_periods'
  | 'purchase.admin_off_sale'
  | 'purchase.sales_cutoff_passed'
  | 'purchase.channel_off_sale'
  | 'purchase.channel_not_yet_on_sale'
  | 'purchase.waiting_room_required'
  | 'purchase.waiting_room_not_used'
>;

/** `{date}`: the deciding date as the venue's wall-clock time (decisions/0049). */
const english = {
  'purchase.event_outside_periods':
    'This event’s date is outside its series’ event periods, so it is not on sale.',
  'purchase.admin_off_sale': 'This event was taken off sale on {date}.',
  'purchase.sales_cutoff_passed': 'Sales for this event closed on {date}.',
  'purchase.channel_off_sale': 'Sales of this event through this sales channel ended on {date}.',
  'purchase.channel_not_yet_on_sale':
    'Tickets to this event are not on sale through this sales channel until {date}.',
  'purchase.waiting_room_required':
    'Tickets to this event are sold through its waiting room: join the queue and wait for your turn (or your time to buy has run out).',
  'purchase.waiting_room_not_used': 'This event has no waiting room: its tickets are on sale directly.',
} as const satisfies Record<SaleTimingCode, string>;

/**
 * Messages of the sale-timing refusals (on-sale and off-sale dates, cutoff, periods) and of the
 * heavy on-sale waiting room (decisions/0055), per locale.
 */
export const saleTimingErrorMessages = {
  'en-US': english,
  'en-AU': english,
  'en-GB': english,
  'es-ES': {
    'purchase.event_outside_periods':
      'La fecha de este evento está fuera de los periodos de su serie, así que no está a la venta.',
    'purchase.admin_off_sale': 'Este evento se retiró de la venta el {date}.',
    'purchase.sales_cutoff_passed': 'La venta de este evento se cerró el {date}.',
    'purchase.channel_off_sale': 'La venta de este evento por este canal de venta terminó el {date}.',
    'purchase.channel_not_yet_on_sale':
      'Las entradas para este evento no están a la venta por este canal de venta hasta el {date}.',
    'purchase.waiting_room_required':
      'Las entradas para este evento se venden a través de su sala de espera: ponte en la cola y espera tu turno (o tu tiempo para comprar ha terminado).',
    'purchase.waiting_room_not_used':
      'Este evento no tiene sala de espera: sus entradas están a la venta directamente.',
  },
  fr: {
    'purchase.event_outside_periods':
      'La date de cet événement est hors des périodes de sa série : il n’est pas en vente.',
    'purchase.admin_off_sale': 'Cet événement a été retiré de la vente le {date}.',
    'purchase.sales_cutoff_passed': 'La vente de cet événement a fermé le {date}.',
    'purchase.channel_off_sale': 'La vente de cet événement par ce canal de vente a pris fin le {date}.',
    'purchase.channel_not_yet_on_sale':
      'Les billets pour cet événement ne sont pas en vente par ce canal de vente avant le {date}.',
    'purchase.waiting_room_required':
      'Les billets pour cet événement se vendent par sa salle d’attente : rejoignez la file et attendez votre tour (ou votre temps pour acheter est écoulé).',
    'purchase.waiting_room_not_used':
      'Cet événement n’a pas de salle d’attente : ses billets sont en vente directement.',
  },
} as const satisfies Record<ShippedLocale, Record<SaleTimingCode, string>>;
