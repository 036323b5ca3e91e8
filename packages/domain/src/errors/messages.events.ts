import type { ShippedLocale } from '../format/locales';
import type { ErrorCode } from './catalogue';

type EventCode = Extract<
  ErrorCode,
  | 'admin.event_field_required'
  | 'admin.event_date_invalid'
  | 'admin.event_end_before_start'
  | 'admin.event_self_exchange_after_lock'
  | 'admin.event_date_range_invalid'
  | 'admin.event_id_list_invalid'
  | 'admin.event_id_not_found'
  | `admin.bulk_edit_${string}`
>;

const enUS = {
  'admin.event_field_required': 'This field is required',
  'admin.event_date_invalid': 'This is not a date of the calendar.',
  'admin.event_end_before_start': 'The end date must be after the event date.',
  'admin.event_self_exchange_after_lock': 'The self-exchange off-sale cannot be later than the lock date.',
  'admin.event_date_range_invalid': 'The end of the date range cannot be before its start.',
  'admin.event_id_list_invalid': 'Event IDs must be numbers separated by commas.',
  'admin.event_id_not_found': 'There is no event with ID {id}.',
  'admin.bulk_edit_too_high': "{field} can't be higher than {max}",
  'admin.bulk_edit_seats_not_generated':
    'Event {id} has no seats yet, so it cannot be activated. Nothing was changed.',
  'admin.bulk_edit_not_ready':
    'Event {id} is not ready to sell (open it to see its checklist), so it cannot be activated. Nothing was changed.',
  'admin.bulk_edit_end_before_start':
    'Event {id}: the end date would not be after the event date. Nothing was changed.',
  'admin.bulk_edit_self_exchange_after_lock':
    'Event {id}: the self-exchange off-sale would be later than the lock date. Nothing was changed.',
} as const;

/** Messages of the events area, merged into the catalogue's messages per locale. */
export const eventErrorMessages = {
  'en-US': enUS,
  'en-AU': enUS,
  'en-GB': enUS,
  'es-ES': {
    'admin.event_field_required': 'Este campo es obligatorio',
    'admin.event_date_invalid': 'Esta fecha no existe en el calendario.',
    'admin.event_end_before_start': 'La fecha de fin debe ser posterior a la fecha del evento.',
    'admin.event_self_exchange_after_lock':
      'El fin del autocambio no puede ser posterior a la fecha de bloqueo.',
    'admin.event_date_range_invalid': 'El final del intervalo de fechas no puede ser anterior a su inicio.',
    'admin.event_id_list_invalid': 'Los ID de evento deben ser números separados por comas.',
    'admin.event_id_not_found': 'No hay ningún evento con el ID {id}.',
    'admin.bulk_edit_too_high': '{field} no puede ser mayor que {max}',
    'admin.bulk_edit_seats_not_generated':
      'El evento {id} aún no tiene asientos, así que no se puede activar. No se ha cambiado nada.',
    'admin.bulk_edit_not_ready':
      'El evento {id} no está listo para vender (ábrelo para ver su lista), así que no se puede activar. No se ha cambiado nada.',
    'admin.bulk_edit_end_before_start':
      'Evento {id}: la fecha de fin no sería posterior a la fecha del evento. No se ha cambiado nada.',
    'admin.bulk_edit_self_exchange_after_lock':
      'Evento {id}: el fin del autocambio sería posterior a la fecha de bloqueo. No se ha cambiado nada.',
  },
  fr: {
    'admin.event_field_required': 'Ce champ est obligatoire',
    'admin.event_date_invalid': 'Cette date n’existe pas dans le calendrier.',
    'admin.event_end_before_start': 'La date de fin doit être postérieure à la date de l’événement.',
    'admin.event_self_exchange_after_lock':
      'La fin de l’échange en libre-service ne peut pas être postérieure à la date de verrouillage.',
    'admin.event_date_range_invalid': 'La fin de la période ne peut pas précéder son début.',
    'admin.event_id_list_invalid': 'Les ID d’événement doivent être des nombres séparés par des virgules.',
    'admin.event_id_not_found': 'Aucun événement ne porte l’ID {id}.',
    'admin.bulk_edit_too_high': '{field} ne peut pas dépasser {max}',
    'admin.bulk_edit_seats_not_generated':
      'L’événement {id} n’a pas encore de places et ne peut donc pas être activé. Rien n’a été modifié.',
    'admin.bulk_edit_not_ready':
      'L’événement {id} n’est pas prêt à vendre (ouvrez-le pour voir sa liste) et ne peut donc pas être activé. Rien n’a été modifié.',
    'admin.bulk_edit_end_before_start':
      'Événement {id} : la date de fin ne serait pas postérieure à la date de l’événement. Rien n’a été modifié.',
    'admin.bulk_edit_self_exchange_after_lock':
      'Événement {id} : la fin de l’échange en libre-service serait postérieure à la date de verrouillage. Rien n’a été modifié.',
  },
} as const satisfies Record<ShippedLocale, Record<EventCode, string>>;
