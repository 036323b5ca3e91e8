import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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

/**
 * A bulk cancel of an event's orders (decisions/0060): staff start it once, the job queue
 * cancels the orders one at a time (each in its own transaction, through the order's void),
 * refunds go to the original payments, and the counts show its progress.
 */
export const eventCancellations = pgTable(
  'event_cancellations',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** running, then done. */
    status: text('status', { enum: ['running', 'done'] })
      .notNull()
      .default('running'),
    /** Where the seats go: open, or a hold. */
    returnTo: text('return_to', { enum: ['open', 'hold'] }).notNull(),
    holdId: integer('hold_id'),
    /** Whether each buyer is mailed the cancellation. */
    notifyBuyers: boolean('notify_buyers').notNull(),
    startedBy: integer('started_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('event_cancellations_event_idx').on(t.accountId, t.eventId, t.id),
    uniqueIndex('event_cancellations_running_key').on(t.eventId).where(sql`${t.status} = 'running'`),
  ],
);

/** One order of a bulk cancel: pending, then cancelled or failed (with the catalogue's error code). */
export const eventCancellationOrders = pgTable(
  'event_cancellation_orders',
  {
    cancellationId: integer('cancellation_id')
      .notNull()
      .references(() => eventCancellations.id, { onDelete: 'cascade' }),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['pending', 'cancelled', 'failed'] })
      .notNull()
      .default('pending'),
    error: text('error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.cancellationId, t.orderId] })],
);
