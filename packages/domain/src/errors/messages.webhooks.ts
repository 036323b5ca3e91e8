import type { ShippedLocale } from '../format/locales';
import type { ErrorCode } from './catalogue';

type WebhookCode = Extract<ErrorCode, `admin.webhook_${string}`>;

const english = {
  'admin.webhook_url_invalid': 'Enter a full web address, such as https://example.com/hooks.',
  'admin.webhook_url_not_https': 'Webhook addresses must start with https://.',
  'admin.webhook_url_private':
    'Webhook addresses must be public: local and private network addresses are not allowed.',
  'admin.webhook_not_allowed': 'Your user group does not allow you to use this webhook.',
} as const satisfies Record<WebhookCode, string>;

/** Messages of the webhook codes, per locale. */
export const webhookErrorMessages = {
  'en-US': english,
  'en-AU': english,
  'en-GB': english,
  'es-ES': {
    'admin.webhook_url_invalid': 'Introduce una dirección web completa, como https://example.com/hooks.',
    'admin.webhook_url_not_https': 'Las direcciones de webhook deben empezar por https://.',
    'admin.webhook_url_private':
      'Las direcciones de webhook deben ser públicas: no se permiten direcciones locales ni de redes privadas.',
    'admin.webhook_not_allowed': 'Tu grupo de usuarios no te permite usar este webhook.',
  },
  fr: {
    'admin.webhook_url_invalid': 'Saisissez une adresse web complète, comme https://example.com/hooks.',
    'admin.webhook_url_not_https': 'Les adresses de webhook doivent commencer par https://.',
    'admin.webhook_url_private':
      'Les adresses de webhook doivent être publiques : les adresses locales et de réseaux privés ne sont pas autorisées.',
    'admin.webhook_not_allowed': 'Votre groupe d’utilisateurs ne vous permet pas d’utiliser ce webhook.',
  },
} as const satisfies Record<ShippedLocale, Record<WebhookCode, string>>;
