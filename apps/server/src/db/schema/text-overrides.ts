import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { users } from './users';

/**
 * An account's own interface texts (Tools → Translations, decisions/0070): for one locale, the
 * text shown instead of the web app's catalogue text of one key.
 */
export const textOverrides = pgTable(
  'text_overrides',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    key: text('key').notNull(),
    text: text('text').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.locale, t.key] })],
);
