import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addHostname, createAccount } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';

/**
 * Finding 8: every answer (API, web app files, the app page for deep links, errors, not-found)
 * carries a Content-Security-Policy that lets only this site's scripts run, forbids framing
 * (except the shop's pages, see http-embedding), and the other security headers; HSTS only
 * when the site is served over https.
 */
let webDir: string;
let http: TestApp;
let https: TestApp;

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'tessera-web-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Tessera</title><div id="root"></div>');
  writeFileSync(join(webDir, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
  http = await startTestApp({ webDir });
  https = await startTestApp({ webDir, config: { publicUrl: 'https://tessera.example.test' } });
  for (const t of [http, https]) {
    const account = await createAccount(t.database.db);
    await addHostname(t.database.db, account.id, 'localhost', true);
  }
});
afterAll(async () => {
  await http.close();
  await https.close();
  rmSync(webDir, { recursive: true, force: true });
});

/** One request of every kind of answer the server gives. */
const answers: Array<[string, InjectOptions, number]> = [
  ['an API answer', { method: 'GET', url: '/api/health' }, 200],
  ['an API answer needing sign-in', { method: 'GET', url: '/api/admin/users' }, 401],
  ['an unknown API path', { method: 'GET', url: '/api/no-such-thing' }, 404],
  ['a refused body', { method: 'POST', url: '/api/auth/login', payload: { email: 'x' } }, 400],
  [
    'malformed JSON',
    {
      method: 'POST',
      url: '/api/auth/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    },
    400,
  ],
  ['a web app file', { method: 'GET', url: '/assets/app-1a2b3c.js' }, 200],
  ['a missing web app file', { method: 'GET', url: '/assets/gone-000000.js' }, 404],
  ['the back office page', { method: 'GET', url: '/admin/v2/auth/login' }, 200],
  ['an unknown page (the app shows not-found)', { method: 'GET', url: '/no-such-page' }, 200],
  ['an old address', { method: 'GET', url: '/v2/account/orders' }, 301],
  ['a malformed address', { method: 'GET', url: '/api/admin/users/%E0%A4%A' }, 400],
  ['a method the path does not take', { method: 'DELETE', url: '/no-such-page' }, 404],
];

function directives(csp: string | undefined): Map<string, string> {
  return new Map(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...values] = d.split(/\s+/);
        return [name!, values.join(' ')] as const;
      }),
  );
}

describe('finding 8: security headers on every answer', () => {
  it.each(answers)('%s carries the CSP and the security headers', async (_label, request, status) => {
    const res = await call(http.app, request);
    expect(res.statusCode, res.body).toBe(status);
    const csp = directives(res.headers['content-security-policy'] as string | undefined);
    expect(csp.get('default-src')).toBe("'self'");
    // Stripe.js, for the Payment Element of a Stripe venue (decisions/0089), and nothing else.
    expect(csp.get('script-src')).toBe("'self' https://js.stripe.com");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('base-uri')).toBe("'none'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Over plain http a browser ignores HSTS; a development machine must not be pinned to https.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('no script may come from elsewhere or run inline; styles and images as the app needs', async () => {
    const csp = directives(
      (await call(http.app, { method: 'GET', url: '/admin/v2/auth/login' })).headers[
        'content-security-policy'
      ] as string,
    );
    expect(csp.get('script-src')).not.toMatch(/unsafe|\*|data:/);
    expect(csp.get('script-src')).toBe("'self' https://js.stripe.com");
    expect(csp.get('style-src')).toBe("'self' 'unsafe-inline'");
    expect(csp.get('img-src')).toBe("'self' data: blob: https:");
    expect(csp.get('frame-src')).toBe("'self' blob: https://js.stripe.com https://hooks.stripe.com");
    // This site, the printer agent on the workstation's own loopback address, and Stripe's API.
    expect(csp.get('connect-src')).toBe(
      "'self' http://127.0.0.1:* http://localhost:* https://api.stripe.com",
    );
    expect(csp.get('form-action')).toBe("'self'");
  });

  it.each(answers)('over https, %s also carries HSTS', async (_label, request, status) => {
    const res = await call(https.app, request);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=(\d+)/);
    const maxAge = Number(/max-age=(\d+)/.exec(String(res.headers['strict-transport-security']))![1]);
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
    expect(res.headers['strict-transport-security']).toMatch(/includeSubDomains/);
    expect(
      directives(res.headers['content-security-policy'] as string).has('upgrade-insecure-requests'),
    ).toBe(true);
  });

  it('a malformed address, which no hook sees, gets them and a catalogue error', async () => {
    const res = await call(http.app, { method: 'GET', url: '/api/admin/users/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect((res.data.errors as { code: string }[])[0]?.code).toBe('common.bad_request');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('a refused cross-site request carries them too', async () => {
    const res = await call(http.app, {
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(directives(res.headers['content-security-policy'] as string).get('frame-ancestors')).toBe(
      "'none'",
    );
  });
});
