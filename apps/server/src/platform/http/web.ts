import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { webDistDir } from '@/platform/paths';

/** Old addresses that must keep working (spec §2). */
const redirects: ReadonlyArray<readonly [RegExp, (m: RegExpMatchArray) => string]> = [
  [/^\/v2\/account(\/.*)?$/, (m) => `/shop${m[1] ?? ''}`],
  [/^\/subscriptions\/admin\/v2\/account-settings\/seasons\/?$/, () => '/admin/v2/account-settings/seasons'],
  // The spec's payment plans screens live in the back office under /admin/v2.
  [/^\/admin\/payment-plans(\/.*)?$/, (m) => `/admin/v2/payment-plans${m[1] ?? ''}`],
  [/^\/$/, () => '/shop'],
];

export function redirectFor(path: string): string | undefined {
  for (const [pattern, target] of redirects) {
    const match = path.match(pattern);
    if (match) return target(match);
  }
  return undefined;
}

/** True when the built web app exists (it does not in server-only tests). */
export function hasWebBuild(dir = webDistDir()): boolean {
  return existsSync(join(dir, 'index.html'));
}

/**
 * Serves the built web app: hashed assets with long caching, and index.html for every
 * other page path so that deep links under /admin/v2 and /shop survive a reload.
 */
export async function serveWeb(app: FastifyInstance, dir = webDistDir()): Promise<void> {
  if (!hasWebBuild(dir)) return;
  await app.register(fastifyStatic, {
    root: dir,
    wildcard: false,
    index: false,
    // The build writes .br and .gz copies of each asset; they are sent as they are.
    preCompressed: true,
    // The build's manifest is for the server (page-preloads.ts), not for browsers.
    allowedPath: (path) => !path.startsWith('/.vite'),
    setHeaders(res, path) {
      res.header(
        'cache-control',
        path.includes(`${join(dir, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
}
