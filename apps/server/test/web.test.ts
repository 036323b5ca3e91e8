import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from './harness';

let t: TestApp;
let webDir: string;

beforeAll(async () => {
  // A minimal built web app: the server's job is to serve whatever the web build produced.
  webDir = mkdtempSync(join(tmpdir(), 'tessera-web-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Tessera</title><div id="root"></div>');
  writeFileSync(join(webDir, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
  const big = `export const words = ${JSON.stringify(Array.from({ length: 2000 }, (_, i) => `word${i}`))};`;
  writeFileSync(join(webDir, 'assets', 'big-4d5e6f.js'), big);
  // Marked so the test can tell the build's copy from one compressed on the fly.
  writeFileSync(join(webDir, 'assets', 'big-4d5e6f.js.br'), brotliCompressSync(`${big}\n// built copy`));
  t = await startTestApp({ webDir });
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it.each([
    '/shop',
    '/shop/anything-unknown',
    '/admin/v2',
    '/admin/v2/auth/login',
    '/admin/v2/events/12?tab=2',
  ])('answers the deep link %s with the app page so a reload works', async (url) => {
    const res = await call(t.app, { method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets with long caching', async () => {
    const res = await call(t.app, { method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends the build’s brotli copy of an asset to a browser that accepts it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/big-4d5e6f.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('// built copy');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/big-4d5e6f.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('word1999');
    expect(plain.body).not.toContain('// built copy');
  });

  it.each([
    ['/', '/shop'],
    ['/v2/account/orders', '/shop/orders'],
    ['/v2/account/tickets?x=1', '/shop/tickets?x=1'],
    ['/subscriptions/admin/v2/account-settings/seasons', '/admin/v2/account-settings/seasons'],
  ])('redirects %s to %s', async (from, to) => {
    const res = await call(t.app, { method: 'GET', url: from });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(to);
  });

  it('answers a missing asset with 404, not the app page', async () => {
    const res = await call(t.app, { method: 'GET', url: '/assets/app-old.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('never answers an unknown API path with the app page', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/shop/anything' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });
});

describe('compression', () => {
  it('compresses large answers for clients that accept it, and leaves small ones alone', async () => {
    const big = await call(t.app, {
      method: 'GET',
      url: '/api/globals',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('gzip');
    const plain = await call(t.app, { method: 'GET', url: '/api/globals' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.data.currencies).toBeDefined();
    const small = await call(t.app, {
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
