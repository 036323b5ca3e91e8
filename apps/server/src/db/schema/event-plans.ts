import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { events } from './events';

/**
 * An event plan sells several events together in one transaction: all of them (Fixed) or
 * a number between `min_events` and `max_events` the buyer chooses (Flexible). Its price
 * rule takes a discount off each ticket's face value when bought as the plan.
 */
export const eventPlans = pgTable(
  'event_plans',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    selectionMode: text('selection_mode', { enum: ['Fixed', 'Flexible'] }).notNull(),
    minEvents: integer('min_events'),
    maxEvents: integer('max_events'),
    discountKind: text('discount_kind', { enum: ['None', 'Percentage', 'FlatAmount'] })
      .notNull()
      .default('None'),
    /** Basis points for Percentage, minor units per ticket for FlatAmount. */
    discount: integer('discount').notNull().default(0),
    salesChannels: text('sales_channels').array().notNull().default(sql`'{}'::text[]`),
    /** The plan is on sale from … until; null is open-ended. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    index('event_plans_account_idx').on(t.accountId, t.updatedAt),
    check('event_plans_discount_not_negative', sql`${t.discount} >= 0`),
    check(
      'event_plans_range',
      sql`${t.selectionMode} = 'Fixed' OR (${t.minEvents} >= 1 AND ${t.minEvents} <= ${t.maxEvents})`,
    ),
  ],
);

/** The events of a plan, in the order staff listed them. */
export const eventPlanEvents = pgTable(
  'event_plan_events',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => eventPlans.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('event_plan_events_plan_event_key').on(t.planId, t.eventId),
    index('event_plan_events_event_idx').on(t.accountId, t.eventId),
  ],
);
