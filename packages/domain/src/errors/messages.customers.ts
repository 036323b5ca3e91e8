import type { ShippedLocale } from '../format/locales';
import type { ErrorCode } from './catalogue';
import type { GiftCertificateSaleCode } from './messages.gift-certificate-sales';

type CustomerCode = Exclude<
  Extract<
    ErrorCode,
    | `admin.customer_${string}`
    | `admin.payment_setting_${string}`
    | `admin.gift_certificate_${string}`
    | 'purchase.customer_not_found'
    | 'purchase.comp_type_required'
    | 'purchase.custom_payment_type_required'
    | 'purchase.partner_required'
    | `purchase.gift_certificate_${string}`
  >,
  GiftCertificateSaleCode
>;

const english = {
  'admin.customer_not_found': 'Customer not found.',
  'admin.customer_email_taken': 'Another customer already uses this email address.',
  'admin.customer_tag_duplicate': 'A customer tag with this name already exists.',
  'admin.customer_tag_not_found': 'Customer tag not found.',
  'admin.customer_tag_unknown': 'This customer tag is not defined in the account settings.',
  'admin.payment_setting_not_found': 'This payment setting was not found.',
  'admin.payment_setting_duplicate': 'An entry with this name already exists.',
  'admin.gift_certificate_not_found': 'Gift certificate not found.',
  'admin.gift_certificate_number_invalid': 'A gift certificate number has 6 to 20 digits.',
  'admin.gift_certificate_number_taken': 'Another gift certificate already has this number.',
  'admin.gift_certificate_redeemed':
    'Cannot cancel gift certificate(s) that has been total or partially redeemed.',
  'purchase.customer_not_found': 'Customer not found.',
  'purchase.comp_type_required': 'Choose a comp type for the comp payment.',
  'purchase.custom_payment_type_required': 'Choose a custom payment type.',
  'purchase.partner_required': 'This payment method requires a partner.',
  'purchase.gift_certificate_not_found': 'No gift certificate has this number.',
  'purchase.gift_certificate_expired': 'This gift certificate has expired.',
  'purchase.gift_certificate_voided': 'This gift certificate has been canceled.',
  'purchase.gift_certificate_insufficient_balance':
    'The gift certificate balance is {balance}, less than the amount applied.',
  'purchase.gift_certificate_exceeds_total': 'A gift certificate cannot pay more than the order total.',
} as const satisfies Record<CustomerCode, string>;

/** Messages of the customer, payment settings and gift certificate codes, per locale. */
export const customerErrorMessages = {
  'en-US': english,
  'en-AU': english,
  'en-GB': english,
  'es-ES': {
    'admin.customer_not_found': 'Cliente no encontrado.',
    'admin.customer_email_taken': 'Otro cliente ya usa esta dirección de correo electrónico.',
    'admin.customer_tag_duplicate': 'Ya existe una etiqueta de cliente con este nombre.',
    'admin.customer_tag_not_found': 'Etiqueta de cliente no encontrada.',
    'admin.customer_tag_unknown':
      'Esta etiqueta de cliente no está definida en la configuración de la cuenta.',
    'admin.payment_setting_not_found': 'No se ha encontrado este ajuste de pago.',
    'admin.payment_setting_duplicate': 'Ya existe una entrada con este nombre.',
    'admin.gift_certificate_not_found': 'Certificado de regalo no encontrado.',
    'admin.gift_certificate_number_invalid': 'El número de un certificado de regalo tiene de 6 a 20 dígitos.',
    'admin.gift_certificate_number_taken': 'Otro certificado de regalo ya tiene este número.',
    'admin.gift_certificate_redeemed':
      'No se pueden cancelar certificados de regalo canjeados total o parcialmente.',
    'purchase.customer_not_found': 'Cliente no encontrado.',
    'purchase.comp_type_required': 'Elige un tipo de invitación para el pago de cortesía.',
    'purchase.custom_payment_type_required': 'Elige un tipo de pago personalizado.',
    'purchase.partner_required': 'Este método de pago requiere un socio.',
    'purchase.gift_certificate_not_found': 'Ningún certificado de regalo tiene este número.',
    'purchase.gift_certificate_expired': 'Este certificado de regalo ha caducado.',
    'purchase.gift_certificate_voided': 'Este certificado de regalo ha sido cancelado.',
    'purchase.gift_certificate_insufficient_balance':
      'El saldo del certificado de regalo es {balance}, inferior al importe aplicado.',
    'purchase.gift_certificate_exceeds_total':
      'Un certificado de regalo no puede pagar más que el total del pedido.',
  },
  fr: {
    'admin.customer_not_found': 'Client introuvable.',
    'admin.customer_email_taken': 'Un autre client utilise déjà cette adresse e-mail.',
    'admin.customer_tag_duplicate': 'Une étiquette client portant ce nom existe déjà.',
    'admin.customer_tag_not_found': 'Étiquette client introuvable.',
    'admin.customer_tag_unknown': 'Cette étiquette client n’est pas définie dans les paramètres du compte.',
    'admin.payment_setting_not_found': 'Ce paramètre de paiement est introuvable.',
    'admin.payment_setting_duplicate': 'Une entrée portant ce nom existe déjà.',
    'admin.gift_certificate_not_found': 'Chèque-cadeau introuvable.',
    'admin.gift_certificate_number_invalid': 'Le numéro d’un chèque-cadeau comporte 6 à 20 chiffres.',
    'admin.gift_certificate_number_taken': 'Un autre chèque-cadeau porte déjà ce numéro.',
    'admin.gift_certificate_redeemed':
      'Impossible d’annuler un chèque-cadeau utilisé en totalité ou en partie.',
    'purchase.customer_not_found': 'Client introuvable.',
    'purchase.comp_type_required': 'Choisissez un type d’invitation pour ce paiement.',
    'purchase.custom_payment_type_required': 'Choisissez un type de paiement personnalisé.',
    'purchase.partner_required': 'Ce moyen de paiement exige un partenaire.',
    'purchase.gift_certificate_not_found': 'Aucun chèque-cadeau ne porte ce numéro.',
    'purchase.gift_certificate_expired': 'Ce chèque-cadeau a expiré.',
    'purchase.gift_certificate_voided': 'Ce chèque-cadeau a été annulé.',
    'purchase.gift_certificate_insufficient_balance':
      'Le solde du chèque-cadeau est de {balance}, inférieur au montant appliqué.',
    'purchase.gift_certificate_exceeds_total':
      'Un chèque-cadeau ne peut pas payer plus que le total de la commande.',
  },
} as const satisfies Record<ShippedLocale, Record<CustomerCode, string>>;
