import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IMPERSONATOR_COOKIE, SESSION_COOKIE } from '@/platform/auth/tokens';
import type { AppDeps } from '@/platform/deps';

type CookieName = typeof SESSION_COOKIE | typeof IMPERSONATOR_COOKIE;

function options(request: FastifyRequest, deps: AppDeps) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: request.protocol === 'https' || deps.config.publicUrl.startsWith('https://'),
  };
}

/** Session cookies: HttpOnly, SameSite=Strict, Secure over https (decisions/0003). */
export function setAuthCookie(
  reply: FastifyReply,
  request: FastifyRequest,
  deps: AppDeps,
  name: CookieName,
  token: string,
  expires: Date,
): void {
  reply.setCookie(name, token, { ...options(request, deps), expires });
}

export function clearAuthCookie(
  reply: FastifyReply,
  request: FastifyRequest,
  deps: AppDeps,
  name: CookieName,
) {
  reply.clearCookie(name, options(request, deps));
}
