import type { ShippedLocale } from '../format/locales';
import type { ErrorCode } from './catalogue';

/** Template packages and event plans sold as one basket line (decisions/0112). */
type BundleCode = Extract<ErrorCode, `${string}.bundle_${string}`>;

const english = {
  'purchase.bundle_not_found': 'This package or event plan is not on sale for this event.',
  'purchase.bundle_seats_unavailable':
    'Not enough seats left at {level} in {event} for this package: nothing was added.',
  'purchase.bundle_part': 'This seat is part of a package or event plan: change it as a whole.',
  'admin.bundle_part_alone':
    'This item is part of a package or event plan: void or refund every part of it together.',
} as const;

export const bundleErrorMessages = {
  'en-US': english,
  'en-AU': english,
  'en-GB': english,
  'es-ES': {
    'purchase.bundle_not_found': 'Este paquete o plan de eventos no está a la venta para este evento.',
    'purchase.bundle_seats_unavailable':
      'No quedan butacas suficientes de {level} en {event} para este paquete: no se ha añadido nada.',
    'purchase.bundle_part': 'Esta butaca forma parte de un paquete o plan de eventos: cámbialo entero.',
    'admin.bundle_part_alone':
      'Este artículo forma parte de un paquete o plan de eventos: anula o reembolsa todas sus partes juntas.',
  },
  fr: {
    'purchase.bundle_not_found': 'Ce forfait ou ce plan d’événements n’est pas en vente pour cet événement.',
    'purchase.bundle_seats_unavailable':
      'Il ne reste pas assez de places {level} pour {event} pour ce forfait : rien n’a été ajouté.',
    'purchase.bundle_part':
      'Cette place fait partie d’un forfait ou d’un plan d’événements : modifiez-le en entier.',
    'admin.bundle_part_alone':
      'Cet article fait partie d’un forfait ou d’un plan d’événements : annulez ou remboursez toutes ses parties ensemble.',
  },
} as const satisfies Record<ShippedLocale, Record<BundleCode, string>>;
