import { createHash, randomBytes } from 'node:crypto';

export const SESSION_COOKIE = 'tessera_session';

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a leaked table does not leak usable tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
