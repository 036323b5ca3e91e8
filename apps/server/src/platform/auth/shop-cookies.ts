import type { FastifyRequest } from 'fastify';
import type { Config } from '@/config';

/**
 * The shop's cookies (the basket and the customer session). The venue's site embeds the shop
 * in a frame (spec §2: the frame reports its size), where a SameSite=Strict or Lax cookie is not
 * sent when the venue's site is another site than the shop's host name. So over https they are
 * SameSite=None; Secure; Partitioned: sent inside the venue's frame, kept apart per top-level
 * site (CHIPS), and guarded against other sites by the Origin check
 * (platform/http/security.ts). Browsers refuse SameSite=None without Secure, so over plain
 * http (development) they stay SameSite=Strict and an embedded shop on another site keeps no
 * basket.
 */
export function shopCookieOptions(request: FastifyRequest, config: Pick<Config, 'publicUrl'>) {
  if (config.publicUrl.startsWith('https://')) {
    return {
      path: '/',
      httpOnly: true,
      secure: true,
      sameSite: 'none' as const,
      partitioned: true,
    };
  }
  return {
    path: '/',
    httpOnly: true,
    secure: request.protocol === 'https',
    sameSite: 'strict' as const,
  };
}
