import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { shopCookieOptions } from '@/platform/auth/shop-cookies';
import type { AppDeps } from '@/platform/deps';

/** The shop basket belongs to the browser holding this cookie (decisions/0019). */
export const BASKET_COOKIE = 'tessera_basket';

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** The hash of this browser's basket secret, or null when it has none (or a malformed one). */
export function browserSecretHash(request: FastifyRequest): string | null {
  const secret = request.cookies[BASKET_COOKIE];
  return secret && /^[A-Za-z0-9_-]{43}$/.test(secret) ? hashSecret(secret) : null;
}

/**
 * This browser's basket secret hash, giving it a new secret when it has none (HttpOnly; over
 * https SameSite=None so the shop keeps its basket inside the venue's frame: shopCookieOptions).
 */
export function ensureBrowserSecret(request: FastifyRequest, reply: FastifyReply, deps: AppDeps): string {
  const existing = browserSecretHash(request);
  if (existing) return existing;
  const secret = randomBytes(32).toString('base64url');
  reply.setCookie(BASKET_COOKIE, secret, {
    ...shopCookieOptions(request, deps.config),
    maxAge: 30 * 24 * 60 * 60,
  });
  return hashSecret(secret);
}
