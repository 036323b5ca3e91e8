import type { ShippedLocale } from '../format/locales';
import type { ErrorCode } from './catalogue';

type TerminalCode = Extract<
  ErrorCode,
  | 'purchase.card_terminal_unavailable'
  | 'admin.processor_payment_not_found'
  | 'admin.stuck_payment_not_found'
  | 'admin.stuck_payment_in_checkout'
  | 'admin.connected_account_unavailable'
>;

const enUS = {
  'purchase.card_terminal_unavailable':
    'Card terminal not connected or not configured. Check the workstation’s card terminal and the venue’s payment account.',
  'admin.processor_payment_not_found': 'No payment with this reference was found at the card processor.',
  'admin.stuck_payment_not_found':
    'This payment is no longer waiting: it was captured or released meanwhile. Reload the list.',
  'admin.stuck_payment_in_checkout':
    'A checkout may still place its order with this authorization. Release it once the basket’s timer has run out.',
  'admin.connected_account_unavailable':
    'This payment account cannot have a connected account: it is not a Stripe account, or the platform has no Stripe key.',
} as const;

/** Messages of the card terminal and payment tool errors, in the five locales. */
export const terminalErrorMessages = {
  'en-US': enUS,
  'en-AU': enUS,
  'en-GB': enUS,
  'es-ES': {
    'purchase.card_terminal_unavailable':
      'El terminal de tarjetas no está conectado o no está configurado. Revisa el terminal del puesto y la cuenta de pago del recinto.',
    'admin.processor_payment_not_found':
      'El procesador de tarjetas no tiene ningún pago con esta referencia.',
    'admin.stuck_payment_not_found':
      'Este pago ya no está pendiente: se ha cobrado o liberado mientras tanto. Vuelve a cargar la lista.',
    'admin.stuck_payment_in_checkout':
      'Una compra aún puede hacer su pedido con esta autorización. Libérala cuando se agote el tiempo de su cesta.',
    'admin.connected_account_unavailable':
      'Esta cuenta de pago no puede tener una cuenta conectada: no es una cuenta de Stripe o la plataforma no tiene clave de Stripe.',
  },
  fr: {
    'purchase.card_terminal_unavailable':
      'Terminal de paiement non connecté ou non configuré. Vérifiez le terminal du poste et le compte de paiement du lieu.',
    'admin.processor_payment_not_found':
      'Le processeur de cartes ne connaît aucun paiement avec cette référence.',
    'admin.stuck_payment_not_found':
      'Ce paiement n’est plus en attente : il a été encaissé ou libéré entre-temps. Rechargez la liste.',
    'admin.stuck_payment_in_checkout':
      'Un achat peut encore passer sa commande avec cette autorisation. Libérez-la quand le délai de son panier est écoulé.',
    'admin.connected_account_unavailable':
      'Ce compte de paiement ne peut pas avoir de compte connecté : ce n’est pas un compte Stripe, ou la plateforme n’a pas de clé Stripe.',
  },
} as const satisfies Record<ShippedLocale, Record<TerminalCode, string>>;
