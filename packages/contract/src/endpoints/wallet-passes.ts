import { defineEndpoint } from '../endpoint';
import * as z from '../zod';

/**
 * Mobile-wallet passes (decisions/0088): the account's Apple Wallet pass settings, and each
 * ticket's signed `.pkpass`, from the ticket bundle page (by its unguessable code, no sign-in) and
 * from the order's tickets in the back office.
 */
const settingsBase = {
  tag: 'wallet-passes',
  auth: 'staff',
  permission: 'accountSettings',
  tenant: 'session',
} as const;

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, { message: 'Enter a colour as #rrggbb' });
const pem = (max: number) => z.string().trim().min(1).max(max);

export const walletPassSettingsInput = z.strictObject({
  /** The Pass Type ID registered with Apple, as in the certificate: pass.com.example.tickets */
  passTypeIdentifier: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/^pass\.[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/, {
      message: 'Enter the Pass Type ID, like pass.com.example.tickets',
    }),
  /** The Apple developer team identifier: ten letters and digits. */
  teamIdentifier: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{10}$/, { message: 'Enter the ten-character team identifier' }),
  /** Shown on the lock screen and in Wallet as who issued the pass. */
  organizationName: z.string().trim().min(1).max(100),
  backgroundColor: colour.default('#1f2937'),
  foregroundColor: colour.default('#ffffff'),
  labelColor: colour.default('#d1d5db'),
  /** The pass signing certificate (PEM); omitted keeps the stored one. */
  signerCertificate: pem(20_000).optional(),
  /** Its private key (PEM, may be encrypted); omitted keeps the stored one. */
  signerKey: pem(20_000).optional(),
  /** The private key's password; omitted keeps the stored one, empty: none. */
  signerKeyPassword: z.string().max(500).optional(),
  /** Apple's WWDR intermediate certificate (PEM); omitted keeps the stored one. */
  wwdrCertificate: pem(20_000).optional(),
});

const certificateSummary = z.object({
  subject: z.string(),
  /** The certificate's expiry. */
  validTo: z.iso.datetime(),
});

export const walletPassSettings = z.object({
  configured: z.boolean(),
  passTypeIdentifier: z.string().nullable(),
  teamIdentifier: z.string().nullable(),
  organizationName: z.string().nullable(),
  backgroundColor: z.string(),
  foregroundColor: z.string(),
  labelColor: z.string(),
  signerCertificate: certificateSummary.nullable(),
  wwdrCertificate: certificateSummary.nullable(),
  /** A masked hint of the stored private key (the end of its public key's SHA-256), never the key. */
  signerKeyHint: z.string().nullable(),
  signerKeyPasswordSet: z.boolean(),
  updatedAt: z.iso.datetime().nullable(),
});
export type WalletPassSettings = z.infer<typeof walletPassSettings>;

export const getWalletPassSettings = defineEndpoint({
  ...settingsBase,
  id: 'getWalletPassSettings',
  method: 'GET',
  path: '/api/admin/wallet-passes/settings',
  summary:
    'The account’s Apple Wallet pass settings: pass type, team, colours and the certificates’ subjects and expiry; the private key only as a masked hint.',
  output: walletPassSettings,
  errors: [],
});

export const saveWalletPassSettings = defineEndpoint({
  ...settingsBase,
  id: 'saveWalletPassSettings',
  method: 'PUT',
  path: '/api/admin/wallet-passes/settings',
  summary:
    'Saves the Apple Wallet pass settings. The private key and its password are stored encrypted and never sent back; the key must belong to the signing certificate.',
  body: walletPassSettingsInput,
  output: walletPassSettings,
  errors: [
    'admin.wallet_pass_credentials_required',
    'admin.wallet_pass_certificate_invalid',
    'admin.wallet_pass_key_invalid',
    'admin.wallet_pass_key_mismatch',
  ],
  example: {
    passTypeIdentifier: 'pass.org.example.tickets',
    teamIdentifier: 'A1B2C3D4E5',
    organizationName: 'Example Theatre',
    backgroundColor: '#1f2937',
    foregroundColor: '#ffffff',
    labelColor: '#d1d5db',
    signerCertificate: '-----BEGIN CERTIFICATE-----\n…\n-----END CERTIFICATE-----\n',
    signerKey: '-----BEGIN PRIVATE KEY-----\n…\n-----END PRIVATE KEY-----\n',
    wwdrCertificate: '-----BEGIN CERTIFICATE-----\n…\n-----END CERTIFICATE-----\n',
  },
});

export const deleteWalletPassSettings = defineEndpoint({
  ...settingsBase,
  id: 'deleteWalletPassSettings',
  method: 'DELETE',
  path: '/api/admin/wallet-passes/settings',
  summary: 'Removes the Apple Wallet pass settings and their key: no ticket offers a wallet pass after.',
  output: walletPassSettings,
  errors: [],
});

const pkpass = z.custom<Uint8Array>((v) => v instanceof Uint8Array);

export const downloadShopTicketWalletPass = defineEndpoint({
  tag: 'shop',
  auth: 'public',
  permission: null,
  tenant: 'host',
  id: 'downloadShopTicketWalletPass',
  method: 'GET',
  path: '/api/shop/ticket-bundles/:bundleCode/events/:eventId/tickets/:ticketId/wallet.pkpass',
  summary:
    'One ticket of a bundle as a signed Apple Wallet pass (application/vnd.apple.pkpass) with its current barcode and the host name’s wallet logo. Rate-limited.',
  params: z.object({
    bundleCode: z.string().trim().min(1).max(64),
    eventId: z.idParam(),
    ticketId: z.bigIdParam(),
  }),
  output: pkpass,
  errors: [
    'purchase.ticket_bundle_not_found',
    'purchase.wallet_pass_ticket_unavailable',
    'purchase.wallet_pass_not_configured',
    'common.rate_limited',
  ],
});

export const downloadOrderTicketWalletPass = defineEndpoint({
  tag: 'tickets',
  auth: 'staff',
  permission: 'viewOrders',
  tenant: 'session',
  id: 'downloadOrderTicketWalletPass',
  method: 'GET',
  path: '/api/admin/orders/:orderId/tickets/:ticketId/wallet.pkpass',
  summary:
    'One ticket of an order as a signed Apple Wallet pass with its current barcode and the default host name’s wallet logo.',
  params: z.object({ orderId: z.bigIdParam(), ticketId: z.bigIdParam() }),
  output: pkpass,
  errors: [
    'purchase.order_not_found',
    'purchase.wallet_pass_ticket_unavailable',
    'purchase.wallet_pass_not_configured',
  ],
});
