import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * The account's Apple Wallet pass settings (decisions/0088): the pass type its passes are signed
 * as, the colours they show, and the signing certificates. The signer's private key and its
 * password are stored encrypted like payment credentials (AES-256-GCM, `PAYMENT_CREDENTIALS_KEY`)
 * and never read back to a screen; the certificates are public and kept as PEM.
 */
export const walletPassSettings = pgTable('wallet_pass_settings', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  passTypeIdentifier: text('pass_type_identifier').notNull(),
  teamIdentifier: text('team_identifier').notNull(),
  organizationName: text('organization_name').notNull(),
  /** #rrggbb */
  backgroundColor: text('background_color').notNull(),
  foregroundColor: text('foreground_color').notNull(),
  labelColor: text('label_color').notNull(),
  signerCertificatePem: text('signer_certificate_pem').notNull(),
  /** base64 of iv ‖ auth tag ‖ ciphertext of the PEM private key. */
  signerKeyEncrypted: text('signer_key_encrypted').notNull(),
  /** base64 of iv ‖ auth tag ‖ ciphertext; null: the key has no password. */
  signerKeyPasswordEncrypted: text('signer_key_password_encrypted'),
  wwdrCertificatePem: text('wwdr_certificate_pem').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
