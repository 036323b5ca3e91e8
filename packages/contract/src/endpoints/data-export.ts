import { defineEndpoint } from '../endpoint';
import * as z from '../zod';

/** Account settings → data export: the account's SFTP server (decisions/0063). */
const base = {
  tag: 'data-export',
  auth: 'staff',
  permission: 'accountSettings',
  tenant: 'session',
} as const;

/** A host name or an IPv4/IPv6 address, no scheme, no port. */
const host = z
  .string()
  .trim()
  .min(1)
  .max(253)
  .regex(
    /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.?$|^[0-9a-fA-F:.]+$/,
    {
      message: 'Enter a host name or an IP address, without a scheme or port',
    },
  );

/** SHA256:… as `ssh-keygen -l` prints it. */
const fingerprint = z
  .string()
  .trim()
  .regex(/^SHA256:[A-Za-z0-9+/]{43}$/, { message: 'Enter the fingerprint as SHA256:… (ssh-keygen -l)' });

export const sftpSettingsInput = z.strictObject({
  host,
  port: z.number().int().min(1).max(65_535).default(22),
  username: z.string().trim().min(1).max(100),
  /** The folder files are written to: absolute, or relative to the login folder ('.' for it). */
  remoteDirectory: z
    .string()
    .trim()
    .min(1)
    .max(500)
    .refine((v) => [...v].every((c) => c.charCodeAt(0) >= 32), { message: 'No control characters' }),
  /** A new password; omitted keeps the stored secret. A password or a private key, exactly one. */
  password: z.string().max(1000).optional(),
  /** A new private key (OpenSSH or PEM, unencrypted); omitted keeps the stored secret. */
  privateKey: z.string().max(20_000).optional(),
  /** The server's host key fingerprint; when set, a server showing another key is refused. */
  hostKeyFingerprint: fingerprint.nullable().default(null),
  /** The nightly full export: orders, tickets, payments and customers as CSV files, at 02:00 in the account's zone. */
  nightlyExport: z.boolean().default(false),
});

export const sftpSettings = z.object({
  configured: z.boolean(),
  host: z.string().nullable(),
  port: z.number().int().nullable(),
  username: z.string().nullable(),
  remoteDirectory: z.string().nullable(),
  /** Which secret is stored ("set"), never the secret itself. */
  authentication: z.enum(['password', 'privateKey']).nullable(),
  passwordSet: z.boolean(),
  privateKeySet: z.boolean(),
  hostKeyFingerprint: z.string().nullable(),
  nightlyExport: z.boolean(),
  /** When the next nightly export is due; null while it is off. */
  nightlyExportAt: z.iso.datetime().nullable(),
  updatedAt: z.iso.datetime().nullable(),
});
export type SftpSettings = z.infer<typeof sftpSettings>;

export const getSftpSettings = defineEndpoint({
  ...base,
  id: 'getSftpSettings',
  method: 'GET',
  path: '/api/admin/data-export/sftp',
  summary:
    'The account’s SFTP data-export settings; whether a password or a private key is set, never either.',
  output: sftpSettings,
  errors: [],
});

export const saveSftpSettings = defineEndpoint({
  ...base,
  id: 'saveSftpSettings',
  method: 'PUT',
  path: '/api/admin/data-export/sftp',
  summary:
    'Saves the SFTP data-export settings; the password or the private key (exactly one) is stored encrypted and never sent back.',
  body: sftpSettingsInput,
  output: sftpSettings,
  errors: ['admin.sftp_credentials_exactly_one', 'admin.sftp_private_key_invalid', 'admin.sftp_host_private'],
  example: {
    host: 'sftp.venue.example',
    port: 22,
    username: 'tessera',
    remoteDirectory: '/incoming/reports',
    privateKey: '-----BEGIN OPENSSH PRIVATE KEY-----\n…\n-----END OPENSSH PRIVATE KEY-----\n',
  },
});

export const deleteSftpSettings = defineEndpoint({
  ...base,
  id: 'deleteSftpSettings',
  method: 'DELETE',
  path: '/api/admin/data-export/sftp',
  summary: 'Removes the SFTP data-export settings and their secret.',
  output: sftpSettings,
  errors: [],
});

export const testSftpConnection = defineEndpoint({
  ...base,
  id: 'testSftpConnection',
  method: 'POST',
  path: '/api/admin/data-export/sftp/test',
  summary:
    'Connects with the saved settings, writes a small file to the remote folder and removes it; answers the server’s host key fingerprint.',
  output: z.object({ ok: z.literal(true), hostKeyFingerprint: z.string() }),
  errors: [
    'admin.sftp_not_configured',
    'admin.sftp_unreachable',
    'admin.sftp_auth_failed',
    'admin.sftp_host_key_mismatch',
    'admin.sftp_upload_failed',
    'admin.sftp_host_private',
  ],
});
