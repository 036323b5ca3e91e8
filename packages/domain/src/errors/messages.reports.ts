import type { ShippedLocale } from '../format/locales';
import type { ErrorCode } from './catalogue';

type ReportCode = Extract<ErrorCode, `admin.report_${string}`>;

const english = {
  'admin.report_not_allowed': 'Your user group does not allow you to run this report.',
  'admin.report_range_invalid': 'Enter a start date, and an end date on or after it.',
  'admin.report_range_too_long': 'Choose a range of at most 366 days.',
  'admin.report_filter_in_use': 'Cannot delete filter as it is used by a scheduled report.',
  'admin.report_advanced_not_enabled': 'Advanced reporting is not enabled for your account.',
  'admin.report_advanced_layout_invalid':
    'Choose at least one measure, one or two row dimensions and at most one column dimension, each once.',
  'admin.report_server_account_invalid':
    'Enter a report server account as DOMAIN\\user or user: letters, digits, dots, dashes and underscores, at most 64 characters.',
  'admin.report_server_account_taken':
    'Another user already has this report server account. Clear it there first.',
} as const satisfies Record<ReportCode, string>;

/** Messages of the report codes, per locale. */
export const reportErrorMessages = {
  'en-US': english,
  'en-AU': english,
  'en-GB': english,
  'es-ES': {
    'admin.report_not_allowed': 'Tu grupo de usuarios no te permite ver este informe.',
    'admin.report_range_invalid': 'Introduce una fecha de inicio y una fecha de fin igual o posterior.',
    'admin.report_range_too_long': 'Elige un intervalo de 366 días como máximo.',
    'admin.report_filter_in_use': 'No se puede eliminar el filtro porque lo usa un informe programado.',
    'admin.report_advanced_not_enabled': 'Los informes avanzados no están habilitados para tu cuenta.',
    'admin.report_advanced_layout_invalid':
      'Elige al menos una medida, una o dos dimensiones de fila y como máximo una de columna, cada una una sola vez.',
    'admin.report_server_account_invalid':
      'Introduce una cuenta del servidor de informes como DOMINIO\\usuario o usuario: letras, cifras, puntos, guiones y guiones bajos, 64 caracteres como máximo.',
    'admin.report_server_account_taken':
      'Otro usuario ya tiene esta cuenta del servidor de informes. Quítasela primero.',
  },
  fr: {
    'admin.report_not_allowed': 'Votre groupe d’utilisateurs ne vous permet pas de consulter ce rapport.',
    'admin.report_range_invalid': 'Saisissez une date de début, et une date de fin égale ou postérieure.',
    'admin.report_range_too_long': 'Choisissez une période de 366 jours au plus.',
    'admin.report_filter_in_use':
      'Impossible de supprimer le filtre : il est utilisé par un rapport programmé.',
    'admin.report_advanced_not_enabled': 'Les rapports avancés ne sont pas activés pour votre compte.',
    'admin.report_advanced_layout_invalid':
      'Choisissez au moins une mesure, une ou deux dimensions en ligne et au plus une en colonne, chacune une seule fois.',
    'admin.report_server_account_invalid':
      'Saisissez un compte du serveur de rapports sous la forme DOMAINE\\utilisateur ou utilisateur : lettres, chiffres, points, tirets et tirets bas, 64 caractères au plus.',
    'admin.report_server_account_taken':
      'Un autre utilisateur a déjà ce compte du serveur de rapports. Retirez-le-lui d’abord.',
  },
} as const satisfies Record<ShippedLocale, Record<ReportCode, string>>;
