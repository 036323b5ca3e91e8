import type { ShippedLocale } from '../format/locales';
import type { ErrorCode } from './catalogue';

type GroupSaleCode = Extract<ErrorCode, `admin.group_sale${string}` | `admin.group_client${string}`>;

const english = {
  'admin.group_client_not_found': 'Client not found.',
  'admin.group_sale_not_found': 'Group sales request not found.',
  'admin.group_sale_status': 'This group sales request cannot do that in its current status.',
  'admin.group_sale_size_mismatch': 'Hold exactly as many seats as the group has people.',
  'admin.group_sale_hold_until_invalid': 'Hold the seats until a time after now and before the event starts.',
  'admin.group_sale_deposit_invalid': 'The deposit must be more than zero and less than the total.',
  'admin.group_sale_due_date_invalid': 'The balance must be due after today and before the event starts.',
  'admin.group_sale_ticket_unknown': 'That ticket is not one of this group’s tickets.',
} as const satisfies Record<GroupSaleCode, string>;

/** Messages of group sales, in every shipped locale. */
export const groupSaleErrorMessages = {
  'en-US': english,
  'en-AU': english,
  'en-GB': english,
  'es-ES': {
    'admin.group_client_not_found': 'No se ha encontrado el cliente.',
    'admin.group_sale_not_found': 'No se ha encontrado la solicitud de venta a grupos.',
    'admin.group_sale_status': 'Esta solicitud de venta a grupos no lo permite en su estado actual.',
    'admin.group_sale_size_mismatch': 'Reserva exactamente tantas localidades como personas tiene el grupo.',
    'admin.group_sale_hold_until_invalid':
      'Reserva las localidades hasta un momento posterior a ahora y anterior al inicio del evento.',
    'admin.group_sale_deposit_invalid': 'El depósito debe ser mayor que cero y menor que el total.',
    'admin.group_sale_due_date_invalid':
      'El saldo debe vencer después de hoy y antes de que empiece el evento.',
    'admin.group_sale_ticket_unknown': 'Esa entrada no es una de las entradas de este grupo.',
  },
  fr: {
    'admin.group_client_not_found': 'Client introuvable.',
    'admin.group_sale_not_found': 'Demande de vente de groupe introuvable.',
    'admin.group_sale_status': 'Cette demande de vente de groupe ne le permet pas dans son état actuel.',
    'admin.group_sale_size_mismatch':
      'Bloquez exactement autant de places que le groupe compte de personnes.',
    'admin.group_sale_hold_until_invalid':
      'Bloquez les places jusqu’à un moment postérieur à maintenant et antérieur au début de l’événement.',
    'admin.group_sale_deposit_invalid': 'L’acompte doit être supérieur à zéro et inférieur au total.',
    'admin.group_sale_due_date_invalid':
      'Le solde doit être dû après aujourd’hui et avant le début de l’événement.',
    'admin.group_sale_ticket_unknown': 'Ce billet ne fait pas partie des billets de ce groupe.',
  },
} as const satisfies Record<ShippedLocale, Record<GroupSaleCode, string>>;
