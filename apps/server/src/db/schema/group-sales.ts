import { groupSaleStatuses } from '@tessera/domain';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { events } from './events';
import { partners } from './partners';

/** A group-sales client (decisions/0057): an organisation with its contacts. */
export const groupClients = pgTable(
  'group_clients',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    notes: text('notes').notNull().default(''),
    /** The people to talk to: name, email, phone. */
    contacts: jsonb('contacts').$type<{ name: string; email: string; phone: string }[]>().notNull(),
    /** The partner (agency) the client books through: its group orders are credited to it. */
    partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('group_clients_account_idx').on(t.accountId, t.name)],
);

/**
 * The account's group pricing tiers: groups of at least the threshold (whole seats, or a
 * percentage of the event's seats rounded up) get the discount off each ticket's face value.
 */
export const groupPriceTiers = pgTable(
  'group_price_tiers',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    thresholdKind: text('threshold_kind', { enum: ['seats', 'percent'] }).notNull(),
    thresholdValue: integer('threshold_value').notNull(),
    discountBp: integer('discount_bp').notNull(),
  },
  (t) => [index('group_price_tiers_account_idx').on(t.accountId)],
);

/**
 * A group sales request: a client's group of `group_size` people for an event. Quoting holds
 * seats in the request's own basket on the GroupSales channel (the group's saved basket);
 * confirming checks it out into an order with a deposit paid and the balance due by a date
 * (the order's payment schedule, decisions/0045).
 */
export const groupSaleRequests = pgTable(
  'group_sale_requests',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => groupClients.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    groupSize: integer('group_size').notNull(),
    seatingNote: text('seating_note').notNull().default(''),
    status: text('status', { enum: groupSaleStatuses }).notNull().default('new'),
    basketId: uuid('basket_id'),
    discountBp: integer('discount_bp').notNull().default(0),
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    orderId: bigint('order_id', { mode: 'number' }),
    deposit: integer('deposit'),
    balanceDueAt: timestamp('balance_due_at', { withTimezone: true }),
    /** The buyer agreed the kept card pays the balance on its due date (decisions/0091). */
    autoChargeBalance: boolean('auto_charge_balance').notNull().default(false),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    quotedAt: timestamp('quoted_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
  },
  (t) => [index('group_sale_requests_account_idx').on(t.accountId, t.createdAt)],
);

/** The group's names list: one guest name per ticket of its order. */
export const groupSaleNames = pgTable(
  'group_sale_names',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    requestId: integer('request_id')
      .notNull()
      .references(() => groupSaleRequests.id, { onDelete: 'cascade' }),
    ticketId: bigint('ticket_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('group_sale_names_ticket_key').on(t.requestId, t.ticketId)],
);

export type GroupSaleRequestRow = typeof groupSaleRequests.$inferSelect;
export type GroupClientRow = typeof groupClients.$inferSelect;
