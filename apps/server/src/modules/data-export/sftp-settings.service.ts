import type { SftpSettings, sftpSettingsInput } from '@tessera/contract';
import { nextNightlyExportAt, sftpSecretChoice } from '@tessera/domain';
import ssh2 from 'ssh2';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import { recordAudit } from '@/modules/audit/audit.store';
import { decryptCredentials, encryptCredentials } from '@/modules/payment-settings/credentials.service';
import { AppError } from '@/platform/http/app-error';
import type { Jobs } from '@/platform/jobs/jobs';
import { queueNightlyExport } from './nightly-export-queue.jobs';
import { requirePublicHost, SftpFailure, type SftpTarget, uploadFile, withSftp } from './sftp.adapter';
import {
  accountTimeZone,
  deleteSftpSettingsRow,
  type SftpSettingsRow,
  sftpSettingsRow,
  upsertSftpSettings,
} from './sftp-settings.store';

/** The settings as staff see them: which secret is set, never the secret (decisions/0063). */
function view(row: SftpSettingsRow | undefined): SftpSettings {
  return {
    configured: row !== undefined,
    host: row?.host ?? null,
    port: row?.port ?? null,
    username: row?.username ?? null,
    remoteDirectory: row?.remoteDirectory ?? null,
    authentication: row ? (row.passwordEncrypted !== null ? 'password' : 'privateKey') : null,
    passwordSet: row?.passwordEncrypted != null,
    privateKeySet: row?.privateKeyEncrypted != null,
    hostKeyFingerprint: row?.hostKeyFingerprint ?? null,
    nightlyExport: row?.nightlyExport ?? false,
    nightlyExportAt: row?.nightlyExportAt?.toISOString() ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

export async function getSettings(db: Db, accountId: number): Promise<SftpSettings> {
  return view(await sftpSettingsRow(db, accountId));
}

/** A private key ssh2 can use: OpenSSH or PEM, not passphrase-protected. */
function checkPrivateKey(key: string): void {
  // ssh2 is CommonJS: its named exports come through the default import.
  const parsed = ssh2.utils.parseKey(key);
  if (parsed instanceof Error || (Array.isArray(parsed) ? parsed.length === 0 : !parsed.isPrivateKey()))
    throw new AppError('admin.sftp_private_key_invalid', 'privateKey');
}

interface Actor {
  db: Db;
  jobs: Jobs;
  key: Buffer;
  /** A server on this machine may be set (tests). */
  allowLocal: boolean;
  accountId: number;
  userId: number;
  now: Date;
}

export async function saveSettings(
  a: Actor,
  input: z.output<typeof sftpSettingsInput>,
): Promise<SftpSettings> {
  return a.db.transaction(async (tx) => {
    const stored = await sftpSettingsRow(tx, a.accountId);
    const storedKind = stored ? (stored.passwordEncrypted !== null ? 'password' : 'privateKey') : null;
    const choice = sftpSecretChoice(input, storedKind);
    if (!choice.ok) {
      throw new AppError(
        'admin.sftp_credentials_exactly_one',
        choice.problem === 'both' ? 'privateKey' : 'password',
      );
    }
    if (choice.kind === 'privateKey' && choice.value !== null) checkPrivateKey(choice.value);
    requirePublicHost(input.host, a.allowLocal);
    const sealed = choice.value !== null ? encryptCredentials(a.key, choice.value) : null;
    // Turning the nightly export on queues the next night; keeping it on keeps its night.
    const keptNight = input.nightlyExport && stored?.nightlyExport ? stored.nightlyExportAt : null;
    const nightlyExportAt = !input.nightlyExport
      ? null
      : (keptNight ?? nextNightlyExportAt(a.now, await accountTimeZone(tx, a.accountId)));
    const keep = (column: string | null | undefined) => (sealed === null ? (column ?? null) : null);
    await upsertSftpSettings(tx, a.accountId, {
      host: input.host,
      port: input.port,
      username: input.username,
      remoteDirectory: input.remoteDirectory,
      passwordEncrypted: choice.kind === 'password' ? (sealed ?? keep(stored?.passwordEncrypted)) : null,
      privateKeyEncrypted:
        choice.kind === 'privateKey' ? (sealed ?? keep(stored?.privateKeyEncrypted)) : null,
      hostKeyFingerprint: input.hostKeyFingerprint,
      nightlyExport: input.nightlyExport,
      nightlyExportAt,
      updatedAt: a.now,
    });
    if (nightlyExportAt && !keptNight) await queueNightlyExport(a.jobs, tx, a.accountId, nightlyExportAt);
    await recordAudit(
      tx,
      {
        accountId: a.accountId,
        action: 'sftp_settings_saved',
        actorUserId: a.userId,
        detail: {
          host: input.host,
          username: input.username,
          secretChanged: sealed !== null,
          nightlyExport: input.nightlyExport,
        },
      },
      a.now,
    );
    return view(await sftpSettingsRow(tx, a.accountId));
  });
}

export async function removeSettings(a: Actor): Promise<SftpSettings> {
  await a.db.transaction(async (tx) => {
    if (!(await sftpSettingsRow(tx, a.accountId))) return;
    await deleteSftpSettingsRow(tx, a.accountId);
    await recordAudit(
      tx,
      { accountId: a.accountId, action: 'sftp_settings_removed', actorUserId: a.userId },
      a.now,
    );
  });
  return view(undefined);
}

/** The account's server with its secret decrypted; `admin.sftp_not_configured` when none. */
export async function sftpTarget(
  db: Db,
  key: Buffer,
  accountId: number,
  allowLocal: boolean,
): Promise<SftpTarget & { remoteDirectory: string }> {
  const row = await sftpSettingsRow(db, accountId);
  if (!row) throw new AppError('admin.sftp_not_configured');
  return {
    host: row.host,
    port: row.port,
    username: row.username,
    remoteDirectory: row.remoteDirectory,
    hostKeyFingerprint: row.hostKeyFingerprint,
    allowLocal,
    ...(row.passwordEncrypted !== null
      ? { password: decryptCredentials(key, row.passwordEncrypted) }
      : { privateKey: decryptCredentials(key, row.privateKeyEncrypted!) }),
  };
}

/** Whether the account has SFTP settings (a schedule delivered by SFTP needs them). */
export async function hasSftpSettings(db: Db, accountId: number): Promise<boolean> {
  return (await sftpSettingsRow(db, accountId)) !== undefined;
}

/**
 * Test connection: logs in, checks the folder, writes a small file there and removes it. Answers
 * the server's host key fingerprint (to pin it in the settings).
 */
export async function testConnection(
  db: Db,
  key: Buffer,
  accountId: number,
  now: Date,
  allowLocal: boolean,
): Promise<{ ok: true; hostKeyFingerprint: string }> {
  const target = await sftpTarget(db, key, accountId, allowLocal);
  const { fingerprint } = await withSftp(target, async (client) => {
    const kind = await client.exists(target.remoteDirectory);
    if (kind !== 'd') {
      throw new SftpFailure('admin.sftp_upload_failed', `${target.remoteDirectory} is not a folder`);
    }
    const probe = `${target.remoteDirectory.replace(/\/+$/, '')}/tessera-connection-test-${now.getTime()}.txt`;
    await uploadFile(client, probe, Buffer.from(`Tessera connection test ${now.toISOString()}\n`));
    await client.delete(probe);
  });
  return { ok: true, hostKeyFingerprint: fingerprint };
}
