import type { ShippedLocale } from '../format/locales';
import type { ErrorCode } from './catalogue';

type ProductCode = Extract<ErrorCode, `purchase.product_${string}` | `admin.order_product_${string}`>;

const english = {
  'purchase.product_not_found': 'This product is not on sale for this event.',
  'purchase.product_variant_required': 'Choose a variant of this product.',
  'purchase.product_variant_not_found': 'This variant is not one of the product’s variants.',
  'purchase.product_out_of_stock': 'Only {count} left.',
  'purchase.product_party_quantity_fixed':
    'This add-on comes with every ticket: its quantity is the number of tickets for the event ({count}).',
  'purchase.product_needs_tickets': 'This add-on comes with every ticket: add tickets for the event first.',
  'admin.order_product_not_found': 'This product is not on this order.',
  'admin.order_product_already_voided': 'This product has already been voided.',
} as const satisfies Record<ProductCode, string>;

/** Messages of products sold with tickets, in every shipped locale. */
export const productErrorMessages = {
  'en-US': english,
  'en-AU': english,
  'en-GB': english,
  'es-ES': {
    'purchase.product_not_found': 'Este producto no está a la venta para este evento.',
    'purchase.product_variant_required': 'Elige una variante de este producto.',
    'purchase.product_variant_not_found': 'Esta variante no es una de las del producto.',
    'purchase.product_out_of_stock': 'Solo quedan {count}.',
    'purchase.product_party_quantity_fixed':
      'Este complemento va con cada entrada: su cantidad es el número de entradas del evento ({count}).',
    'purchase.product_needs_tickets':
      'Este complemento va con cada entrada: añade primero entradas para el evento.',
    'admin.order_product_not_found': 'Este producto no pertenece a este pedido.',
    'admin.order_product_already_voided': 'Este producto ya ha sido anulado.',
  },
  fr: {
    'purchase.product_not_found': 'Ce produit n’est pas en vente pour cet événement.',
    'purchase.product_variant_required': 'Choisissez une variante de ce produit.',
    'purchase.product_variant_not_found': 'Cette variante n’est pas une variante du produit.',
    'purchase.product_out_of_stock': 'Il n’en reste que {count}.',
    'purchase.product_party_quantity_fixed':
      'Ce supplément accompagne chaque billet : sa quantité est le nombre de billets de l’événement ({count}).',
    'purchase.product_needs_tickets':
      'Ce supplément accompagne chaque billet : ajoutez d’abord des billets pour l’événement.',
    'admin.order_product_not_found': 'Ce produit ne fait pas partie de cette commande.',
    'admin.order_product_already_voided': 'Ce produit a déjà été annulé.',
  },
} as const satisfies Record<ShippedLocale, Record<ProductCode, string>>;
