import { createHash } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { Readable } from 'node:stream';
import { type ErrorCode, isLocalHost, isPrivateAddress } from '@tessera/domain';
import SftpClient from 'ssh2-sftp-client';
import { AppError } from '@/platform/http/app-error';

/** Where and as whom to connect; the secret already decrypted (exactly one of the two). */
export interface SftpTarget {
  host: string;
  port: number;
  username: string;
  password?: string;
  privateKey?: string;
  /** SHA256:…; null accepts any host key. */
  hostKeyFingerprint: string | null;
  /** A server on this machine is let through (tests, SFTP_ALLOW_LOCAL); private networks never. */
  allowLocal: boolean;
}

/** A connection that failed, as a catalogue code, with the library's words for the history. */
export class SftpFailure extends AppError {
  constructor(
    code: Extract<ErrorCode, `admin.sftp_${string}`>,
    readonly detail: string,
  ) {
    super(code);
  }
}

const CONNECT_TIMEOUT_MS = 15_000;

/** The host key's fingerprint as `ssh-keygen -l` prints it (SHA256, base64 without padding). */
export function hostKeyFingerprint(key: Buffer): string {
  return `SHA256:${createHash('sha256').update(key).digest('base64').replace(/=+$/, '')}`;
}

/** Whether an address may not be reached: private, loopback or link-local, unless local is allowed. */
const refused = (address: string, allowLocal: boolean) =>
  isPrivateAddress(address) && !(allowLocal && isLocalHost(address));

/** Refuses a host typed as a private or local address (checked again at connection time). */
export function requirePublicHost(host: string, allowLocal: boolean): void {
  if (isIP(host) && refused(host, allowLocal)) throw new AppError('admin.sftp_host_private', 'host');
}

/**
 * The address to connect to: the host resolved once here and checked, so a name that resolves
 * to a private address (or is changed to one after it was saved) is never reached, and the
 * connection goes to the very address checked.
 */
async function publicAddress(host: string, allowLocal: boolean): Promise<string> {
  if (isIP(host)) {
    if (refused(host, allowLocal))
      throw new SftpFailure('admin.sftp_host_private', `${host} is a private address`);
    return host;
  }
  let addresses: { address: string }[];
  try {
    addresses = await lookup(host, { all: true });
  } catch (error) {
    throw new SftpFailure('admin.sftp_unreachable', messageOf(error));
  }
  const bad = addresses.find((a) => refused(a.address, allowLocal));
  if (bad || addresses.length === 0) {
    throw new SftpFailure('admin.sftp_host_private', `${host} resolves to ${bad?.address ?? 'nothing'}`);
  }
  return addresses[0]!.address;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Connects, does the work and closes (decisions/0063). Failures are `SftpFailure`s: the host key
 * refused, the login refused, the server not reached, or the work (writing) failed.
 */
export async function withSftp<T>(
  target: SftpTarget,
  work: (client: SftpClient) => Promise<T>,
): Promise<{ result: T; fingerprint: string }> {
  const address = await publicAddress(target.host, target.allowLocal);
  const client = new SftpClient('tessera-data-export');
  let fingerprint = '';
  let keyRefused = false;
  try {
    await client.connect({
      host: address,
      port: target.port,
      username: target.username,
      ...(target.password !== undefined ? { password: target.password } : {}),
      ...(target.privateKey !== undefined ? { privateKey: target.privateKey } : {}),
      readyTimeout: CONNECT_TIMEOUT_MS,
      // No keyboard-interactive prompts or agent: the stored secret only.
      tryKeyboard: false,
      hostVerifier: (key: Buffer) => {
        fingerprint = hostKeyFingerprint(key);
        keyRefused = target.hostKeyFingerprint !== null && fingerprint !== target.hostKeyFingerprint;
        return !keyRefused;
      },
    });
  } catch (error) {
    await client.end().catch(() => undefined);
    const detail = messageOf(error);
    if (keyRefused)
      throw new SftpFailure('admin.sftp_host_key_mismatch', `${detail} (server: ${fingerprint})`);
    const level = (error as { level?: string }).level;
    if (level === 'client-authentication' || /authentication/i.test(detail))
      throw new SftpFailure('admin.sftp_auth_failed', detail);
    throw new SftpFailure('admin.sftp_unreachable', detail);
  }
  try {
    const result = await work(client);
    return { result, fingerprint };
  } catch (error) {
    if (error instanceof SftpFailure) throw error;
    throw new SftpFailure('admin.sftp_upload_failed', messageOf(error));
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Writes a file under a temporary name and renames it into place, so whoever collects the folder
 * never reads half a file; an existing file of that name is replaced.
 */
export async function uploadFile(client: SftpClient, path: string, body: Buffer | Readable): Promise<void> {
  const slash = path.lastIndexOf('/');
  const partial = `${path.slice(0, slash + 1)}.${path.slice(slash + 1)}.part`;
  await client.put(body, partial);
  try {
    await client.posixRename(partial, path);
  } catch {
    // A server without the posix-rename extension: plain rename, after removing the old file.
    if (await client.exists(path)) await client.delete(path);
    await client.rename(partial, path);
  }
}
