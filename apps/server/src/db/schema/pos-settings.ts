import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { users } from './users';

/**
 * Tools → POS settings (decisions/0093): how an account's point-of-sale counter sells. No row
 * means the defaults (every staff payment type, in the domain's order).
 */
export const posSettings = pgTable('pos_settings', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  /** The payment types the counter takes, in the order its sellers see them (first: the default). */
  paymentTypes: text('payment_types').array().notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
