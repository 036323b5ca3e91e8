import type { ShippedLocale } from '../format/locales';
import type { ErrorCode } from './catalogue';

export type TicketBundleCode = Extract<ErrorCode, 'purchase.ticket_bundle_not_found'>;

const english = {
  'purchase.ticket_bundle_not_found':
    'This tickets link is not valid, or its tickets have moved. Check the link in your email.',
} as const satisfies Record<TicketBundleCode, string>;

/** Messages of the ticket bundle page, in every shipped locale (decisions/0073). */
export const ticketBundleErrorMessages = {
  'en-US': english,
  'en-AU': english,
  'en-GB': english,
  'es-ES': {
    'purchase.ticket_bundle_not_found':
      'Este enlace de entradas no es válido, o sus entradas han cambiado. Comprueba el enlace de tu correo.',
  },
  fr: {
    'purchase.ticket_bundle_not_found':
      'Ce lien de billets n’est pas valable, ou ses billets ont changé. Vérifiez le lien de votre e-mail.',
  },
} as const satisfies Record<ShippedLocale, Record<TicketBundleCode, string>>;
