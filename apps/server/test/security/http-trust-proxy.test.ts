import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from '@/config';
import { addHostname, createAccount } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';

/**
 * Finding 5: X-Forwarded-For (and -Host, -Proto) count only when they come from a proxy named
 * in TRUST_PROXY; by default the socket's peer is the caller, so a client cannot lift the
 * per-address limits by choosing a new address for each request.
 */
const LIMIT = 5;
const codeOf = (res: { data: Record<string, unknown> }) =>
  (res.data.errors as { code: string }[] | undefined)?.[0]?.code;

/** Per-address limited routes, each sent with a new forwarded address every time. */
const limited = [
  {
    label: 'staff sign-in',
    send: (t: TestApp, address: string, i: number) =>
      call(t.app, {
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-forwarded-for': address },
        payload: { email: `nobody-${i}@example.test`, password: 'Wrong-Password-1!' },
      }),
    refused: 'auth.too_many_attempts',
  },
  {
    label: 'shop sign-in',
    send: (t: TestApp, address: string, i: number) =>
      call(t.app, {
        method: 'POST',
        url: '/api/shop/account/login',
        headers: { host: 'localhost', 'x-forwarded-for': address },
        payload: { email: `nobody-${i}@example.test`, password: 'Wrong-Password-1!' },
      }),
    refused: 'auth.too_many_attempts',
  },
  {
    label: 'gift certificate balance',
    send: (t: TestApp, address: string, i: number) =>
      call(t.app, {
        method: 'GET',
        url: `/api/shop/gift-certificate-balance?number=${String(1000 + i).padStart(16, '0')}`,
        headers: { host: 'localhost', 'x-forwarded-for': address },
      }),
    refused: 'common.rate_limited',
  },
];

async function appWith(trustProxy: string | undefined): Promise<TestApp> {
  const t = await startTestApp({
    config: { signInAttemptsPerMinute: LIMIT, trustProxy: parseTrustProxy(trustProxy) },
  });
  const account = await createAccount(t.database.db);
  await addHostname(t.database.db, account.id, 'localhost', true);
  return t;
}

describe('finding 5: forwarded headers are believed only from configured proxies', () => {
  describe('without TRUST_PROXY (the default)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await appWith(undefined);
    });
    afterAll(() => t.close());

    it('is off unless configured', () => {
      expect(loadConfig({}).trustProxy).toBe(false);
    });

    it.each(limited)('$label: a new X-Forwarded-For per request does not lift the limit', async (route) => {
      const codes: (string | undefined)[] = [];
      for (let i = 0; i <= LIMIT; i++) codes.push(codeOf(await route.send(t, `203.0.113.${i + 1}`, i)));
      expect(codes.slice(0, LIMIT)).not.toContain(route.refused);
      expect(codes[LIMIT]).toBe(route.refused);
    });

    it('takes neither the host nor the protocol from forwarded headers', async () => {
      // A forwarded host that names no shop does not move the request to it (or away from it).
      const res = await call(t.app, {
        method: 'GET',
        url: '/api/shop/account/session',
        headers: { host: 'localhost', 'x-forwarded-host': 'elsewhere.example', 'x-forwarded-proto': 'https' },
      });
      expect(res.statusCode, res.body).toBe(200);
    });
  });

  describe('with TRUST_PROXY naming the proxy (127.0.0.1)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await appWith('127.0.0.1');
    });
    afterAll(() => t.close());

    it.each(limited)('$label: counts per forwarded address', async (route) => {
      // Callers behind the proxy each have their own allowance …
      for (let i = 0; i <= LIMIT; i++) {
        expect(codeOf(await route.send(t, `198.51.100.${i + 1}`, i))).not.toBe(route.refused);
      }
      // … and one caller still meets the limit, whatever the proxy's own address.
      const codes: (string | undefined)[] = [];
      for (let i = 0; i <= LIMIT; i++) codes.push(codeOf(await route.send(t, '192.0.2.77', 100 + i)));
      expect(codes[LIMIT]).toBe(route.refused);
    });
  });

  describe('with TRUST_PROXY naming another proxy', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await appWith('10.0.0.0/8');
    });
    afterAll(() => t.close());

    it('a direct client (not the proxy) still cannot choose its address', async () => {
      const route = limited[0]!;
      const codes: (string | undefined)[] = [];
      for (let i = 0; i <= LIMIT; i++) codes.push(codeOf(await route.send(t, `203.0.113.${i + 1}`, i)));
      expect(codes[LIMIT]).toBe(route.refused);
    });
  });

  it('TRUST_PROXY takes addresses and CIDR ranges, and refuses anything else', () => {
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8,::1,fd00::/8')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
    ]);
    expect(parseTrustProxy('loopback')).toEqual(['loopback']);
    for (const wrong of ['true', '1', '*', 'proxy.example', '10.0.0.0/33', '10.0.0.1/8/1']) {
      expect(() => parseTrustProxy(wrong), wrong).toThrow(/TRUST_PROXY/);
    }
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '172.16.0.0/12' }).trustProxy).toEqual(['172.16.0.0/12']);
  });
});
