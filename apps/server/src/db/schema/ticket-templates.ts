import type { TicketTemplateLayout, ValuePlanPrints } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
import { priceTypes } from './templates';

/**
 * What a ticket shows where its price goes (account settings → ticket template, decisions/0072):
 * the face value, the plan's own text (e.g. COMP) or nothing.
 */
export const valuePlans = pgTable(
  'value_plans',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prints: text('prints').$type<ValuePlanPrints>().notNull(),
    /** Printed in the price's place when `prints` is `text`. */
    text: text('text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('value_plans_account_name_key').on(t.accountId, sql`lower(${t.name})`)],
);

/** The price types a value plan applies to; a price type is in at most one plan. */
export const valuePlanPriceTypes = pgTable(
  'value_plan_price_types',
  {
    priceTypeId: integer('price_type_id')
      .primaryKey()
      .references(() => priceTypes.id, { onDelete: 'cascade' }),
    valuePlanId: integer('value_plan_id')
      .notNull()
      .references(() => valuePlans.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
  },
  (t) => [index('value_plan_price_types_plan_idx').on(t.valuePlanId)],
);

/** The account's custom ticket template: PDF layout, hard-ticket text lines, default value plan. */
export const ticketTemplates = pgTable('ticket_templates', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  layout: text('layout').$type<TicketTemplateLayout>().notNull().default('standard'),
  /** Up to 12 lines of at most 100 characters, printed on every ticket after the event's texts. */
  textLines: jsonb('text_lines').$type<string[]>().notNull().default([]),
  /** The plan of tickets whose price type has none (null: the face value). */
  defaultValuePlanId: integer('default_value_plan_id').references((): AnyPgColumn => valuePlans.id, {
    onDelete: 'set null',
  }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
