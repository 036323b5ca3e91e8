import type { ShippedLocale } from '../format/locales';
import type { ErrorCode } from './catalogue';

type InventoryCode = Extract<
  ErrorCode,
  | `admin.map_${string}`
  | 'admin.name_taken'
  | 'admin.event_map_required'
  | `admin.seat${string}`
  | `admin.${string}reassignment${string}`
  | 'admin.default_sale_type_archive'
  | 'admin.ga_capacity_below_taken'
  | 'purchase.seats_unavailable'
  | 'purchase.seats_just_taken'
  | 'purchase.single_seat_left'
  | 'purchase.seat_alert_not_acknowledged'
  | 'purchase.seat_picking_not_offered'
  | 'purchase.best_available_not_offered'
  | 'purchase.reservation_expired'
>;

const enUS = {
  'admin.map_file_unreadable': 'Map load error on line {line}: the file cannot be read.',
  'admin.map_missing_column': 'Map load error: the file has no “{column}” column.',
  'admin.map_invalid_value': 'Map load error on line {line}: {field} is missing or not valid.',
  'admin.map_duplicate_section': 'Map load error on line {line}: section {section} appears more than once.',
  'admin.map_duplicate_row':
    'Map load error on line {line}: row {row} of section {section} appears more than once.',
  'admin.map_duplicate_seat': 'Map load error on line {line}: seat {seat} appears more than once.',
  'admin.map_duplicate_position':
    'Map load error on line {line}: seat {seat} repeats position {position} in its row.',
  'admin.map_seat_outside_section':
    'Map load error on line {line}: seat {seat} lies outside section {section}.',
  'admin.map_seats_overlap': 'Map load error on line {line}: seats {seat} and {other} overlap.',
  'admin.map_view_image_unknown':
    'The map shows a view-from-seat image ({image}) that was not uploaded to this account. Upload the image again.',
  'admin.map_unknown_section':
    'Map load error on line {line}: seats are placed in section {section}, which the file does not declare.',
  'admin.map_empty': 'Map load error: the map has no seats and no general-admission areas.',
  'admin.map_too_large': 'Map load error: a map can hold at most {max} seats.',
  'admin.map_archived': 'Map update error: this map is archived.',
  'admin.map_in_use': 'This map is used by upcoming events and cannot be archived.',
  'admin.name_taken': 'That name is already in use.',
  'admin.event_map_required': 'Choose a map for this event before generating seats.',
  'admin.seats_already_generated': 'Seats have already been generated for this event.',
  'admin.seats_not_generated': 'Generate seats for this event before activating it.',
  'admin.seat_generation_failed': 'Error generating seats.',
  'admin.seats_not_editable':
    '{count} of the selected seats are in a basket, sold or comp, so nothing was changed.',
  'admin.hold_reassignment_required': 'Choose a hold to move this hold’s seats to, or return them to open.',
  'admin.hold_group_reassignment_required':
    'Choose a hold group to move this group’s holds to, or return their seats to open.',
  'admin.reassignment_target_invalid': 'Choose a different, active item to move the seats to.',
  'admin.default_sale_type_archive': 'The default sale type cannot be archived.',
  'admin.ga_capacity_below_taken': 'Capacity cannot be lower than the {taken} places already taken.',
  'admin.seat_locator_not_allowed':
    'The seat locator changes Reserved to Hold and Open to Sold only; this seat is {status}.',
  'admin.seat_key_not_found': 'No seat matches {key}.',
  'purchase.seats_unavailable': 'Tickets to this event are no longer available.',
  'purchase.seats_just_taken': 'Those seats were just taken by another buyer. Please choose other seats.',
  'purchase.single_seat_left': 'Please choose seats that do not leave a single empty seat.',
  'purchase.seat_picking_not_offered':
    'Seats for this event are not chosen on the map: ask for the best available seats instead.',
  'purchase.best_available_not_offered':
    'Best available is not offered for this event: choose your seats on the map.',
  'purchase.seat_alert_not_acknowledged': 'Please read and accept the seat notice before continuing.',
  'purchase.reservation_expired': 'Your basket has expired. Please start over.',
} as const satisfies Record<InventoryCode, string>;

/** Messages of the venues, maps and seat inventory codes, per locale. */
export const inventoryErrorMessages = {
  'en-US': enUS,
  'en-AU': enUS,
  'en-GB': enUS,
  'es-ES': {
    'admin.map_file_unreadable': 'Error al cargar el mapa en la línea {line}: no se puede leer el archivo.',
    'admin.map_missing_column': 'Error al cargar el mapa: el archivo no tiene la columna «{column}».',
    'admin.map_invalid_value': 'Error al cargar el mapa en la línea {line}: {field} falta o no es válido.',
    'admin.map_duplicate_section':
      'Error al cargar el mapa en la línea {line}: la sección {section} aparece más de una vez.',
    'admin.map_duplicate_row':
      'Error al cargar el mapa en la línea {line}: la fila {row} de la sección {section} aparece más de una vez.',
    'admin.map_duplicate_seat':
      'Error al cargar el mapa en la línea {line}: el asiento {seat} aparece más de una vez.',
    'admin.map_duplicate_position':
      'Error al cargar el mapa en la línea {line}: el asiento {seat} repite la posición {position} en su fila.',
    'admin.map_seat_outside_section':
      'Error al cargar el mapa en la línea {line}: el asiento {seat} queda fuera de la sección {section}.',
    'admin.map_seats_overlap':
      'Error al cargar el mapa en la línea {line}: los asientos {seat} y {other} se solapan.',
    'admin.map_view_image_unknown':
      'El mapa muestra una imagen de vista desde el asiento ({image}) que no se subió a esta cuenta. Vuelva a subir la imagen.',
    'admin.map_unknown_section':
      'Error al cargar el mapa en la línea {line}: hay asientos en la sección {section}, que el archivo no declara.',
    'admin.map_empty': 'Error al cargar el mapa: el mapa no tiene asientos ni zonas de entrada general.',
    'admin.map_too_large': 'Error al cargar el mapa: un mapa puede tener como máximo {max} asientos.',
    'admin.map_archived': 'Error al actualizar el mapa: este mapa está archivado.',
    'admin.map_in_use': 'Este mapa lo usan eventos próximos y no se puede archivar.',
    'admin.name_taken': 'Ese nombre ya está en uso.',
    'admin.event_map_required': 'Elige un mapa para este evento antes de generar los asientos.',
    'admin.seats_already_generated': 'Los asientos de este evento ya se han generado.',
    'admin.seats_not_generated': 'Genera los asientos de este evento antes de activarlo.',
    'admin.seat_generation_failed': 'Error al generar los asientos.',
    'admin.seats_not_editable':
      '{count} de los asientos seleccionados están en una cesta, vendidos o son invitaciones, así que no se ha cambiado nada.',
    'admin.hold_reassignment_required':
      'Elige un bloqueo al que mover los asientos de este bloqueo, o devuélvelos a disponibles.',
    'admin.hold_group_reassignment_required':
      'Elige un grupo de bloqueos al que mover los bloqueos de este grupo, o devuelve sus asientos a disponibles.',
    'admin.reassignment_target_invalid': 'Elige otro elemento activo al que mover los asientos.',
    'admin.default_sale_type_archive': 'El tipo de venta predeterminado no se puede archivar.',
    'admin.ga_capacity_below_taken': 'El aforo no puede ser inferior a las {taken} plazas ya ocupadas.',
    'admin.seat_locator_not_allowed':
      'El localizador de asientos solo cambia Reservado a Bloqueado y Disponible a Vendido; este asiento está {status}.',
    'admin.seat_key_not_found': 'Ningún asiento coincide con {key}.',
    'purchase.seats_unavailable': 'Las entradas para este evento ya no están disponibles.',
    'purchase.seats_just_taken': 'Otra persona acaba de reservar esas localidades. Elige otras, por favor.',
    'purchase.single_seat_left': 'Elige asientos que no dejen un único asiento libre.',
    'purchase.seat_picking_not_offered':
      'Los asientos de este evento no se eligen en el plano: pide los mejores asientos disponibles.',
    'purchase.best_available_not_offered':
      'Este evento no ofrece los mejores asientos disponibles: elige tus asientos en el plano.',
    'purchase.seat_alert_not_acknowledged': 'Lee y acepta el aviso del asiento antes de continuar.',
    'purchase.reservation_expired': 'Tu cesta ha caducado. Vuelve a empezar.',
  },
  fr: {
    'admin.map_file_unreadable': 'Erreur de chargement du plan à la ligne {line} : le fichier est illisible.',
    'admin.map_missing_column': 'Erreur de chargement du plan : le fichier n’a pas de colonne « {column} ».',
    'admin.map_invalid_value':
      'Erreur de chargement du plan à la ligne {line} : {field} est absent ou invalide.',
    'admin.map_duplicate_section':
      'Erreur de chargement du plan à la ligne {line} : la section {section} apparaît plusieurs fois.',
    'admin.map_duplicate_row':
      'Erreur de chargement du plan à la ligne {line} : le rang {row} de la section {section} apparaît plusieurs fois.',
    'admin.map_duplicate_seat':
      'Erreur de chargement du plan à la ligne {line} : la place {seat} apparaît plusieurs fois.',
    'admin.map_duplicate_position':
      'Erreur de chargement du plan à la ligne {line} : la place {seat} reprend la position {position} dans son rang.',
    'admin.map_seat_outside_section':
      'Erreur de chargement du plan à la ligne {line} : la place {seat} se trouve hors de la section {section}.',
    'admin.map_seats_overlap':
      'Erreur de chargement du plan à la ligne {line} : les places {seat} et {other} se chevauchent.',
    'admin.map_view_image_unknown':
      'Le plan affiche une image de vue depuis la place ({image}) qui n’a pas été téléversée sur ce compte. Téléversez l’image à nouveau.',
    'admin.map_unknown_section':
      'Erreur de chargement du plan à la ligne {line} : des places sont dans la section {section}, que le fichier ne déclare pas.',
    'admin.map_empty': 'Erreur de chargement du plan : le plan n’a ni places ni zones de placement libre.',
    'admin.map_too_large': 'Erreur de chargement du plan : un plan contient au plus {max} places.',
    'admin.map_archived': 'Erreur de mise à jour du plan : ce plan est archivé.',
    'admin.map_in_use': 'Ce plan est utilisé par des événements à venir et ne peut pas être archivé.',
    'admin.name_taken': 'Ce nom est déjà utilisé.',
    'admin.event_map_required': 'Choisissez un plan pour cet événement avant de générer les places.',
    'admin.seats_already_generated': 'Les places de cet événement ont déjà été générées.',
    'admin.seats_not_generated': 'Générez les places de cet événement avant de l’activer.',
    'admin.seat_generation_failed': 'Erreur lors de la génération des places.',
    'admin.seats_not_editable':
      '{count} des places sélectionnées sont dans un panier, vendues ou offertes : rien n’a été modifié.',
    'admin.hold_reassignment_required':
      'Choisissez un blocage vers lequel déplacer les places de ce blocage, ou remettez-les en vente.',
    'admin.hold_group_reassignment_required':
      'Choisissez un groupe de blocages vers lequel déplacer les blocages de ce groupe, ou remettez leurs places en vente.',
    'admin.reassignment_target_invalid': 'Choisissez un autre élément actif vers lequel déplacer les places.',
    'admin.default_sale_type_archive': 'Le type de vente par défaut ne peut pas être archivé.',
    'admin.ga_capacity_below_taken':
      'La capacité ne peut pas être inférieure aux {taken} places déjà prises.',
    'admin.seat_locator_not_allowed':
      'Le localisateur de places passe uniquement de Réservée à Bloquée et de Libre à Vendue ; cette place est {status}.',
    'admin.seat_key_not_found': 'Aucune place ne correspond à {key}.',
    'purchase.seats_unavailable': 'Les billets pour cet événement ne sont plus disponibles.',
    'purchase.seats_just_taken':
      'Ces places viennent d’être prises par un autre acheteur. Veuillez en choisir d’autres.',
    'purchase.single_seat_left': 'Choisissez des places qui ne laissent pas une place isolée libre.',
    'purchase.seat_picking_not_offered':
      'Les places de cet événement ne se choisissent pas sur le plan : demandez les meilleures places disponibles.',
    'purchase.best_available_not_offered':
      'Cet événement ne propose pas les meilleures places disponibles : choisissez vos places sur le plan.',
    'purchase.seat_alert_not_acknowledged':
      'Veuillez lire et accepter l’avis concernant la place avant de continuer.',
    'purchase.reservation_expired': 'Votre panier a expiré. Veuillez recommencer.',
  },
} as const satisfies Record<ShippedLocale, Record<InventoryCode, string>>;
