import type { ShippedLocale } from '../format/locales';
import type { ErrorCode } from './catalogue';

type SeasonCode = Extract<ErrorCode, `${string}.season_${string}`>;

const english = {
  'admin.season_not_found': 'Season not found.',
  'admin.season_package_not_found': 'Season package not found.',
  'admin.season_dates_out_of_order': 'The season ends before it starts.',
  'admin.season_event_not_found': 'One of the chosen events was not found.',
  'admin.season_package_price_type_not_found': 'One of the chosen price types was not found.',
  'admin.season_tickets_disabled': 'Season tickets are not turned on for this account.',
  'purchase.season_package_not_found': 'This season package is not on sale.',
  'purchase.season_package_no_price': 'This package has no price for that price type.',
  'purchase.season_package_seat_taken': 'Seat {seat} is taken in {event}: the package was not added.',
  'purchase.season_package_seat_missing': '{event} has no seat {seat}: the package was not added.',
  'purchase.season_package_only': 'These seats are sold only in a season package.',
  'purchase.season_package_part': 'This seat is part of a season package: change the package as a whole.',
  'admin.season_package_choose_count':
    'A flex package chooses at least one event and no more than its season has; a fixed package chooses none.',
  'purchase.season_package_events':
    'Choose exactly as many different events of the package as it offers (none for a fixed package).',
  'purchase.season_package_card_required':
    'Season ticket purchases require a saved card and authorization to save it.',
  'purchase.season_package_no_seats': 'No seat is open at the same place in every event of this package.',
  'admin.season_renewal_source_invalid': 'Choose a package of another season for its holders to renew from.',
  'admin.season_renewal_deadline_past': 'The renewal deadline must be in the future.',
  'admin.season_renewals_rolled': 'This package’s renewals were already started.',
  'purchase.season_renewal_not_found': 'Renewal not found.',
  'purchase.season_renewal_already_renewed': 'These seats were already renewed.',
  'purchase.season_renewal_deadline_passed':
    'The renewal deadline has passed: the held seats were given back.',
  'purchase.season_renewal_not_held': 'No seats are held for this renewal.',
  'purchase.season_renewal_events': 'Choose the events among those the holder’s seat is held in.',
  'purchase.season_renewal_accessible':
    'Renewing accessible seats needs accessible seating for renewals and season package management.',
} as const satisfies Record<SeasonCode, string>;

/** Messages of seasons and season packages, in every shipped locale. */
export const seasonErrorMessages = {
  'en-US': english,
  'en-AU': english,
  'en-GB': english,
  'es-ES': {
    'admin.season_not_found': 'No se ha encontrado la temporada.',
    'admin.season_package_not_found': 'No se ha encontrado el abono de temporada.',
    'admin.season_dates_out_of_order': 'La temporada termina antes de empezar.',
    'admin.season_event_not_found': 'No se ha encontrado uno de los eventos elegidos.',
    'admin.season_package_price_type_not_found': 'No se ha encontrado uno de los tipos de precio elegidos.',
    'admin.season_tickets_disabled': 'Los abonos de temporada no están activados en esta cuenta.',
    'purchase.season_package_not_found': 'Este abono de temporada no está a la venta.',
    'purchase.season_package_no_price': 'Este abono no tiene precio para ese tipo de precio.',
    'purchase.season_package_seat_taken':
      'La butaca {seat} está ocupada en {event}: no se ha añadido el abono.',
    'purchase.season_package_seat_missing': '{event} no tiene la butaca {seat}: no se ha añadido el abono.',
    'purchase.season_package_only': 'Estas butacas solo se venden dentro de un abono de temporada.',
    'purchase.season_package_part':
      'Esta butaca forma parte de un abono de temporada: cambia el abono completo.',
    'admin.season_package_choose_count':
      'Un abono flexible elige al menos un evento y no más de los que tiene su temporada; un abono fijo no elige ninguno.',
    'purchase.season_package_events':
      'Elige exactamente tantos eventos distintos del abono como ofrece (ninguno en un abono fijo).',
    'purchase.season_package_card_required':
      'La compra de abonos de temporada requiere una tarjeta guardada y la autorización para guardarla.',
    'purchase.season_package_no_seats':
      'No hay ninguna butaca libre en el mismo sitio en todos los eventos de este abono.',
    'admin.season_renewal_source_invalid':
      'Elige un abono de otra temporada desde el que renueven sus titulares.',
    'admin.season_renewal_deadline_past': 'La fecha límite de renovación debe ser futura.',
    'admin.season_renewals_rolled': 'Las renovaciones de este abono ya se iniciaron.',
    'purchase.season_renewal_not_found': 'No se ha encontrado la renovación.',
    'purchase.season_renewal_already_renewed': 'Estas butacas ya se renovaron.',
    'purchase.season_renewal_deadline_passed':
      'La fecha límite de renovación ha pasado: las butacas reservadas se liberaron.',
    'purchase.season_renewal_not_held': 'No hay butacas reservadas para esta renovación.',
    'purchase.season_renewal_events':
      'Elige los eventos entre aquellos en los que la butaca del titular está reservada.',
    'purchase.season_renewal_accessible':
      'Renovar butacas accesibles requiere los permisos de butacas accesibles en renovaciones y de gestión de abonos.',
  },
  fr: {
    'admin.season_not_found': 'Saison introuvable.',
    'admin.season_package_not_found': 'Abonnement de saison introuvable.',
    'admin.season_dates_out_of_order': 'La saison se termine avant de commencer.',
    'admin.season_event_not_found': 'Un des événements choisis est introuvable.',
    'admin.season_package_price_type_not_found': 'Un des types de tarif choisis est introuvable.',
    'admin.season_tickets_disabled': 'Les abonnements de saison ne sont pas activés pour ce compte.',
    'purchase.season_package_not_found': 'Cet abonnement de saison n’est pas en vente.',
    'purchase.season_package_no_price': 'Cet abonnement n’a pas de prix pour ce type de tarif.',
    'purchase.season_package_seat_taken':
      'La place {seat} est prise pour {event} : l’abonnement n’a pas été ajouté.',
    'purchase.season_package_seat_missing':
      '{event} n’a pas de place {seat} : l’abonnement n’a pas été ajouté.',
    'purchase.season_package_only': 'Ces places ne se vendent que dans un abonnement de saison.',
    'purchase.season_package_part':
      'Cette place fait partie d’un abonnement de saison : modifiez l’abonnement en entier.',
    'admin.season_package_choose_count':
      'Un abonnement libre choisit au moins un événement et pas plus que sa saison n’en compte ; un abonnement fixe n’en choisit aucun.',
    'purchase.season_package_events':
      'Choisissez exactement autant d’événements différents de l’abonnement qu’il en propose (aucun pour un abonnement fixe).',
    'purchase.season_package_card_required':
      'L’achat d’abonnements de saison demande une carte enregistrée et l’autorisation de l’enregistrer.',
    'purchase.season_package_no_seats':
      'Aucune place n’est libre au même endroit pour tous les événements de cet abonnement.',
    'admin.season_renewal_source_invalid':
      'Choisissez un abonnement d’une autre saison à partir duquel ses titulaires renouvellent.',
    'admin.season_renewal_deadline_past': 'La date limite de renouvellement doit être dans le futur.',
    'admin.season_renewals_rolled': 'Les renouvellements de cet abonnement ont déjà été lancés.',
    'purchase.season_renewal_not_found': 'Renouvellement introuvable.',
    'purchase.season_renewal_already_renewed': 'Ces places ont déjà été renouvelées.',
    'purchase.season_renewal_deadline_passed':
      'La date limite de renouvellement est passée : les places réservées ont été libérées.',
    'purchase.season_renewal_not_held': 'Aucune place n’est réservée pour ce renouvellement.',
    'purchase.season_renewal_events':
      'Choisissez les événements parmi ceux où la place du titulaire est réservée.',
    'purchase.season_renewal_accessible':
      'Renouveler des places accessibles demande les droits places accessibles pour les renouvellements et gestion des abonnements.',
  },
} as const satisfies Record<ShippedLocale, Record<SeasonCode, string>>;
