import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * The account's SFTP data-export server (spec §4 account settings, decisions/0063): where
 * scheduled reports delivered by SFTP are uploaded. The password or the private key — exactly one
 * (spec §5) — is stored encrypted like payment credentials (AES-256-GCM, `PAYMENT_CREDENTIALS_KEY`)
 * and never read back to a screen.
 */
export const sftpSettings = pgTable(
  'sftp_settings',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    host: text('host').notNull(),
    port: integer('port').notNull(),
    username: text('username').notNull(),
    remoteDirectory: text('remote_directory').notNull(),
    /** base64 of iv ‖ auth tag ‖ ciphertext. */
    passwordEncrypted: text('password_encrypted'),
    /** base64 of iv ‖ auth tag ‖ ciphertext. */
    privateKeyEncrypted: text('private_key_encrypted'),
    /** SHA256:… of the server's host key; null: any key is accepted. */
    hostKeyFingerprint: text('host_key_fingerprint'),
    /** The nightly full export (orders, tickets, payments, customers as CSV) is on (decisions/0063). */
    nightlyExport: boolean('nightly_export').notNull().default(false),
    /** When the next nightly export is due; null while it is off. Its job runs only at this time. */
    nightlyExportAt: timestamp('nightly_export_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      'sftp_settings_one_secret',
      sql`num_nonnulls(${t.passwordEncrypted}, ${t.privateKeyEncrypted}) = 1`,
    ),
  ],
);
