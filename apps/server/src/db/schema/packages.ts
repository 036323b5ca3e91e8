import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { templatePriceLevels } from './template-pricing';
import { eventTemplates, priceTypes, products, productVariants } from './templates';

/**
 * A package sells included items together (template pricing → packages): priced as a whole
 * (`price`, split across the items by their own value) or as the sum of per-item prices.
 */
export const packages = pgTable(
  'packages',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    templateId: integer('template_id')
      .notNull()
      .references(() => eventTemplates.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    pricingMode: text('pricing_mode', { enum: ['Package', 'PerItem'] }).notNull(),
    /** Minor units; set when the package is priced as a whole. */
    price: integer('price'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    index('packages_template_idx').on(t.accountId, t.templateId),
    check('packages_price_when_whole', sql`${t.pricingMode} = 'PerItem' OR ${t.price} >= 0`),
  ],
);

/**
 * What a package includes: tickets at one of the template's price levels (those marked
 * package-only are sold no other way), tickets of a price type, or a product (optionally one
 * variant).
 * `unit_price` is the item's own price for one unit: charged in a per-item package, the weight
 * of the split in a whole-price one.
 */
export const packageItems = pgTable(
  'package_items',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: ['PriceLevel', 'PriceType', 'Product'] }).notNull(),
    priceLevelId: integer('price_level_id').references(() => templatePriceLevels.id),
    priceTypeId: integer('price_type_id').references(() => priceTypes.id),
    productId: integer('product_id').references(() => products.id),
    productVariantId: integer('product_variant_id').references(() => productVariants.id),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
  },
  (t) => [
    index('package_items_package_idx').on(t.packageId),
    check('package_items_quantity_positive', sql`${t.quantity} >= 1`),
    check('package_items_unit_price_not_negative', sql`${t.unitPrice} >= 0`),
    check(
      'package_items_reference',
      sql`(${t.kind} = 'PriceLevel' AND ${t.priceLevelId} IS NOT NULL AND ${t.priceTypeId} IS NULL AND ${t.productId} IS NULL)
        OR (${t.kind} = 'PriceType' AND ${t.priceTypeId} IS NOT NULL AND ${t.priceLevelId} IS NULL AND ${t.productId} IS NULL)
        OR (${t.kind} = 'Product' AND ${t.productId} IS NOT NULL AND ${t.priceLevelId} IS NULL AND ${t.priceTypeId} IS NULL)`,
    ),
  ],
);

/**
 * Payment-method commissions of a template: per card type and funding type, a percentage
 * and/or a flat amount, within an optional minimum and maximum. Saved as a whole.
 */
export const paymentCommissions = pgTable(
  'payment_commissions',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    templateId: integer('template_id')
      .notNull()
      .references(() => eventTemplates.id, { onDelete: 'cascade' }),
    cardType: text('card_type').notNull(),
    fundingType: text('funding_type').notNull(),
    basisPoints: integer('basis_points').notNull().default(0),
    flatAmount: integer('flat_amount').notNull().default(0),
    minAmount: integer('min_amount'),
    maxAmount: integer('max_amount'),
  },
  (t) => [
    uniqueIndex('payment_commissions_template_card_funding_key').on(t.templateId, t.cardType, t.fundingType),
    index('payment_commissions_account_idx').on(t.accountId),
    check('payment_commissions_not_negative', sql`${t.basisPoints} >= 0 AND ${t.flatAmount} >= 0`),
  ],
);
