import { paymentProcessors } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * A payment account (spec §3): processor, live flag, onboarding status. The processor
 * credentials are stored encrypted (AES-256-GCM, `PAYMENT_CREDENTIALS_KEY`) and never read back
 * to a screen.
 */
export const paymentAccounts = pgTable('payment_accounts', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  processor: text('processor', { enum: paymentProcessors }).notNull(),
  isLive: boolean('is_live').notNull().default(false),
  onboardingComplete: boolean('onboarding_complete').notNull().default(false),
  /** base64 of iv ‖ auth tag ‖ ciphertext; null when no credentials were given. */
  credentialsEncrypted: text('credentials_encrypted'),
  /**
   * StripeUnified: the venue's connected account on the platform's Stripe account (`acct_…`,
   * decisions/0090); its onboarding state is read from Stripe's Accounts API.
   */
  stripeAccountId: text('stripe_account_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** A payment method (spec §3) custom payment types belong to; it may require a partner on the order. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    partnerRequired: boolean('partner_required').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('payment_methods_account_name_key').on(t.accountId, sql`lower(${t.name})`)],
);

/** Why tickets were given away (spec §3 comp type); a Comp payment names one. */
export const compTypes = pgTable(
  'comp_types',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('comp_types_account_name_key').on(t.accountId, sql`lower(${t.name})`)],
);

/** A kind of Custom payment (a voucher scheme, an invoice…), optionally under a payment method. */
export const customPaymentTypes = pgTable(
  'custom_payment_types',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('custom_payment_types_account_name_key').on(t.accountId, sql`lower(${t.name})`)],
);

/** Account-wide payment rules: the minimum amount of one payment line (spec §5), 0 for none. */
export const paymentOptions = pgTable('payment_options', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  minimumPayment: integer('minimum_payment').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
