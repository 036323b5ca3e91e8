import type { ShippedLocale } from '../format/locales';
import type { ErrorCode } from './catalogue';

export type GiftCertificateSaleCode = Extract<
  ErrorCode,
  | 'purchase.gift_certificate_offer_not_found'
  | 'purchase.gift_certificate_offer_closed'
  | 'purchase.gift_certificate_amount_out_of_range'
  | 'purchase.gift_certificate_link_not_found'
>;

const english = {
  'purchase.gift_certificate_offer_not_found': 'These gift certificates are not on sale.',
  'purchase.gift_certificate_offer_closed':
    'These gift certificates are no longer on sale: their expiry date has passed.',
  'purchase.gift_certificate_amount_out_of_range': 'Choose an amount from {min} to {max}.',
  'purchase.gift_certificate_link_not_found':
    'This gift certificate link is not valid. Check the link in your email.',
} as const satisfies Record<GiftCertificateSaleCode, string>;

/** Messages of gift certificates bought in the shop, in every shipped locale (decisions/0067). */
export const giftCertificateSaleErrorMessages = {
  'en-US': english,
  'en-AU': english,
  'en-GB': english,
  'es-ES': {
    'purchase.gift_certificate_offer_not_found': 'Estos certificados de regalo no están a la venta.',
    'purchase.gift_certificate_offer_closed':
      'Estos certificados de regalo ya no están a la venta: su fecha de caducidad ha pasado.',
    'purchase.gift_certificate_amount_out_of_range': 'Elige un importe entre {min} y {max}.',
    'purchase.gift_certificate_link_not_found':
      'Este enlace de certificado de regalo no es válido. Comprueba el enlace de tu correo.',
  },
  fr: {
    'purchase.gift_certificate_offer_not_found': 'Ces chèques-cadeaux ne sont pas en vente.',
    'purchase.gift_certificate_offer_closed':
      'Ces chèques-cadeaux ne sont plus en vente : leur date d’expiration est passée.',
    'purchase.gift_certificate_amount_out_of_range': 'Choisissez un montant entre {min} et {max}.',
    'purchase.gift_certificate_link_not_found':
      'Ce lien de chèque-cadeau n’est pas valable. Vérifiez le lien de votre e-mail.',
  },
} as const satisfies Record<ShippedLocale, Record<GiftCertificateSaleCode, string>>;
