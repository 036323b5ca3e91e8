import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { baskets, orders } from './commerce';
import { events } from './events';
import { products, productVariants } from './templates';
import type { NameTranslations } from './types';

/**
 * A product line of a basket (spec "Basket item … orderItemType Product"): a product, or one
 * variant of it, sold with an event. `stockReserved` is what this line holds of its variant's
 * `reserved` counter (0 when the stock is not controlled, or after it was released).
 */
export const basketProducts = pgTable(
  'basket_products',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    basketId: uuid('basket_id')
      .notNull()
      .references(() => baskets.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    productVariantId: integer('product_variant_id').references(() => productVariants.id),
    quantity: integer('quantity').notNull(),
    stockReserved: integer('stock_reserved').notNull().default(0),
    /** A template package's product part (decisions/0112) and its share of the package's price per unit. */
    bundleLineId: bigint('bundle_line_id', { mode: 'number' }),
    bundleUnitPrice: integer('bundle_unit_price'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('basket_products_basket_idx').on(t.basketId),
    index('basket_products_reserved_idx').on(t.productVariantId).where(sql`${t.stockReserved} > 0`),
    check('basket_products_quantity_positive', sql`${t.quantity} > 0`),
    check(
      'basket_products_reserved_range',
      sql`${t.stockReserved} >= 0 AND ${t.stockReserved} <= ${t.quantity}`,
    ),
  ],
);

/** A product item of an order (spec "Order items: … products"), priced and named as sold. */
export const orderProducts = pgTable(
  'order_products',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    productVariantId: integer('product_variant_id').references(() => productVariants.id),
    name: text('name').notNull(),
    /** The product's translations when it was sold (decisions/0041). */
    nameTranslations: jsonb('name_translations').$type<NameTranslations>().notNull().default({}),
    variantName: text('variant_name'),
    sku: text('sku').notNull(),
    type: text('type').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    total: integer('total').notNull(),
    redemptionInstructions: text('redemption_instructions').notNull().default(''),
    /** The template package this item is a part of (`bundle_lines`, decisions/0112). */
    bundleLineId: bigint('bundle_line_id', { mode: 'number' }),
    status: text('status', { enum: ['new', 'used', 'voided'] })
      .notNull()
      .default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [
    index('order_products_order_idx').on(t.orderId),
    check('order_products_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
