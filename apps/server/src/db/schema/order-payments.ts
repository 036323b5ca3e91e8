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
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { orders } from './commerce';
import { users } from './users';

/** Money received for an order (spec §3 Order "Payments"). Card data: last 4 and brand only. */
export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    amount: integer('amount').notNull(),
    method: text('method'),
    last4: text('last4'),
    /** The processor's reference of the charge (card payments). */
    providerId: text('provider_id'),
    /** The payment port's adapter that holds the charge (`sandbox`); null for offline payments. */
    processor: text('processor'),
    /** The payment account the charge was made for; null: none was set up (the built-in sandbox). */
    paymentAccountId: integer('payment_account_id'),
    /**
     * `authorized`: the order is written and the card's capture has not been confirmed yet (the
     * capture follows the order's transaction; reconciliation finishes it after a crash).
     * `capture_failed`: the processor would not capture it (decisions/0040).
     */
    status: text('status', { enum: ['authorized', 'captured', 'capture_failed', 'refunded'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    // The money reports read a range of days; the transactions screen a page of it in this order.
    index('payments_account_created_idx').on(t.accountId, t.createdAt, t.id),
    uniqueIndex('payments_provider_key').on(t.providerId),
    index('payments_authorized_idx').on(t.createdAt).where(sql`${t.status} = 'authorized'`),
  ],
);

/**
 * Money given back from one payment of an order (spec "refunds to the original payment"), as a
 * record with a state (decisions/0040): an order change records it `requested` (a card refund,
 * carried out afterwards by a job through the payment port) or `succeeded` (cash, check…);
 * the processor's answer settles it `succeeded` or `failed`; staff may retry a failed one.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    userId: integer('user_id').references(() => users.id),
    state: text('state', { enum: ['requested', 'succeeded', 'failed'] })
      .notNull()
      .default('succeeded'),
    /** Tries asked for so far (a staff retry adds one); part of the processor's idempotency key. */
    attempt: integer('attempt').notNull().default(1),
    /** The processor's reference of the refund, once it answered. */
    processorRef: text('processor_ref'),
    /** Why the processor refused it (an error code of the catalogue), while failed. */
    failureCode: text('failure_code'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('order_refunds_order_idx').on(t.orderId),
    // A payment's refunds (what is left to refund, the order's payments, the nightly export).
    index('order_refunds_payment_idx').on(t.paymentId),
    index('order_refunds_account_created_idx').on(t.accountId, t.createdAt, t.id),
    index('order_refunds_unsettled_idx').on(t.accountId, t.createdAt).where(sql`${t.state} <> 'succeeded'`),
    check('order_refunds_positive', sql`${t.amount} > 0`),
    check('order_refunds_state', sql`${t.state} IN ('requested', 'succeeded', 'failed')`),
  ],
);
