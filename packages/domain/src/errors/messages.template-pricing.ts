import type { ShippedLocale } from '../format/locales';
import type { ErrorCode } from './catalogue';

type TemplatePricingCode = Extract<
  ErrorCode,
  | `admin.price_level_${string}`
  | `admin.price_table_${string}`
  | `admin.price_change_${string}`
  | 'admin.choice_unavailable'
  | 'admin.default_map_not_listed'
  | 'admin.duplicate_entry'
>;

const enUS = {
  'admin.price_level_not_found': 'Price level not found.',
  'admin.price_level_archived': 'This price level is archived. An archived price level cannot be unarchived.',
  'admin.price_level_replacement_required':
    '{count} seats are painted with this price level: choose a replacement price level for them.',
  'admin.price_level_replacement_invalid': 'Choose another, active price level of the same event.',
  'admin.price_table_type_not_table':
    'Only price types whose offset type is Table take a price here; the others are worked out.',
  'admin.price_change_not_found': 'Price change request not found.',
  'admin.price_change_transition_invalid':
    'This price change request cannot take that step now: a draft can be changed or sent for approval, a request awaiting approval can be approved or denied, and approved or denied requests are final.',
  'admin.price_change_own_request':
    'Someone other than the person who asked for approval must approve or deny this request.',
  'admin.price_change_duplicate_item': 'This price is already changed by another line of the request.',
  'admin.choice_unavailable': 'This choice is archived or no longer exists. Pick another one.',
  'admin.default_map_not_listed': 'The default map must be one of the maps chosen.',
  'admin.duplicate_entry': 'This entry appears twice. Keep one.',
} as const satisfies Record<TemplatePricingCode, string>;

/** Messages of the template pricing codes, per locale. */
export const templatePricingErrorMessages = {
  'en-US': enUS,
  'en-AU': enUS,
  'en-GB': enUS,
  'es-ES': {
    'admin.price_level_not_found': 'No se ha encontrado el nivel de precio.',
    'admin.price_level_archived':
      'Este nivel de precio está archivado. Un nivel de precio archivado no se puede desarchivar.',
    'admin.price_level_replacement_required':
      'Hay {count} asientos pintados con este nivel de precio: elige un nivel de precio que lo sustituya.',
    'admin.price_level_replacement_invalid': 'Elige otro nivel de precio activo del mismo evento.',
    'admin.price_table_type_not_table':
      'Aquí solo llevan precio los tipos de precio con desplazamiento de tipo Tabla; los demás se calculan.',
    'admin.price_change_not_found': 'No se ha encontrado la solicitud de cambio de precio.',
    'admin.price_change_transition_invalid':
      'Esta solicitud de cambio de precio no admite ese paso ahora: un borrador se puede cambiar o enviar a aprobación, una solicitud pendiente de aprobación se puede aprobar o denegar, y las aprobadas o denegadas son definitivas.',
    'admin.price_change_own_request':
      'Otra persona distinta de quien pidió la aprobación debe aprobar o denegar esta solicitud.',
    'admin.price_change_duplicate_item': 'Otra línea de la solicitud ya cambia este precio.',
    'admin.choice_unavailable': 'Esta opción está archivada o ya no existe. Elige otra.',
    'admin.default_map_not_listed': 'El mapa predeterminado debe ser uno de los mapas elegidos.',
    'admin.duplicate_entry': 'Esta entrada aparece dos veces. Deja solo una.',
  },
  fr: {
    'admin.price_level_not_found': 'Niveau de prix introuvable.',
    'admin.price_level_archived':
      'Ce niveau de prix est archivé. Un niveau de prix archivé ne peut pas être désarchivé.',
    'admin.price_level_replacement_required':
      '{count} places sont peintes avec ce niveau de prix : choisissez un niveau de prix de remplacement.',
    'admin.price_level_replacement_invalid': 'Choisissez un autre niveau de prix actif du même événement.',
    'admin.price_table_type_not_table':
      'Seuls les types de prix dont le décalage est de type Table prennent un prix ici ; les autres sont calculés.',
    'admin.price_change_not_found': 'Demande de changement de prix introuvable.',
    'admin.price_change_transition_invalid':
      'Cette demande de changement de prix ne peut pas franchir cette étape maintenant : un brouillon peut être modifié ou soumis à approbation, une demande en attente peut être approuvée ou refusée, et les demandes approuvées ou refusées sont définitives.',
    'admin.price_change_own_request':
      'Une autre personne que celle qui a demandé l’approbation doit approuver ou refuser cette demande.',
    'admin.price_change_duplicate_item': 'Une autre ligne de la demande change déjà ce prix.',
    'admin.choice_unavailable': 'Ce choix est archivé ou n’existe plus. Choisissez-en un autre.',
    'admin.default_map_not_listed': 'La carte par défaut doit faire partie des cartes choisies.',
    'admin.duplicate_entry': 'Cette entrée apparaît deux fois. N’en gardez qu’une.',
  },
} as const satisfies Record<ShippedLocale, Record<TemplatePricingCode, string>>;
