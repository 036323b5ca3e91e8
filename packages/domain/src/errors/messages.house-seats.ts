import type { ShippedLocale } from '../format/locales';
import type { ErrorCode } from './catalogue';

type HouseSeatCode = Extract<ErrorCode, `admin.house_seat${string}` | `purchase.house_seat_${string}`>;

const english = {
  'admin.house_seat_request_not_found': 'House seats request not found.',
  'admin.house_seat_request_status': 'This house seats request cannot do that in its current status.',
  'admin.house_seats_not_held': 'Choose seats that rest in one of the event’s house-seat holds.',
  'admin.house_seats_request_empty': 'Choose at least one seat or general-admission place.',
  'admin.house_seats_ga_no_room': 'Not that many places of this area are free to keep for house seats.',
  'admin.house_seats_already_released': 'This event’s house seats have already gone back to general sale.',
  'purchase.house_seat_link_invalid': 'This link is not valid. Ask the box office for a new one.',
  'purchase.house_seat_request_not_payable': 'This request has already been paid or canceled.',
} as const satisfies Record<HouseSeatCode, string>;

/** Messages of house seats requests, in every shipped locale. */
export const houseSeatErrorMessages = {
  'en-US': english,
  'en-AU': english,
  'en-GB': english,
  'es-ES': {
    'admin.house_seat_request_not_found': 'No se ha encontrado la solicitud de localidades de la casa.',
    'admin.house_seat_request_status':
      'Esta solicitud de localidades de la casa no lo permite en su estado actual.',
    'admin.house_seats_not_held': 'Elige localidades que estén en una de las reservas de la casa del evento.',
    'admin.house_seats_request_empty': 'Elige al menos una localidad o una plaza de entrada general.',
    'admin.house_seats_ga_no_room':
      'No hay tantas plazas libres en esta zona para guardarlas como localidades de la casa.',
    'admin.house_seats_already_released':
      'Las localidades de la casa de este evento ya han vuelto a la venta general.',
    'purchase.house_seat_link_invalid': 'Este enlace no es válido. Pide uno nuevo a la taquilla.',
    'purchase.house_seat_request_not_payable': 'Esta solicitud ya se ha pagado o cancelado.',
  },
  fr: {
    'admin.house_seat_request_not_found': 'Demande de places maison introuvable.',
    'admin.house_seat_request_status':
      'Cette demande de places maison ne le permet pas dans son état actuel.',
    'admin.house_seats_not_held':
      'Choisissez des places situées dans l’un des blocages maison de l’événement.',
    'admin.house_seats_request_empty': 'Choisissez au moins une place ou une entrée en placement libre.',
    'admin.house_seats_ga_no_room':
      'Cette zone n’a pas autant d’entrées libres à garder comme places maison.',
    'admin.house_seats_already_released': 'Les places maison de cet événement sont déjà revenues à la vente.',
    'purchase.house_seat_link_invalid': 'Ce lien n’est pas valide. Demandez-en un nouveau à la billetterie.',
    'purchase.house_seat_request_not_payable': 'Cette demande a déjà été payée ou annulée.',
  },
} as const satisfies Record<ShippedLocale, Record<HouseSeatCode, string>>;
