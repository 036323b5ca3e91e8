import type { ShippedLocale } from '../format/locales';
import type { ErrorCode } from './catalogue';

export type WalletPassCode = Extract<
  ErrorCode,
  | 'purchase.wallet_pass_not_configured'
  | 'purchase.wallet_pass_ticket_unavailable'
  | 'admin.wallet_pass_credentials_required'
  | 'admin.wallet_pass_certificate_invalid'
  | 'admin.wallet_pass_key_invalid'
  | 'admin.wallet_pass_key_mismatch'
>;

const english = {
  'purchase.wallet_pass_not_configured':
    'Mobile-wallet passes are not available for these tickets. Download the PDF tickets instead.',
  'purchase.wallet_pass_ticket_unavailable':
    'This ticket is no longer valid (it was cancelled, exchanged or transferred), so it has no wallet pass.',
  'admin.wallet_pass_credentials_required':
    'Add the pass signing certificate, its private key and the Apple WWDR certificate.',
  'admin.wallet_pass_certificate_invalid': 'This is not a PEM certificate (-----BEGIN CERTIFICATE-----).',
  'admin.wallet_pass_key_invalid':
    'The private key cannot be read: check it is a PEM private key and that the password is right.',
  'admin.wallet_pass_key_mismatch': 'This private key does not belong to the pass signing certificate.',
} as const satisfies Record<WalletPassCode, string>;

/** Messages of mobile-wallet passes and their settings, in every shipped locale (decisions/0088). */
export const walletPassErrorMessages = {
  'en-US': english,
  'en-AU': english,
  'en-GB': english,
  'es-ES': {
    'purchase.wallet_pass_not_configured':
      'Estas entradas no tienen pases para el monedero del móvil. Descarga las entradas en PDF.',
    'purchase.wallet_pass_ticket_unavailable':
      'Esta entrada ya no es válida (se canceló, se cambió o se transfirió), así que no tiene pase para el monedero.',
    'admin.wallet_pass_credentials_required':
      'Añade el certificado de firma de pases, su clave privada y el certificado WWDR de Apple.',
    'admin.wallet_pass_certificate_invalid': 'No es un certificado PEM (-----BEGIN CERTIFICATE-----).',
    'admin.wallet_pass_key_invalid':
      'No se puede leer la clave privada: comprueba que sea una clave privada PEM y que la contraseña sea correcta.',
    'admin.wallet_pass_key_mismatch': 'Esta clave privada no corresponde al certificado de firma de pases.',
  },
  fr: {
    'purchase.wallet_pass_not_configured':
      'Ces billets n’ont pas de pass pour le portefeuille mobile. Téléchargez plutôt les billets en PDF.',
    'purchase.wallet_pass_ticket_unavailable':
      'Ce billet n’est plus valable (annulé, échangé ou transféré) : il n’a pas de pass pour le portefeuille.',
    'admin.wallet_pass_credentials_required':
      'Ajoutez le certificat de signature des pass, sa clé privée et le certificat WWDR d’Apple.',
    'admin.wallet_pass_certificate_invalid': 'Ce n’est pas un certificat PEM (-----BEGIN CERTIFICATE-----).',
    'admin.wallet_pass_key_invalid':
      'La clé privée est illisible : vérifiez qu’il s’agit d’une clé privée PEM et que le mot de passe est le bon.',
    'admin.wallet_pass_key_mismatch':
      'Cette clé privée ne correspond pas au certificat de signature des pass.',
  },
} as const satisfies Record<ShippedLocale, Record<WalletPassCode, string>>;
