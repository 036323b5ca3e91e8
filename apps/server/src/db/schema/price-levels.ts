import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { events } from './events';

/** Price levels of an event: seats are painted with one. The pricing area extends it. */
export const priceLevels = pgTable(
  'price_levels',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color').notNull(),
    /** Minor units of the account's currency. */
    defaultPrice: integer('default_price').notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('price_levels_event_name_key').on(t.eventId, t.name),
    index('price_levels_account_idx').on(t.accountId),
    check('price_levels_price_not_negative', sql`${t.defaultPrice} >= 0`),
  ],
);
