import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import type { NameTranslations } from './types';

/** A delivery plan (spec §3): a named set of delivery methods an event template offers. */
export const deliveryPlans = pgTable(
  'delivery_plans',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('delivery_plans_account_idx').on(t.accountId)],
);

/** One way a plan delivers tickets, with its §3 fields. */
export const deliveryMethods = pgTable(
  'delivery_methods',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => deliveryPlans.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    type: text('type').notNull(),
    displayName: text('display_name').notNull().default(''),
    /** The display name in other languages (shipped locale → text); the shop falls back to it. */
    nameTranslations: jsonb('name_translations').$type<NameTranslations>().notNull().default({}),
    /** Minutes before the first event start after which the method is not offered; null: none. */
    cutoffMinutes: integer('cutoff_minutes'),
    delayedDelivery: boolean('delayed_delivery').notNull().default(false),
    allowInternationalShipping: boolean('allow_international_shipping').notNull().default(false),
  },
  (t) => [index('delivery_methods_plan_idx').on(t.planId)],
);
