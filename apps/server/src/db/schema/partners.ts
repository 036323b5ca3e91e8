import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/** A kind of partner (account settings → partners): resellers, group-sales agencies, … */
export const partnerCategories = pgTable(
  'partner_categories',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('partner_categories_account_name_key').on(t.accountId, sql`lower(${t.name})`)],
);

/**
 * A partner (spec §1: resellers and group-sales agencies): staff users are linked to one, orders
 * are credited to one and record its commission (decisions/0053).
 */
export const partners = pgTable(
  'partners',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    categoryId: integer('category_id').references(() => partnerCategories.id),
    contactName: text('contact_name').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('partners_account_name_key').on(t.accountId, sql`lower(${t.name})`)],
);
