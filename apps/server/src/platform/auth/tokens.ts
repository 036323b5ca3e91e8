import { createHash, randomBytes } from 'node:crypto';

export const SESSION_COOKIE = 'tessera_session';
/** While logged in as another user, the administrator's own session waits in this cookie. */
export const IMPERSONATOR_COOKIE = 'tessera_impersonator';
/** API keys start with this, so a Bearer token is told apart from a session token. */
export const API_KEY_PREFIX = 'tsk_';

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** An API key: recognisable prefix, then 256 random bits. */
export function newApiKey(): { key: string; prefix: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, prefix: key.slice(0, API_KEY_PREFIX.length + 6) };
}

/** Only this hash is stored, so a leaked table does not leak usable tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
