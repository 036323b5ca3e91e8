import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/** Account settings → seat settings: hold groups, holds, sale types and seat alerts. */
export const holdGroups = pgTable(
  'hold_groups',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('hold_groups_active_name_key').on(t.accountId, t.name).where(sql`${t.archivedAt} IS NULL`),
  ],
);

/**
 * A hold keeps seats off general sale. It is visible and sellable only to the sales channels
 * and user groups it lists; "act as kill" makes its seats unsellable to anyone.
 */
export const holds = pgTable(
  'holds',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color').notNull().default('#868e96'),
    actAsKill: boolean('act_as_kill').notNull().default(false),
    holdGroupId: integer('hold_group_id').references(() => holdGroups.id),
    allowedChannels: text('allowed_channels').array().notNull().default(sql`'{}'::text[]`),
    allowedUserGroupIds: integer('allowed_user_group_ids').array().notNull().default(sql`'{}'::int[]`),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('holds_active_name_key').on(t.accountId, t.name).where(sql`${t.archivedAt} IS NULL`)],
);

export const saleTypes = pgTable(
  'sale_types',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sale_types_active_name_key').on(t.accountId, t.name).where(sql`${t.archivedAt} IS NULL`),
    uniqueIndex('sale_types_one_default').on(t.accountId).where(sql`${t.isDefault}`),
  ],
);

/** A notice shown with a seat (restricted view, …); may require the buyer to accept it. */
export const seatAlerts = pgTable(
  'seat_alerts',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    externalId: text('external_id').notNull().default(''),
    message: text('message').notNull(),
    htmlAllowed: boolean('html_allowed').notNull().default(false),
    requiresAcknowledgement: boolean('requires_acknowledgement').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('seat_alerts_active_name_key').on(t.accountId, t.name).where(sql`${t.archivedAt} IS NULL`),
  ],
);
