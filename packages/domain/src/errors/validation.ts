import type { ShippedLocale } from '../format/locales';

/** Field-level validation problems, shown beside the field (per-locale text below). */
export const validationKeys = [
  'required',
  'too_short',
  'too_long',
  'too_small',
  'too_small_exclusive',
  'too_big',
  'invalid_email',
  'invalid_format',
  'invalid_choice',
  'invalid_type',
  'not_allowed',
  'invalid',
  'password_too_short',
  'password_needs_lowercase',
  'password_needs_uppercase',
  'password_needs_number',
  'password_needs_symbol',
  'passwords_do_not_match',
  'invalid_characters',
  'date_out_of_range',
  'web_address',
] as const;
export type ValidationKey = (typeof validationKeys)[number];

/** Australian and British English share the US wording of these messages. */
const englishValidation = {
  required: 'This field is required',
  too_short: 'Must be at least {min} characters',
  too_long: 'Max length is {max} characters',
  too_small: 'Must be {min} or more',
  too_small_exclusive: 'Must be higher than {min}',
  too_big: "Can't be higher than {max}",
  invalid_email: 'Enter a valid email address',
  invalid_format: 'This value has the wrong format',
  invalid_choice: 'Choose one of the allowed values',
  invalid_type: 'This value has the wrong type',
  not_allowed: 'This field is not allowed',
  invalid: 'This value is not valid',
  password_too_short: 'Use at least 8 characters',
  password_needs_lowercase: 'Include a lowercase letter',
  password_needs_uppercase: 'Include an uppercase letter',
  password_needs_number: 'Include a number',
  password_needs_symbol: 'Include a symbol',
  passwords_do_not_match: 'Your passwords do not match',
  invalid_characters: 'This value contains characters that are not allowed',
  date_out_of_range: 'Enter a date between the years {min} and {max}',
  web_address: 'Enter a web address starting with https:// or http://',
} as const;

export const validationMessages = {
  'en-US': englishValidation,
  'en-AU': englishValidation,
  'en-GB': englishValidation,
  'es-ES': {
    required: 'Este campo es obligatorio',
    too_short: 'Debe tener al menos {min} caracteres',
    too_long: 'La longitud máxima es de {max} caracteres',
    too_small: 'Debe ser {min} o más',
    too_small_exclusive: 'Debe ser mayor que {min}',
    too_big: 'No puede ser mayor que {max}',
    invalid_email: 'Introduce una dirección de correo electrónico válida',
    invalid_format: 'Este valor no tiene el formato correcto',
    invalid_choice: 'Elige uno de los valores permitidos',
    invalid_type: 'Este valor no es del tipo correcto',
    not_allowed: 'Este campo no está permitido',
    invalid: 'Este valor no es válido',
    password_too_short: 'Usa al menos 8 caracteres',
    password_needs_lowercase: 'Incluye una letra minúscula',
    password_needs_uppercase: 'Incluye una letra mayúscula',
    password_needs_number: 'Incluye un número',
    password_needs_symbol: 'Incluye un símbolo',
    passwords_do_not_match: 'Las contraseñas no coinciden',
    invalid_characters: 'Este valor contiene caracteres no permitidos',
    date_out_of_range: 'Introduce una fecha entre los años {min} y {max}',
    web_address: 'Introduce una dirección web que empiece por https:// o http://',
  },
  fr: {
    required: 'Ce champ est obligatoire',
    too_short: 'Doit contenir au moins {min} caractères',
    too_long: 'La longueur maximale est de {max} caractères',
    too_small: 'Doit être supérieur ou égal à {min}',
    too_small_exclusive: 'Doit être supérieur à {min}',
    too_big: 'Ne peut pas dépasser {max}',
    invalid_email: 'Saisissez une adresse e-mail valide',
    invalid_format: 'Cette valeur n’a pas le bon format',
    invalid_choice: 'Choisissez l’une des valeurs autorisées',
    invalid_type: 'Cette valeur n’est pas du bon type',
    not_allowed: 'Ce champ n’est pas autorisé',
    invalid: 'Cette valeur n’est pas valide',
    password_too_short: 'Utilisez au moins 8 caractères',
    password_needs_lowercase: 'Ajoutez une lettre minuscule',
    password_needs_uppercase: 'Ajoutez une lettre majuscule',
    password_needs_number: 'Ajoutez un chiffre',
    password_needs_symbol: 'Ajoutez un symbole',
    passwords_do_not_match: 'Vos mots de passe ne correspondent pas',
    invalid_characters: 'Cette valeur contient des caractères non autorisés',
    date_out_of_range: 'Saisissez une date entre les années {min} et {max}',
    web_address: 'Saisissez une adresse web commençant par https:// ou http://',
  },
} as const satisfies Record<ShippedLocale, Record<ValidationKey, string>>;

/** Fills `{name}` placeholders; unknown names stay as written. */
export function interpolate(
  template: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
