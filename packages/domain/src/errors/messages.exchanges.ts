import type { ShippedLocale } from '../format/locales';
import type { ErrorCode } from './catalogue';

type ExchangesCode = Extract<
  ErrorCode,
  `purchase.exchange_${string}` | `purchase.self_exchange_${string}` | `purchase.transfer${string}`
>;

const english = {
  'purchase.exchange_nothing_chosen': 'Choose at least one ticket to exchange.',
  'purchase.exchange_ticket_voided': 'This ticket has been voided and cannot be exchanged.',
  'purchase.exchange_ticket_used': 'This ticket has been scanned and cannot be exchanged.',
  'purchase.exchange_count_mismatch':
    'Exchanges need the same number of tickets at equal or greater value: {old} given back, {new} chosen.',
  'purchase.exchange_lower_value':
    'Exchanges need the same number of tickets at equal or greater value: the new tickets come to {newValue}, the old ones to {credit}.',
  'purchase.exchange_ticket_in_basket': 'Choose new seats other than the tickets being exchanged.',
  'purchase.exchange_difference_changed':
    'The prices changed while you were exchanging: the difference is now {difference}. Check it and confirm again.',
  'purchase.exchange_refund_destination': 'Choose where the difference is refunded.',
  'purchase.self_exchange_not_offered':
    'These tickets cannot be exchanged online. Please contact the box office.',
  'purchase.self_exchange_closed':
    'Online exchanges for this event have closed. Please contact the box office.',
  'purchase.transfer_recipient_required': 'Recipient email and name are required.',
  'purchase.transfer_same_customer': 'Tickets cannot be transferred to the same customer.',
  'purchase.transfer_nothing_chosen': 'Choose at least one ticket to transfer.',
  'purchase.transfer_ticket_not_live':
    'This ticket cannot be transferred: it is voided, scanned or already being transferred.',
  'purchase.transfer_not_found': 'This transfer link is not valid.',
  'purchase.transfer_not_pending': 'This transfer has already been claimed or canceled.',
  'purchase.transfers_disabled': 'Ticket transfer is not available.',
} as const satisfies Record<ExchangesCode, string>;

/** Messages of the exchange and transfer codes, per locale. */
export const exchangesErrorMessages = {
  'en-US': english,
  'en-AU': english,
  'en-GB': english,
  'es-ES': {
    'purchase.exchange_nothing_chosen': 'Elige al menos una entrada para cambiar.',
    'purchase.exchange_ticket_voided': 'Esta entrada se ha anulado y no se puede cambiar.',
    'purchase.exchange_ticket_used': 'Esta entrada ya se ha escaneado y no se puede cambiar.',
    'purchase.exchange_count_mismatch':
      'Los cambios necesitan el mismo número de entradas de igual o mayor valor: se devuelven {old} y se eligen {new}.',
    'purchase.exchange_lower_value':
      'Los cambios necesitan el mismo número de entradas de igual o mayor valor: las nuevas suman {newValue} y las anteriores {credit}.',
    'purchase.exchange_ticket_in_basket': 'Elige butacas nuevas distintas de las entradas que se cambian.',
    'purchase.exchange_difference_changed':
      'Los precios han cambiado durante el cambio: la diferencia es ahora {difference}. Revísala y confirma de nuevo.',
    'purchase.exchange_refund_destination': 'Elige adónde se reembolsa la diferencia.',
    'purchase.self_exchange_not_offered':
      'Estas entradas no se pueden cambiar en línea. Ponte en contacto con la taquilla.',
    'purchase.self_exchange_closed':
      'Los cambios en línea de este evento se han cerrado. Ponte en contacto con la taquilla.',
    'purchase.transfer_recipient_required':
      'El correo electrónico y el nombre del destinatario son obligatorios.',
    'purchase.transfer_same_customer': 'Las entradas no se pueden transferir al mismo cliente.',
    'purchase.transfer_nothing_chosen': 'Elige al menos una entrada para transferir.',
    'purchase.transfer_ticket_not_live':
      'Esta entrada no se puede transferir: está anulada, escaneada o ya en transferencia.',
    'purchase.transfer_not_found': 'Este enlace de transferencia no es válido.',
    'purchase.transfer_not_pending': 'Esta transferencia ya se ha reclamado o cancelado.',
    'purchase.transfers_disabled': 'La transferencia de entradas no está disponible.',
  },
  fr: {
    'purchase.exchange_nothing_chosen': 'Choisissez au moins un billet à échanger.',
    'purchase.exchange_ticket_voided': 'Ce billet a été annulé et ne peut pas être échangé.',
    'purchase.exchange_ticket_used': 'Ce billet a été scanné et ne peut pas être échangé.',
    'purchase.exchange_count_mismatch':
      'Un échange demande le même nombre de billets de valeur égale ou supérieure : {old} rendus, {new} choisis.',
    'purchase.exchange_lower_value':
      'Un échange demande le même nombre de billets de valeur égale ou supérieure : les nouveaux font {newValue}, les anciens {credit}.',
    'purchase.exchange_ticket_in_basket': 'Choisissez d’autres places que les billets échangés.',
    'purchase.exchange_difference_changed':
      'Les prix ont changé pendant l’échange : la différence est maintenant de {difference}. Vérifiez-la et confirmez à nouveau.',
    'purchase.exchange_refund_destination': 'Choisissez où rembourser la différence.',
    'purchase.self_exchange_not_offered':
      'Ces billets ne peuvent pas être échangés en ligne. Veuillez contacter la billetterie.',
    'purchase.self_exchange_closed':
      'Les échanges en ligne de cet événement sont fermés. Veuillez contacter la billetterie.',
    'purchase.transfer_recipient_required': 'L’e-mail et le nom du destinataire sont obligatoires.',
    'purchase.transfer_same_customer': 'Les billets ne peuvent pas être transférés au même client.',
    'purchase.transfer_nothing_chosen': 'Choisissez au moins un billet à transférer.',
    'purchase.transfer_ticket_not_live':
      'Ce billet ne peut pas être transféré : il est annulé, scanné ou déjà en cours de transfert.',
    'purchase.transfer_not_found': 'Ce lien de transfert n’est pas valide.',
    'purchase.transfer_not_pending': 'Ce transfert a déjà été réclamé ou annulé.',
    'purchase.transfers_disabled': 'Le transfert de billets n’est pas disponible.',
  },
} as const satisfies Record<ShippedLocale, Record<ExchangesCode, string>>;
