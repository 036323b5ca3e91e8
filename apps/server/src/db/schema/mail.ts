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
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { orders } from './commerce';

/** Every message the product sends. Without SMTP settings messages stay here as 'kept'. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text_body').notNull(),
    html: text('html_body'),
    /** The message carried a one-time link: the bodies here have it hidden, only the recipient got it. */
    linkHidden: boolean('link_hidden').notNull().default(false),
    status: text('status', { enum: ['kept', 'sent', 'failed'] }).notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_account_created_idx').on(t.accountId, t.createdAt)],
);

/**
 * Order confirmations still to send (decisions/0029-confirmation-sender.md): written in the
 * checkout's transaction, sent by the server's background sender, removed once the message
 * is in the outbox (sent, or kept without SMTP). `due_at` is when the next attempt may start:
 * a claimed row is pushed a lease ahead, a failed one a backoff ahead.
 */
export const orderConfirmationsDue = pgTable(
  'order_confirmations_due',
  {
    orderId: bigint('order_id', { mode: 'number' })
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The staff member who made the sale; null for the shop. */
    userId: integer('user_id'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /**
     * When the confirmation went out without its tickets, because the order's events deliver
     * them later (decisions/0071): the row then stands for the tickets email still due.
     */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('order_confirmations_due_at_idx').on(t.dueAt)],
);

/**
 * The account's email templates (account settings → email templates, decisions/0069): the text
 * of the order notes of the order confirmation and of the pre-event and post-event mails' body,
 * uploaded as a .txt file or typed. No row, or blank text: the mail as without a template.
 */
export const accountEmailTemplates = pgTable(
  'account_email_templates',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['orderNotes', 'preEvent', 'postEvent', 'invoiceFooter'] }).notNull(),
    body: text('body').notNull(),
    /** The uploaded file's name; null when typed. */
    fileName: text('file_name'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    updatedBy: integer('updated_by'),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.kind] })],
);
