import type { ShippedLocale } from '../format/locales';
import type { ErrorCode } from './catalogue';

type ArchivingCode = Extract<
  ErrorCode,
  | 'admin.fee_set_archived'
  | 'admin.fee_archived'
  | 'admin.promotion_archived'
  | 'admin.promotion_opens_price_type'
  | 'admin.product_archived'
  | 'admin.product_variant_not_found'
  | 'admin.product_variant_archived'
  | 'admin.product_variant_last_active'
  | 'admin.product_stock_below_sold'
  | 'purchase.promotion_archived'
>;

const english = {
  'admin.fee_set_archived':
    'This fee set is archived: it is no longer charged and cannot be changed or brought back.',
  'admin.fee_archived':
    'This fee is archived: it is no longer charged and cannot be changed or brought back.',
  'admin.promotion_archived':
    'This promotion is archived: its codes are refused and it cannot be changed or brought back.',
  'admin.promotion_opens_price_type':
    'This promotion’s code opens the price type {name}: archive that price type or remove its promotion first.',
  'admin.product_archived':
    'This product is archived: it is no longer sold and cannot be changed or brought back.',
  'admin.product_variant_not_found': 'Product variant not found.',
  'admin.product_variant_archived':
    'This variant is archived: it is no longer sold and cannot be changed or brought back.',
  'admin.product_variant_last_active':
    'A product with variants keeps at least one on sale: archive the product instead.',
  'admin.product_stock_below_sold':
    'The stock cannot be lower than the {count} already sold or held in baskets.',
  'purchase.promotion_archived': 'This promo code is no longer offered.',
} as const satisfies Record<ArchivingCode, string>;

/** Messages of editing and archiving pricing and products (decisions/0056), in every shipped locale. */
export const archivingErrorMessages = {
  'en-US': english,
  'en-AU': english,
  'en-GB': english,
  'es-ES': {
    'admin.fee_set_archived':
      'Este conjunto de cargos está archivado: ya no se cobra y no se puede cambiar ni recuperar.',
    'admin.fee_archived': 'Este cargo está archivado: ya no se cobra y no se puede cambiar ni recuperar.',
    'admin.promotion_archived':
      'Esta promoción está archivada: sus códigos se rechazan y no se puede cambiar ni recuperar.',
    'admin.promotion_opens_price_type':
      'El código de esta promoción da acceso al tipo de precio {name}: archiva ese tipo de precio o quítale la promoción primero.',
    'admin.product_archived':
      'Este producto está archivado: ya no se vende y no se puede cambiar ni recuperar.',
    'admin.product_variant_not_found': 'No se ha encontrado la variante del producto.',
    'admin.product_variant_archived':
      'Esta variante está archivada: ya no se vende y no se puede cambiar ni recuperar.',
    'admin.product_variant_last_active':
      'Un producto con variantes mantiene al menos una a la venta: archiva el producto en su lugar.',
    'admin.product_stock_below_sold':
      'Las existencias no pueden ser inferiores a las {count} ya vendidas o reservadas en cestas.',
    'purchase.promotion_archived': 'Este código promocional ya no está disponible.',
  },
  fr: {
    'admin.fee_set_archived':
      'Cet ensemble de frais est archivé : il n’est plus facturé et ne peut être ni modifié ni rétabli.',
    'admin.fee_archived':
      'Ces frais sont archivés : ils ne sont plus facturés et ne peuvent être ni modifiés ni rétablis.',
    'admin.promotion_archived':
      'Cette promotion est archivée : ses codes sont refusés et elle ne peut être ni modifiée ni rétablie.',
    'admin.promotion_opens_price_type':
      'Le code de cette promotion ouvre le type de tarif {name} : archivez ce type de tarif ou retirez-lui la promotion d’abord.',
    'admin.product_archived':
      'Ce produit est archivé : il n’est plus vendu et ne peut être ni modifié ni rétabli.',
    'admin.product_variant_not_found': 'Variante de produit introuvable.',
    'admin.product_variant_archived':
      'Cette variante est archivée : elle n’est plus vendue et ne peut être ni modifiée ni rétablie.',
    'admin.product_variant_last_active':
      'Un produit à variantes en garde au moins une en vente : archivez plutôt le produit.',
    'admin.product_stock_below_sold':
      'Le stock ne peut pas être inférieur aux {count} déjà vendus ou réservés dans des paniers.',
    'purchase.promotion_archived': 'Ce code promo n’est plus proposé.',
  },
} as const satisfies Record<ShippedLocale, Record<ArchivingCode, string>>;
