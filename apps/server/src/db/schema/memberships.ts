import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { customers, orders } from './commerce';

/**
 * A membership level of the account (account settings → memberships, decisions/0050): what a
 * sale costs, how long it runs, when it may be renewed and reminded, and the customer tags it
 * gives its members while it runs.
 */
export const membershipLevels = pgTable(
  'membership_levels',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Minor units of the account's currency. */
    price: integer('price').notNull(),
    durationMonths: integer('duration_months').notNull(),
    renewalWindowDays: integer('renewal_window_days').notNull().default(30),
    reminderDays: integer('reminder_days').notNull().default(14),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** Offered in the shop (`/shop/memberships/{id}`); the box office sells every level. */
    onlineSale: boolean('online_sale').notNull().default(true),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('membership_levels_account_name_key').on(t.accountId, sql`lower(${t.name})`),
    check('membership_levels_price_not_negative', sql`${t.price} >= 0`),
    check('membership_levels_duration_range', sql`${t.durationMonths} BETWEEN 1 AND 120`),
    check('membership_levels_window_range', sql`${t.renewalWindowDays} BETWEEN 0 AND 366`),
    check('membership_levels_reminder_range', sql`${t.reminderDays} BETWEEN 0 AND 366`),
  ],
);

/**
 * A customer's membership: one row per member and level, its period extended by renewals. The
 * level's name and tags are copied at each sale, so renaming a level does not rewrite history.
 */
export const customerMemberships = pgTable(
  'customer_memberships',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    levelId: integer('level_id')
      .notNull()
      .references(() => membershipLevels.id),
    memberNumber: text('member_number').notNull(),
    levelName: text('level_name').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** Member since. */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['active', 'expired'] })
      .notNull()
      .default('active'),
    /** The expiry the last reminder mail was sent for (a renewal moves the expiry on). */
    remindedFor: timestamp('reminded_for', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('customer_memberships_number_key').on(t.accountId, t.memberNumber),
    uniqueIndex('customer_memberships_customer_level_key').on(t.customerId, t.levelId),
    index('customer_memberships_account_idx').on(t.accountId, t.customerId),
  ],
);

/** A membership item of an order: a sale or a renewal, with the period it paid for. */
export const orderMemberships = pgTable(
  'order_memberships',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => customerMemberships.id),
    kind: text('kind', { enum: ['new', 'renewal'] }).notNull(),
    levelName: text('level_name').notNull(),
    total: integer('total').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['sold', 'voided'] })
      .notNull()
      .default('sold'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('order_memberships_order_idx').on(t.orderId),
    index('order_memberships_membership_idx').on(t.membershipId),
    check('order_memberships_total_not_negative', sql`${t.total} >= 0`),
  ],
);
