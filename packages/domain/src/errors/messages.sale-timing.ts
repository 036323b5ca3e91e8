import type { ShippedLocale } from '../format/locales';
import type { ErrorCode } from './catalogue';

type SaleTimingCode = Extract<
  ErrorCode,
  | 'purchase.event_outside_periods'
  | 'purchase.admin_off_sale'
  | 'purchase.sales_cutoff_passed'
  | 'purchase.channel_off_sale'
  | 'purchase.channel_not_yet_on_sale'
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
} as const satisfies Record<SaleTimingCode, string>;

/** Messages of the sale-timing refusals (on-sale and off-sale dates, cutoff, periods), per locale. */
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
  },
  fr: {
    'purchase.event_outside_periods':
      'La date de cet événement est hors des périodes de sa série : il n’est pas en vente.',
    'purchase.admin_off_sale': 'Cet événement a été retiré de la vente le {date}.',
    'purchase.sales_cutoff_passed': 'La vente de cet événement a fermé le {date}.',
    'purchase.channel_off_sale': 'La vente de cet événement par ce canal de vente a pris fin le {date}.',
    'purchase.channel_not_yet_on_sale':
      'Les billets pour cet événement ne sont pas en vente par ce canal de vente avant le {date}.',
  },
} as const satisfies Record<ShippedLocale, Record<SaleTimingCode, string>>;
