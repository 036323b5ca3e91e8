import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { events } from './events';
import { saleTypes } from './seat-settings';
import { templatePriceLevels } from './template-pricing';
import { priceTypes } from './templates';

/**
 * Price levels of an event: seats are painted with one. They carry the same fields as a
 * template's levels, copied when the event is made from a template.
 */
export const priceLevels = pgTable(
  'price_levels',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color').notNull(),
    /** Minor units of the account's currency. */
    defaultPrice: integer('default_price').notNull(),
    zone: text('zone').notNull().default(''),
    /** What outlets sell at; null means the default price. */
    retailPrice: integer('retail_price'),
    saleTypeId: integer('sale_type_id').references(() => saleTypes.id),
    customerTags: text('customer_tags').array().notNull().default(sql`'{}'::text[]`),
    membershipTags: text('membership_tags').array().notNull().default(sql`'{}'::text[]`),
    packageOnly: boolean('package_only').notNull().default(false),
    /** The template level this one was copied from; price changes of the template reach it. */
    templatePriceLevelId: integer('template_price_level_id').references(() => templatePriceLevels.id, {
      onDelete: 'set null',
    }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('price_levels_event_name_key').on(t.eventId, t.name),
    index('price_levels_account_idx').on(t.accountId),
    index('price_levels_template_level_idx').on(t.templatePriceLevelId),
    check('price_levels_price_not_negative', sql`${t.defaultPrice} >= 0`),
    check('price_levels_retail_not_negative', sql`${t.retailPrice} IS NULL OR ${t.retailPrice} >= 0`),
  ],
);

/** An event's own price table, copied from its template's (see decisions/0014-template-pricing.md). */
export const eventPriceTableEntries = pgTable(
  'event_price_table_entries',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    priceLevelId: integer('price_level_id')
      .notNull()
      .references(() => priceLevels.id, { onDelete: 'cascade' }),
    priceTypeId: integer('price_type_id')
      .notNull()
      .references(() => priceTypes.id, { onDelete: 'cascade' }),
    price: integer('price').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.priceLevelId, t.priceTypeId] }),
    index('event_price_table_entries_type_idx').on(t.priceTypeId),
    check('event_price_table_entries_price_not_negative', sql`${t.price} >= 0`),
  ],
);
