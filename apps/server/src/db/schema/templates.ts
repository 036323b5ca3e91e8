import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import type { NameTranslations } from './types';

/**
 * An event template: how a kind of event is sold. Each settings tab is one JSON document,
 * validated by the contract's schema for that tab, so a tab saves as a whole.
 */
export const eventTemplates = pgTable(
  'event_templates',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    basicInfo: jsonb('basic_info').notNull().default(sql`'{}'::jsonb`),
    email: jsonb('email').notNull().default(sql`'{}'::jsonb`),
    saleTiming: jsonb('sale_timing').notNull().default(sql`'{}'::jsonb`),
    ticketLimits: jsonb('ticket_limits').notNull().default(sql`'{}'::jsonb`),
    money: jsonb('money').notNull().default(sql`'{}'::jsonb`),
    exchanges: jsonb('exchanges').notNull().default(sql`'{}'::jsonb`),
    externalSync: jsonb('external_sync').notNull().default(sql`'{}'::jsonb`),
    dateRules: jsonb('date_rules').notNull().default(sql`'[]'::jsonb`),
    maps: jsonb('maps').notNull().default(sql`'{}'::jsonb`),
    seatSettings: jsonb('seat_settings').notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [index('event_templates_account_idx').on(t.accountId)],
);

/** Fee classes group fees for reporting (account settings → payments). */
export const feeClasses = pgTable(
  'fee_classes',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('fee_classes_account_name_key').on(t.accountId, sql`lower(${t.name})`)],
);

export const priceTypes = pgTable(
  'price_types',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    templateId: integer('template_id')
      .notNull()
      .references(() => eventTemplates.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The name in other languages (shipped locale → text); the shop falls back to `name`. */
    nameTranslations: jsonb('name_translations').$type<NameTranslations>().notNull().default({}),
    offsetType: text('offset_type', { enum: ['Percentage', 'FlatAmount', 'Table'] }).notNull(),
    /** Basis points for Percentage, minor units for FlatAmount. */
    defaultDiscount: integer('default_discount').notNull().default(0),
    salesChannels: text('sales_channels').array().notNull().default(sql`'{}'::text[]`),
    /** When set, the price type is offered only to a basket using this promotion's code. */
    promotionId: integer('promotion_id').references((): AnyPgColumn => promotions.id, {
      onDelete: 'set null',
    }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [index('price_types_template_idx').on(t.accountId, t.templateId)],
);

export const feeSets = pgTable(
  'fee_sets',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    templateId: integer('template_id')
      .notNull()
      .references(() => eventTemplates.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [index('fee_sets_template_idx').on(t.accountId, t.templateId)],
);

export const fees = pgTable(
  'fees',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    feeSetId: integer('fee_set_id')
      .notNull()
      .references(() => feeSets.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The name in other languages (shipped locale → text); the shop falls back to `name`. */
    nameTranslations: jsonb('name_translations').$type<NameTranslations>().notNull().default({}),
    category: text('category').notNull(),
    type: text('type', { enum: ['PerTicket', 'PerOrder'] }).notNull(),
    amountKind: text('amount_kind', { enum: ['FlatAmount', 'Percentage'] }).notNull(),
    /** Minor units for FlatAmount, basis points for Percentage. */
    amount: integer('amount').notNull(),
    min: integer('min'),
    max: integer('max'),
    glCode: text('gl_code').notNull().default(''),
    reverseCalculation: boolean('reverse_calculation').notNull().default(false),
    includeInFaceValue: boolean('include_in_face_value').notNull().default(false),
    taxable: boolean('taxable').notNull().default(false),
    commissionable: boolean('commissionable').notNull().default(false),
    feeClassId: integer('fee_class_id').references(() => feeClasses.id),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [index('fees_fee_set_idx').on(t.accountId, t.feeSetId)],
);

export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    templateId: integer('template_id')
      .notNull()
      .references(() => eventTemplates.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    code: text('code').notNull(),
    active: boolean('active').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    discountKind: text('discount_kind', { enum: ['FlatAmount', 'Percentage'] }).notNull(),
    discount: integer('discount').notNull(),
    requiredCustomerTags: text('required_customer_tags').array().notNull().default(sql`'{}'::text[]`),
    priceLevelIds: integer('price_level_ids').array().notNull().default(sql`'{}'::integer[]`),
    eventRules: jsonb('event_rules').notNull().default(sql`'[]'::jsonb`),
    /** Archived: its code and group codes are refused at sale; orders keep what it took off. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('promotions_account_code_key').on(t.accountId, sql`upper(${t.code})`)],
);

/** Single-use codes generated for a promotion (up to 200,000 at a time). */
export const groupCodes = pgTable(
  'group_codes',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('group_codes_account_code_key').on(t.accountId, t.code),
    index('group_codes_promotion_idx').on(t.promotionId),
  ],
);

/** Products sold with a template's events (merchandise, parking, add-ons). */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    templateId: integer('template_id')
      .notNull()
      .references(() => eventTemplates.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The name in other languages (shipped locale → text); the shop falls back to `name`. */
    nameTranslations: jsonb('name_translations').$type<NameTranslations>().notNull().default({}),
    type: text('type').notNull(),
    sku: text('sku').notNull(),
    /** Price in minor units. */
    price: integer('price').notNull(),
    inventoryControlled: boolean('inventory_controlled').notNull().default(false),
    fullPartyAddOn: boolean('full_party_add_on').notNull().default(false),
    redemptionInstructions: text('redemption_instructions').notNull().default(''),
    hardTicketText: text('hard_ticket_text').notNull().default(''),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('products_account_sku_key').on(t.accountId, sql`upper(${t.sku})`)],
);

/** A product's variants (size, colour …), each with its own stock when inventory is controlled. */
export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sku: text('sku').notNull(),
    /** Places left when the product's inventory is controlled; null means unlimited. */
    quantityAvailable: integer('quantity_available'),
    sold: integer('sold').notNull().default(0),
    /** Held by open baskets' product lines (decisions/0028); sold + reserved never exceeds the stock. */
    reserved: integer('reserved').notNull().default(0),
    /** Archived: no longer offered; items sold keep it. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    index('product_variants_product_idx').on(t.productId),
    check(
      'product_variants_sold_within_stock',
      sql`${t.quantityAvailable} IS NULL OR ${t.sold} + ${t.reserved} <= ${t.quantityAvailable}`,
    ),
    check('product_variants_reserved_not_negative', sql`${t.reserved} >= 0 AND ${t.sold} >= 0`),
  ],
);
