import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { saleTypes } from './seat-settings';
import { eventTemplates, priceTypes } from './templates';
import { users } from './users';

/**
 * The price levels of an event template (spec §3). Events made from the template get a copy
 * of the active ones (`price_levels.template_price_level_id` remembers where each came from).
 */
export const templatePriceLevels = pgTable(
  'template_price_levels',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    templateId: integer('template_id')
      .notNull()
      .references(() => eventTemplates.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color').notNull(),
    zone: text('zone').notNull().default(''),
    /** Minor units of the account's currency. */
    defaultPrice: integer('default_price').notNull(),
    /** What outlets sell at; null means the default price. */
    retailPrice: integer('retail_price'),
    saleTypeId: integer('sale_type_id').references(() => saleTypes.id),
    customerTags: text('customer_tags').array().notNull().default(sql`'{}'::text[]`),
    membershipTags: text('membership_tags').array().notNull().default(sql`'{}'::text[]`),
    /** Must be sold in a package. */
    packageOnly: boolean('package_only').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('template_price_levels_active_name_key')
      .on(t.templateId, t.name)
      .where(sql`${t.archivedAt} IS NULL`),
    index('template_price_levels_account_idx').on(t.accountId, t.templateId),
    check(
      'template_price_levels_prices_not_negative',
      sql`${t.defaultPrice} >= 0 AND (${t.retailPrice} IS NULL OR ${t.retailPrice} >= 0)`,
    ),
  ],
);

/** A template's price table: the price of a level for each price type whose offset type is Table. */
export const templatePriceTableEntries = pgTable(
  'template_price_table_entries',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    priceLevelId: integer('price_level_id')
      .notNull()
      .references(() => templatePriceLevels.id, { onDelete: 'cascade' }),
    priceTypeId: integer('price_type_id')
      .notNull()
      .references(() => priceTypes.id, { onDelete: 'cascade' }),
    price: integer('price').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.priceLevelId, t.priceTypeId] }),
    index('template_price_table_entries_type_idx').on(t.priceTypeId),
    check('template_price_table_entries_price_not_negative', sql`${t.price} >= 0`),
  ],
);

export const priceChangeStatuses = ['draft', 'approval_requested', 'approved', 'denied'] as const;

/**
 * A request to change a template's prices from a date (spec §4): draft, approval requested,
 * then approved (and applied in the same transaction) or denied.
 */
export const priceChangeRequests = pgTable(
  'price_change_requests',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    templateId: integer('template_id')
      .notNull()
      .references(() => eventTemplates.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The change reaches events starting on or after this local date. */
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    status: text('status', { enum: priceChangeStatuses }).notNull().default('draft'),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    requestedBy: integer('requested_by').references(() => users.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Why it was denied, when it was. */
    decisionNote: text('decision_note').notNull().default(''),
  },
  (t) => [index('price_change_requests_template_idx').on(t.accountId, t.templateId)],
);

/** One price a request changes: a level's default price (no price type) or a price table cell. */
export const priceChangeItems = pgTable(
  'price_change_items',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    requestId: integer('request_id')
      .notNull()
      .references(() => priceChangeRequests.id, { onDelete: 'cascade' }),
    priceLevelId: integer('price_level_id')
      .notNull()
      .references(() => templatePriceLevels.id, { onDelete: 'cascade' }),
    priceTypeId: integer('price_type_id').references(() => priceTypes.id, { onDelete: 'cascade' }),
    price: integer('price').notNull(),
    /** Recorded when the change is applied: the template's price before it. */
    previousPrice: integer('previous_price'),
    /** Recorded when applied: how many events' price levels took the new price. */
    eventsUpdated: integer('events_updated'),
  },
  (t) => [
    index('price_change_items_request_idx').on(t.requestId),
    check('price_change_items_price_not_negative', sql`${t.price} >= 0`),
  ],
);
