import type { ShippedLocale } from '../format/locales';
import type { ErrorCode } from './catalogue';

type SftpCode = Extract<ErrorCode, `admin.sftp_${string}`>;

const english = {
  'admin.sftp_credentials_exactly_one': 'Enter a password or a private key, exactly one.',
  'admin.sftp_private_key_invalid':
    'The private key could not be read. Paste an unencrypted private key in OpenSSH or PEM format.',
  'admin.sftp_not_configured': 'Set up the SFTP data export in account settings first.',
  'admin.sftp_unreachable': 'Could not reach the SFTP server. Check the host and the port.',
  'admin.sftp_auth_failed': 'The SFTP server refused the user name with this password or private key.',
  'admin.sftp_host_key_mismatch':
    'The SFTP server’s host key does not match the fingerprint in the settings.',
  'admin.sftp_upload_failed':
    'The file could not be written to the remote folder. Check that the folder exists and that the user may write to it.',
  'admin.sftp_host_private':
    'This host is a private or local network address. Enter the address of an SFTP server reachable from the internet.',
} as const satisfies Record<SftpCode, string>;

/** Messages of the SFTP data-export codes, per locale. */
export const sftpErrorMessages = {
  'en-US': english,
  'en-AU': english,
  'en-GB': english,
  'es-ES': {
    'admin.sftp_credentials_exactly_one':
      'Introduce una contraseña o una clave privada, solo una de las dos.',
    'admin.sftp_private_key_invalid':
      'No se ha podido leer la clave privada. Pega una clave privada sin cifrar en formato OpenSSH o PEM.',
    'admin.sftp_not_configured':
      'Configura antes la exportación de datos por SFTP en los ajustes de la cuenta.',
    'admin.sftp_unreachable': 'No se ha podido conectar con el servidor SFTP. Comprueba el host y el puerto.',
    'admin.sftp_auth_failed': 'El servidor SFTP ha rechazado el usuario con esta contraseña o clave privada.',
    'admin.sftp_host_key_mismatch':
      'La clave del servidor SFTP no coincide con la huella digital de los ajustes.',
    'admin.sftp_upload_failed':
      'No se ha podido escribir el archivo en la carpeta remota. Comprueba que la carpeta existe y que el usuario puede escribir en ella.',
    'admin.sftp_host_private':
      'Este host es una dirección de red privada o local. Introduce la dirección de un servidor SFTP accesible desde internet.',
  },
  fr: {
    'admin.sftp_credentials_exactly_one': 'Saisissez un mot de passe ou une clé privée, un seul des deux.',
    'admin.sftp_private_key_invalid':
      'La clé privée est illisible. Collez une clé privée non chiffrée au format OpenSSH ou PEM.',
    'admin.sftp_not_configured': 'Configurez d’abord l’export de données SFTP dans les paramètres du compte.',
    'admin.sftp_unreachable': 'Le serveur SFTP est injoignable. Vérifiez l’hôte et le port.',
    'admin.sftp_auth_failed':
      'Le serveur SFTP a refusé l’utilisateur avec ce mot de passe ou cette clé privée.',
    'admin.sftp_host_key_mismatch':
      'La clé d’hôte du serveur SFTP ne correspond pas à l’empreinte des paramètres.',
    'admin.sftp_upload_failed':
      'Le fichier n’a pas pu être écrit dans le dossier distant. Vérifiez que le dossier existe et que l’utilisateur peut y écrire.',
    'admin.sftp_host_private':
      'Cet hôte est une adresse de réseau privé ou local. Saisissez l’adresse d’un serveur SFTP joignable depuis internet.',
  },
} as const satisfies Record<ShippedLocale, Record<SftpCode, string>>;
