import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { orders } from './commerce';
import { payments } from './order-payments';

/**
 * An account's terms for paying later by invoice in the shop (decisions/0109): offered or not,
 * days until due, days of reminder before. No row: not offered.
 */
export const invoiceSettings = pgTable('invoice_settings', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull(),
  dueDays: integer('due_days').notNull(),
  reminderDays: integer('reminder_days').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * An order held on an invoice: its seats sold to the order, the amount owed until it is paid by
 * the recipient's link or at the box office, or cancelled unpaid at `due_at` by the job queue.
 * `public_id` names it in the recipient's link, signed with the server secret.
 */
export const orderInvoices = pgTable(
  'order_invoices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    publicId: uuid('public_id').notNull(),
    email: text('email').notNull(),
    recipientName: text('recipient_name').notNull(),
    locale: text('locale').notNull(),
    amount: integer('amount').notNull(),
    status: text('status', { enum: ['open', 'paid', 'cancelled'] }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    remindAt: timestamp('remind_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    paymentId: bigint('payment_id', { mode: 'number' }).references(() => payments.id, {
      onDelete: 'set null',
    }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('order_invoices_order_key').on(t.orderId),
    uniqueIndex('order_invoices_public_key').on(t.publicId),
    index('order_invoices_account_idx').on(t.accountId, t.status, t.dueAt),
    check('order_invoices_amount_positive', sql`${t.amount} > 0`),
  ],
);
