import { staffLogin, staffLogout } from '@tessera/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '@/platform/auth/tokens';
import type { AppDeps } from '@/platform/deps';
import { implement } from '@/platform/http/implement';
import { signIn } from './auth.service';
import { endSession } from './auth.store';

function secureCookie(request: FastifyRequest, deps: AppDeps): boolean {
  return request.protocol === 'https' || deps.config.publicUrl.startsWith('https://');
}

function setSessionCookie(
  reply: FastifyReply,
  request: FastifyRequest,
  deps: AppDeps,
  token: string,
  expires: Date,
) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: secureCookie(request, deps),
    expires,
  });
}

export const authRoutes = [
  implement(staffLogin, async ({ deps, body, request, reply }) => {
    const { token, expiresAt } = await signIn(deps, body);
    setSessionCookie(reply, request, deps, token, expiresAt);
    return { token, expiresAt: expiresAt.toISOString() };
  }),
  implement(staffLogout, async ({ deps, staff, request, reply }) => {
    await endSession(deps.db, staff.accountId, staff.sessionId, deps.now());
    reply.clearCookie(SESSION_COOKIE, {
      path: '/',
      httpOnly: true,
      sameSite: 'strict',
      secure: secureCookie(request, deps),
    });
    return { ok: true as const };
  }),
];
