import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
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
import { customers, orders } from './commerce';
import { orderRefunds } from './order-payments';
import { users } from './users';

/**
 * A gift certificate (spec §3): sold at the window as a sale of its own, paid there and then
 * (see docs/decisions/0023-gift-certificates.md), or bought in the shop by card (0067).
 * `balance` only goes down, through a guarded UPDATE inside a checkout, so it can never be
 * overspent.
 */
export const giftCertificates = pgTable(
  'gift_certificates',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    amount: integer('amount').notNull(),
    balance: integer('balance').notNull(),
    buyerCustomerId: integer('buyer_customer_id').references(() => customers.id),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull().default(''),
    recipientName: text('recipient_name').notNull().default(''),
    recipientEmail: text('recipient_email').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** How the sale was paid: Cash, Check, Custom or Manual, with an optional reference. */
    paymentType: text('payment_type').notNull(),
    paymentReference: text('payment_reference').notNull().default(''),
    soldByUserId: integer('sold_by_user_id').references(() => users.id),
    /**
     * The refund of an order this certificate was issued for (an exchange's difference given back
     * as a certificate, payment type `Refund`); null for a certificate sold at the window.
     */
    issuedForRefundId: bigint('issued_for_refund_id', { mode: 'number' }).references(() => orderRefunds.id, {
      onDelete: 'set null',
    }),
    /**
     * Bought in the shop (decisions/0067): the order that paid it, the buyer's message and the
     * unguessable code that, with the number, opens it from the recipient's mail.
     */
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id),
    bundleCode: text('bundle_code'),
    message: text('message').notNull().default(''),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('gift_certificates_account_number_key').on(t.accountId, t.number),
    index('gift_certificates_buyer_idx').on(t.buyerCustomerId),
    uniqueIndex('gift_certificates_refund_key').on(t.issuedForRefundId),
    uniqueIndex('gift_certificates_bundle_code_key').on(t.accountId, t.bundleCode),
    uniqueIndex('gift_certificates_order_key').on(t.orderId),
    check('gift_certificates_balance_range', sql`${t.balance} >= 0 AND ${t.balance} <= ${t.amount}`),
    check('gift_certificates_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** What an order spent of a gift certificate. */
export const giftCertificateRedemptions = pgTable(
  'gift_certificate_redemptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    giftCertificateId: integer('gift_certificate_id')
      .notNull()
      .references(() => giftCertificates.id),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('gift_certificate_redemptions_cert_idx').on(t.giftCertificateId)],
);
