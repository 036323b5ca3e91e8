import type { ShippedLocale } from '../format/locales';
import type { ErrorCode } from './catalogue';

type AccountsCode = Extract<
  ErrorCode,
  | 'auth.customer_email_registered'
  | 'auth.email_not_verified'
  | 'auth.verification_invalid'
  | 'auth.verification_resend_too_soon'
  | 'auth.current_password_incorrect'
  | 'auth.account_deletion_not_offered'
  | 'purchase.stored_card_not_found'
  | 'admin.email_template_not_txt'
  | `admin.delivery_plan_${string}`
  | `purchase.delivery_${string}`
>;

const enUS = {
  'auth.customer_email_registered': 'This email has already been registered. Please log in to continue.',
  'auth.email_not_verified': 'Please verify your email address first. We sent you a link.',
  'auth.verification_invalid': 'This verification link was already used or has expired. Request a new one.',
  'auth.verification_resend_too_soon': 'Please wait {seconds} seconds before asking for another email.',
  'auth.current_password_incorrect': 'Your current password is not correct.',
  'auth.account_deletion_not_offered':
    'This venue does not let you delete your account here. Contact the box office.',
  'purchase.stored_card_not_found': 'This stored card was not found.',
  'admin.delivery_plan_not_found': 'Delivery plan not found.',
  'admin.delivery_plan_in_use': 'This delivery plan is used by an event template and cannot be deleted.',
  'purchase.delivery_method_required': 'Choose how the tickets are delivered.',
  'purchase.delivery_method_unavailable': 'This delivery method is not available for these tickets.',
  'purchase.delivery_address_required': 'Tickets sent by mail need a postal address.',
  'purchase.delivery_international_not_allowed': 'This delivery method does not ship outside the country.',
  'admin.email_template_not_txt': 'Email templates must be .txt files of plain text.',
} as const;

/** Messages of the shop customer account and delivery plan errors, in the five locales. */
export const accountsErrorMessages = {
  'en-US': enUS,
  'en-AU': enUS,
  'en-GB': enUS,
  'es-ES': {
    'auth.customer_email_registered':
      'Este correo electrónico ya está registrado. Inicia sesión para continuar.',
    'auth.email_not_verified':
      'Verifica primero tu dirección de correo electrónico. Te hemos enviado un enlace.',
    'auth.verification_invalid':
      'Este enlace de verificación ya se ha usado o ha caducado. Solicita uno nuevo.',
    'auth.verification_resend_too_soon': 'Espera {seconds} segundos antes de pedir otro correo.',
    'auth.current_password_incorrect': 'Tu contraseña actual no es correcta.',
    'auth.account_deletion_not_offered':
      'Este recinto no permite eliminar tu cuenta aquí. Ponte en contacto con la taquilla.',
    'purchase.stored_card_not_found': 'No se ha encontrado esta tarjeta guardada.',
    'admin.delivery_plan_not_found': 'No se ha encontrado el plan de entrega.',
    'admin.delivery_plan_in_use': 'Una plantilla de evento usa este plan de entrega y no se puede eliminar.',
    'purchase.delivery_method_required': 'Elige cómo se entregan las entradas.',
    'purchase.delivery_method_unavailable': 'Este método de entrega no está disponible para estas entradas.',
    'purchase.delivery_address_required': 'Las entradas enviadas por correo postal necesitan una dirección.',
    'purchase.delivery_international_not_allowed': 'Este método de entrega no envía fuera del país.',
    'admin.email_template_not_txt': 'Las plantillas de correo deben ser archivos .txt de texto sin formato.',
  },
  fr: {
    'auth.customer_email_registered':
      'Cet e-mail est déjà enregistré. Veuillez vous connecter pour continuer.',
    'auth.email_not_verified':
      'Veuillez d’abord vérifier votre adresse e-mail. Nous vous avons envoyé un lien.',
    'auth.verification_invalid': 'Ce lien de vérification a déjà servi ou a expiré. Demandez-en un nouveau.',
    'auth.verification_resend_too_soon':
      'Veuillez attendre {seconds} secondes avant de demander un autre e-mail.',
    'auth.current_password_incorrect': 'Votre mot de passe actuel est incorrect.',
    'auth.account_deletion_not_offered':
      'Ce lieu ne permet pas de supprimer votre compte ici. Contactez la billetterie.',
    'purchase.stored_card_not_found': 'Cette carte enregistrée est introuvable.',
    'admin.delivery_plan_not_found': 'Plan de livraison introuvable.',
    'admin.delivery_plan_in_use':
      'Ce plan de livraison est utilisé par un modèle d’événement et ne peut pas être supprimé.',
    'purchase.delivery_method_required': 'Choisissez le mode de livraison des billets.',
    'purchase.delivery_method_unavailable': 'Ce mode de livraison n’est pas disponible pour ces billets.',
    'purchase.delivery_address_required':
      'Les billets envoyés par courrier ont besoin d’une adresse postale.',
    'purchase.delivery_international_not_allowed': 'Ce mode de livraison n’expédie pas hors du pays.',
    'admin.email_template_not_txt': 'Les modèles d’e-mail doivent être des fichiers .txt en texte brut.',
  },
} as const satisfies Record<ShippedLocale, Record<AccountsCode, string>>;
