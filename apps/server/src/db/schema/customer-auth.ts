import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { customers } from './commerce';
import { paymentAccounts } from './payment-settings';

/** Shop sign-in sessions of customers; only a SHA-256 hash of the token is kept (decisions/0019). */
export const customerSessions = pgTable(
  'customer_sessions',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('customer_sessions_token_hash_key').on(t.tokenHash),
    index('customer_sessions_customer_idx').on(t.customerId),
  ],
);

/** Single-use email verification and password reset links of customers, hashed. */
export const customerTokens = pgTable(
  'customer_tokens',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['verify', 'reset'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** Verification: the password chosen at registration, which the customer gets once the link is used. */
    passwordHash: text('password_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('customer_tokens_token_hash_key').on(t.tokenHash),
    index('customer_tokens_customer_idx').on(t.customerId, t.kind),
  ],
);

/** Cards a customer stored in the shop: the processor's token and what identifies it, never the number. */
export const customerPaymentMethods = pgTable(
  'customer_payment_methods',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    /** The payment port's adapter that issued the token (`sandbox`). */
    processor: text('processor').notNull().default('sandbox'),
    /** The payment account the card is kept with (null: none set up, the built-in sandbox). */
    paymentAccountId: integer('payment_account_id'),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('customer_payment_methods_customer_idx').on(t.customerId)],
);

/**
 * The processor's own record of a customer with one payment account (Stripe: its Customer), so
 * every card the customer keeps there is kept on the one record (decisions/0107). Only the
 * processor's id: never card data.
 */
export const customerProcessorCustomers = pgTable(
  'customer_processor_customers',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    paymentAccountId: integer('payment_account_id')
      .notNull()
      .references(() => paymentAccounts.id, { onDelete: 'cascade' }),
    processorCustomerId: text('processor_customer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('customer_processor_customers_key').on(t.customerId, t.paymentAccountId)],
);
