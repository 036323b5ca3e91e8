import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * The built-in sandbox card processor's own ledger (modules/payments/sandbox): one charge per
 * idempotency key, so a retried payment finds its charge instead of making a second one. Only
 * the sandbox adapter reads or writes it; everything else asks the payment port.
 */
export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
    id: uuid('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The merchant: the payment account the charge was made for (null: none set up). */
    paymentAccountId: integer('payment_account_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    amount: integer('amount').notNull(),
    brand: text('brand').notNull(),
    funding: text('funding').notNull(),
    last4: text('last4').notNull(),
    /** The caller's reference (the basket being paid for), as a processor keeps metadata. */
    basketId: uuid('basket_id'),
    status: text('status', { enum: ['authorized', 'captured', 'voided', 'refunded'] }).notNull(),
    /** Refunded so far (a capture can be refunded in parts). */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('sandbox_charges_key').on(t.accountId, t.idempotencyKey),
    index('sandbox_charges_status_idx').on(t.status, t.updatedAt),
    index('sandbox_charges_basket_idx').on(t.basketId),
  ],
);

/**
 * The sandbox processor's refunds: one per idempotency key, so a refund asked twice (a job tried
 * again, two workers at once) gives the money back once; a refused one is kept with its answer.
 */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: uuid('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    chargeId: uuid('charge_id')
      .notNull()
      .references(() => sandboxCharges.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    amount: integer('amount').notNull(),
    status: text('status', { enum: ['succeeded', 'failed'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('sandbox_refunds_key').on(t.accountId, t.idempotencyKey),
    index('sandbox_refunds_charge_idx').on(t.chargeId),
  ],
);
