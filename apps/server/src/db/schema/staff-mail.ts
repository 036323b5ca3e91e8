import { integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { users } from './users';

/**
 * Tools → Send admin bulk emails (decisions/0078): a message staff with user management send
 * to the account's active staff, all of them or those of chosen roles and user groups.
 */
export const adminBulkEmails = pgTable('admin_bulk_emails', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  /** Empty: every role. */
  roles: text('roles').array().notNull(),
  /** Empty: every user group (and staff without one). */
  userGroupIds: integer('user_group_ids').array().notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * Who a bulk email goes to, fixed when it is sent, and how each message fared: `pending` until
 * the job queue sends it, then `sent`, `kept` (no mail server: in the outbox) or `failed`.
 */
export const adminBulkEmailRecipients = pgTable(
  'admin_bulk_email_recipients',
  {
    bulkEmailId: integer('bulk_email_id')
      .notNull()
      .references(() => adminBulkEmails.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    email: text('email').notNull(),
    status: text('status').notNull().default('pending'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.bulkEmailId, t.userId] })],
);
