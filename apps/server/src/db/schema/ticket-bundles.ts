import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * A ticket bundle (spec: `/shop/tickets/bundle/{bundleCode}/event/{eventId}`, decisions/0073):
 * the tickets a link opens without signing in. With automatic ticket bundling on, one bundle
 * holds the order's live tickets for one event; off, each ticket is a bundle of its own (its
 * `ticketId`), for the buyer to pass each guest their own link.
 */
export const ticketBundles = pgTable(
  'ticket_bundles',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    // No foreign keys to the order, its event or its tickets: the confirmation sender makes
    // bundles before it takes the order, and a key check would wait for a change holding the
    // order (a cancel, a void), holding the buyer's mail back with it. The account's cascade
    // removes them with everything else.
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    eventId: integer('event_id').notNull(),
    /** Null: every live ticket of the order for the event; else this one ticket. */
    ticketId: bigint('ticket_id', { mode: 'number' }),
    /** Unguessable (128 random bits, base64url). */
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('ticket_bundles_code_key').on(t.accountId, t.code),
    uniqueIndex('ticket_bundles_order_event_key').on(t.orderId, t.eventId).where(sql`${t.ticketId} IS NULL`),
    uniqueIndex('ticket_bundles_ticket_key').on(t.ticketId).where(sql`${t.ticketId} IS NOT NULL`),
    index('ticket_bundles_order_idx').on(t.orderId),
  ],
);
