import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed sign-ins counted per email address, known or not (decisions/0033): one row for the
 * email from one network address, and one (address '') for the email from everywhere. The
 * email is kept as a SHA-256 hash, so what strangers type is not stored.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    /** 'staff', or 'shop:<account id>' for a shop's customers. */
    scope: text('scope').notNull(),
    emailHash: text('email_hash').notNull(),
    /** The network address, or '' for the counter over every address. */
    address: text('address').notNull(),
    failures: integer('failures').notNull(),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.scope, t.emailHash, t.address] })],
);
