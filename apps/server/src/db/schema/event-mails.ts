import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { events } from './events';
import { mailOutbox } from './mail';

/**
 * The pre-event and post-event mails sent to an event's buyers (decisions/0065): one row per
 * event, kind and buyer address, written before the message goes out, so a sweep that runs
 * again (or twice at once) never mails a buyer twice.
 */
export const eventBuyerMails = pgTable(
  'event_buyer_mails',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['pre', 'post'] }).notNull(),
    /** The buyer's address, lower case: one mail per address however many orders it made. */
    email: text('email').notNull(),
    /** The order whose buyer's name and language the mail used. */
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    outboxId: integer('outbox_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('event_buyer_mails_once_key').on(t.eventId, t.kind, t.email),
    index('event_buyer_mails_account_idx').on(t.accountId),
    check('event_buyer_mails_kind', sql`${t.kind} IN ('pre', 'post')`),
  ],
);
