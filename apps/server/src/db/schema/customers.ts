import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { customers } from './commerce';
import { users } from './users';

/** Customer tags the account defines (account settings → customer tags); customers carry their names. */
export const customerTags = pgTable(
  'customer_tags',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('customer_tags_account_name_key').on(t.accountId, sql`lower(${t.name})`)],
);

/** A note staff wrote on a customer; private notes are for staff only. */
export const customerNotes = pgTable(
  'customer_notes',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    isPrivate: boolean('is_private').notNull().default(true),
    authorUserId: integer('author_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('customer_notes_customer_idx').on(t.customerId, t.createdAt)],
);
