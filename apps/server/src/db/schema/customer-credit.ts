import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { customers, orders } from './commerce';
import { orderRefunds, payments } from './order-payments';
import { users } from './users';

/**
 * A customer's account credit balance ("on account", decisions/0087). It only moves together
 * with an entry of `customer_credit_entries`, through a guarded UPDATE, and the check keeps it
 * from going below zero whatever runs at once.
 */
export const customerCredits = pgTable(
  'customer_credits',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.customerId] }),
    check('customer_credits_balance_not_negative', sql`${t.balance} >= 0`),
  ],
);

/**
 * The ledger of a customer's account credit: a refund put on account (+, with its order refund),
 * a spend on an order (−, with its payment), or a staff adjustment (±, with a reason). Each
 * records the balance after it, who and when.
 */
export const customerCreditEntries = pgTable(
  'customer_credit_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['refund', 'spend', 'adjustment'] }).notNull(),
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id, { onDelete: 'set null' }),
    /** The order refund a refund-on-account stands for: unique, so it is credited once. */
    refundId: bigint('refund_id', { mode: 'number' }).references(() => orderRefunds.id, {
      onDelete: 'set null',
    }),
    /** The order's payment a spend paid. */
    paymentId: bigint('payment_id', { mode: 'number' }).references(() => payments.id, {
      onDelete: 'set null',
    }),
    reason: text('reason'),
    userId: integer('user_id').references(() => users.id),
    /** `staff`, `customer` (the shop) or `system`. */
    actor: text('actor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('customer_credit_entries_customer_idx').on(t.accountId, t.customerId, t.createdAt, t.id),
    uniqueIndex('customer_credit_entries_refund_key').on(t.refundId),
    check('customer_credit_entries_amount_not_zero', sql`${t.amount} <> 0`),
    check('customer_credit_entries_balance_not_negative', sql`${t.balanceAfter} >= 0`),
  ],
);
