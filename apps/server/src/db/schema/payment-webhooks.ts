import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * The processor events (webhooks) already acted on, one row per event id: a repeat of the same
 * event (the processor retries, or replays it) finds its row and changes nothing. The row is
 * written in the transaction that acts on the event.
 */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    processor: text('processor').notNull(),
    eventId: text('event_id').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    paymentAccountId: integer('payment_account_id').notNull(),
    type: text('type').notNull(),
    /** What the event changed: captured, refund_failed, dispute_recorded, or ignored. */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.processor, t.eventId] })],
);
