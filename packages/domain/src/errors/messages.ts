import type { ShippedLocale } from '../format/locales';
import type { ErrorCode } from './catalogue';
import { inventoryErrorMessages } from './messages.inventory';

export type ErrorMessages = Record<ErrorCode, string>;

/**
 * Error messages per locale, shared by the server (the `message` of each error) and the web
 * app (the `errors.*` namespace). `{field}`-style placeholders are filled by the caller.
 */
export const errorMessages = {
  'en-US': {
    ...inventoryErrorMessages['en-US'],
    'common.validation_failed': 'Some fields need your attention.',
    'common.bad_request': 'The request could not be understood.',
    'common.not_found': 'Page not found',
    'common.method_not_allowed': 'This action is not available here.',
    'common.payload_too_large': 'The request is too large.',
    'common.rate_limited': 'Too many requests. Please wait a moment and try again.',
    'common.internal': 'We’re sorry, something went wrong on our side.',
    'auth.unauthenticated': 'Please sign in to continue.',
    'auth.invalid_credentials': 'Unable to login with this email and password.',
    'auth.too_many_attempts': 'Too many sign-in attempts. Please wait a few minutes and try again.',
    'auth.permission_denied':
      'Permission denied. You do not have the appropriate level of access to view this page.',
    'admin.mail_send_failed': 'Error sending e-mail.',
    'purchase.shop_not_found': 'There is no shop at this address.',
  },
  'en-AU': {
    ...inventoryErrorMessages['en-AU'],
    'common.validation_failed': 'Some fields need your attention.',
    'common.bad_request': 'The request could not be understood.',
    'common.not_found': 'Page not found',
    'common.method_not_allowed': 'This action is not available here.',
    'common.payload_too_large': 'The request is too large.',
    'common.rate_limited': 'Too many requests. Please wait a moment and try again.',
    'common.internal': 'We’re sorry, something went wrong on our side.',
    'auth.unauthenticated': 'Please sign in to continue.',
    'auth.invalid_credentials': 'Unable to login with this email and password.',
    'auth.too_many_attempts': 'Too many sign-in attempts. Please wait a few minutes and try again.',
    'auth.permission_denied':
      'Permission denied. You do not have the appropriate level of access to view this page.',
    'admin.mail_send_failed': 'Error sending e-mail.',
    'purchase.shop_not_found': 'There is no shop at this address.',
  },
  'en-GB': {
    ...inventoryErrorMessages['en-GB'],
    'common.validation_failed': 'Some fields need your attention.',
    'common.bad_request': 'The request could not be understood.',
    'common.not_found': 'Page not found',
    'common.method_not_allowed': 'This action is not available here.',
    'common.payload_too_large': 'The request is too large.',
    'common.rate_limited': 'Too many requests. Please wait a moment and try again.',
    'common.internal': 'We’re sorry, something went wrong on our side.',
    'auth.unauthenticated': 'Please sign in to continue.',
    'auth.invalid_credentials': 'Unable to login with this email and password.',
    'auth.too_many_attempts': 'Too many sign-in attempts. Please wait a few minutes and try again.',
    'auth.permission_denied':
      'Permission denied. You do not have the appropriate level of access to view this page.',
    'admin.mail_send_failed': 'Error sending e-mail.',
    'purchase.shop_not_found': 'There is no shop at this address.',
  },
  'es-ES': {
    ...inventoryErrorMessages['es-ES'],
    'common.validation_failed': 'Algunos campos necesitan tu atención.',
    'common.bad_request': 'No se ha podido entender la solicitud.',
    'common.not_found': 'Página no encontrada',
    'common.method_not_allowed': 'Esta acción no está disponible aquí.',
    'common.payload_too_large': 'La solicitud es demasiado grande.',
    'common.rate_limited': 'Demasiadas solicitudes. Espera un momento y vuelve a intentarlo.',
    'common.internal': 'Lo sentimos, algo ha fallado por nuestra parte.',
    'auth.unauthenticated': 'Inicia sesión para continuar.',
    'auth.invalid_credentials': 'No se puede iniciar sesión con este correo electrónico y contraseña.',
    'auth.too_many_attempts':
      'Demasiados intentos de inicio de sesión. Espera unos minutos y vuelve a intentarlo.',
    'auth.permission_denied': 'Permiso denegado. No tienes el nivel de acceso adecuado para ver esta página.',
    'admin.mail_send_failed': 'Error al enviar el correo electrónico.',
    'purchase.shop_not_found': 'No hay ninguna tienda en esta dirección.',
  },
  fr: {
    ...inventoryErrorMessages.fr,
    'common.validation_failed': 'Certains champs demandent votre attention.',
    'common.bad_request': 'La requête n’a pas pu être comprise.',
    'common.not_found': 'Page introuvable',
    'common.method_not_allowed': 'Cette action n’est pas disponible ici.',
    'common.payload_too_large': 'La requête est trop volumineuse.',
    'common.rate_limited': 'Trop de requêtes. Veuillez patienter un instant puis réessayer.',
    'common.internal': 'Nous sommes désolés, une erreur s’est produite de notre côté.',
    'auth.unauthenticated': 'Veuillez vous connecter pour continuer.',
    'auth.invalid_credentials': 'Impossible de se connecter avec cet e-mail et ce mot de passe.',
    'auth.too_many_attempts':
      'Trop de tentatives de connexion. Veuillez patienter quelques minutes puis réessayer.',
    'auth.permission_denied':
      'Permission refusée. Vous n’avez pas le niveau d’accès nécessaire pour voir cette page.',
    'admin.mail_send_failed': 'Erreur lors de l’envoi de l’e-mail.',
    'purchase.shop_not_found': 'Il n’y a pas de boutique à cette adresse.',
  },
} as const satisfies Record<ShippedLocale, ErrorMessages>;
