import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { baskets, customers, orders } from './commerce';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One exchange of tickets of an order for the tickets of a basket (spec "Exchanges and refunds"):
 * the old tickets are voided and the new ones sold on the same order in one transaction. A
 * basket is exchanged at most once, so a retried exchange answers the one already made.
 */
export const orderExchanges = pgTable(
  'order_exchanges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    basketId: uuid('basket_id')
      .notNull()
      .references(() => baskets.id),
    /** The old tickets' totals as sold. */
    credit: integer('credit').notNull(),
    /** The new tickets' totals, exchange fees not included. */
    newValue: integer('new_value').notNull(),
    fees: integer('fees').notNull(),
    /** newValue + fees − credit: paid when above 0, refunded when below. */
    difference: integer('difference').notNull(),
    oldTicketIds: bigint('old_ticket_ids', { mode: 'number' }).array().notNull(),
    newTicketIds: bigint('new_ticket_ids', { mode: 'number' }).array().notNull(),
    userId: integer('user_id').references(() => users.id),
    /** `staff` at the box office, `customer` in the shop. */
    actor: text('actor', { enum: ['staff', 'customer'] }).notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('order_exchanges_basket_key').on(t.basketId),
    index('order_exchanges_order_idx').on(t.orderId),
  ],
);

/**
 * A transfer of tickets of an order to a recipient (spec §3 Order "Transfers", §4): initiated,
 * then complete when the recipient claims it, or canceled before that. The claim link carries a
 * secret whose SHA-256 is kept here.
 */
export const ticketTransfers = pgTable(
  'ticket_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['initiated', 'complete', 'canceled'] })
      .notNull()
      .default('initiated'),
    ticketIds: bigint('ticket_ids', { mode: 'number' }).array().notNull(),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    claimTokenHash: text('claim_token_hash').notNull(),
    /** The customer who held the tickets when the transfer began; null: the order's buyer without an account. */
    fromCustomerId: integer('from_customer_id').references(() => customers.id),
    /** The customer who claimed it. */
    toCustomerId: integer('to_customer_id').references(() => customers.id),
    /** Set when the transfer came from a resale: its label is then "resale received". */
    resaleOrderId: bigint('resale_order_id', { mode: 'number' }),
    userId: integer('user_id').references(() => users.id),
    actor: text('actor', { enum: ['staff', 'customer'] }).notNull(),
    createdAt: at('created_at').notNull(),
    completedAt: at('completed_at'),
    canceledAt: at('canceled_at'),
  },
  (t) => [
    uniqueIndex('ticket_transfers_token_key').on(t.claimTokenHash),
    index('ticket_transfers_order_idx').on(t.orderId),
    check('ticket_transfers_state', sql`${t.state} IN ('initiated', 'complete', 'canceled')`),
  ],
);
