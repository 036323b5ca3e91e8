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
  writeFileSync(
    join(webDir, 'index.html'),
    '<!doctype html><head><title>Tessera</title></head><div id="root"></div>',
  );
  // The build's manifest: which chunks each module needs (Vite's build.manifest).
  mkdirSync(join(webDir, '.vite'));
  const chunk = (file: string, more: object = {}) => ({ file: `assets/${file}`, ...more });
  writeFileSync(
    join(webDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': chunk('app-1a2b3c.js', { isEntry: true, imports: ['_shared.js'] }),
      '_shared.js': chunk('shared-0a0a.js'),
      '_react.js': chunk('react-1b1b.js'),
      'src/app/start.tsx': chunk('start-2c2c.js', {
        imports: ['_shared.js', '_react.js'],
        css: ['assets/start-3d3d.css'],
      }),
      'src/shop/ShopApp.tsx': chunk('ShopApp-4e4e.js', { imports: ['_react.js'] }),
      'src/shop/home/ShopHomePage.tsx': chunk('ShopHomePage-5f5f.js'),
      'src/shop/buy/BasketPage.tsx': chunk('BasketPage-6a6a.js'),
      'virtual:shop-messages/es-ES': chunk('es-ES-7b7b.js'),
      'virtual:error-messages/es-ES': chunk('es-ES-8c8c.js'),
      'virtual:shop-messages/en-US': chunk('en-US-9d9d.js'),
      'virtual:error-messages/en-US': chunk('en-US-0e0e.js'),
    }),
  );
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

  it('names a shop page’s chunks and the buyer’s language texts in its HTML, so they load at once', async () => {
    const links = async (url: string, language = 'en-US') => {
      const res = await call(t.app, { method: 'GET', url, headers: { 'accept-language': language } });
      expect(res.statusCode).toBe(200);
      return [...res.body.matchAll(/<link rel="(modulepreload|preload)"[^>]* href="\/assets\/([^"]+)"/g)].map(
        (m) => m[2],
      );
    };
    const home = await links('/shop', 'es-ES,es;q=0.9');
    expect(home).toEqual(
      expect.arrayContaining(['start-2c2c.js', 'react-1b1b.js', 'ShopApp-4e4e.js', 'ShopHomePage-5f5f.js']),
    );
    expect(home).toEqual(expect.arrayContaining(['start-3d3d.css', 'es-ES-7b7b.js', 'es-ES-8c8c.js']));
    // Once each; the entry and its own imports are in the HTML already; no other language.
    expect(new Set(home).size).toBe(home.length);
    expect(home).not.toContain('shared-0a0a.js');
    expect(home).not.toContain('en-US-9d9d.js');
    expect(home).not.toContain('BasketPage-6a6a.js');
    const basket = await links('/shop/checkout/basket');
    expect(basket).toEqual(expect.arrayContaining(['BasketPage-6a6a.js', 'en-US-9d9d.js']));
    expect(basket).not.toContain('ShopHomePage-5f5f.js');
    // Another shop page: the shell only. The back office loads as before.
    expect(await links('/shop/account/login')).not.toContain('ShopHomePage-5f5f.js');
    expect(await links('/shop/account/login')).toContain('ShopApp-4e4e.js');
    expect(await links('/admin/v2')).toEqual([]);
    // The manifest itself is the server's, not a page's.
    expect((await call(t.app, { method: 'GET', url: '/.vite/manifest.json' })).body).not.toContain('isEntry');
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
