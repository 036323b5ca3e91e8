import type { ShippedLocale } from '../format/locales';
import type { ErrorCode } from './catalogue';

type TranslationCode = Extract<ErrorCode, `admin.translation_${string}`>;

const english = {
  'admin.translation_key_unknown': 'There is no interface text with the key {key}.',
  'admin.translation_text_empty': 'Enter the text to show, or remove the override.',
  'admin.translation_text_too_long': 'The text can be at most {max} characters long.',
  'admin.translation_placeholder_unknown':
    'The text uses {placeholder}, which this interface text does not fill in. Use only: {allowed}.',
} as const satisfies Record<TranslationCode, string>;

/** Messages of the text-override codes, per locale. */
export const translationErrorMessages = {
  'en-US': english,
  'en-AU': english,
  'en-GB': english,
  'es-ES': {
    'admin.translation_key_unknown': 'No hay ningún texto de la interfaz con la clave {key}.',
    'admin.translation_text_empty': 'Introduce el texto que se mostrará o elimina la sustitución.',
    'admin.translation_text_too_long': 'El texto puede tener como máximo {max} caracteres.',
    'admin.translation_placeholder_unknown':
      'El texto usa {placeholder}, que este texto de la interfaz no rellena. Usa solo: {allowed}.',
  },
  fr: {
    'admin.translation_key_unknown': 'Aucun texte de l’interface n’a la clé {key}.',
    'admin.translation_text_empty': 'Saisissez le texte à afficher, ou supprimez le remplacement.',
    'admin.translation_text_too_long': 'Le texte peut contenir au plus {max} caractères.',
    'admin.translation_placeholder_unknown':
      'Le texte utilise {placeholder}, que ce texte de l’interface ne remplit pas. Utilisez seulement : {allowed}.',
  },
} as const satisfies Record<ShippedLocale, Record<TranslationCode, string>>;
