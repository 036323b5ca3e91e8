import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /api/globals', () => {
  it('returns the eight reference lists from maintained data', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/globals' });
    expect(res.statusCode).toBe(200);
    const g = res.data as Record<string, Record<string, string>[]>;
    expect(Object.keys(g).sort()).toEqual(
      [
        'accessibilityModes',
        'adminUserRoles',
        'countries',
        'currencies',
        'externalCredentialKeys',
        'externalTicketingSystems',
        'languages',
        'timezones',
      ].sort(),
    );
    expect(g.countries!.length).toBeGreaterThanOrEqual(240);
    expect(g.countries!.find((c) => c.code === 'DE')).toEqual({
      code: 'DE',
      displayName: 'Germany',
      name: 'Germany',
      nameFr: 'Allemagne',
    });
    expect(g.languages!.find((l) => l.code === 'es')).toMatchObject({
      name: 'Spanish',
      nativeName: 'Español',
    });
    expect(g.languages!.length).toBeGreaterThan(150);
    expect(g.timezones!.map((z) => z.id)).toEqual(
      expect.arrayContaining(['America/New_York', 'Europe/Paris']),
    );
    expect(g.timezones!.find((z) => z.id === 'Asia/Tokyo')?.offset).toBe('GMT+09:00');
    const usd = g.currencies!.find((c) => c.code === 'USD');
    expect(usd?.displayName).toBe('USD - US Dollar');
    for (const c of g.currencies!) expect(c.displayName?.split(' - ')[0]).toBe(c.code);
    expect(g.adminUserRoles!.map((r) => r.name)).toEqual([
      'Admin',
      'Event admin',
      'Box office supervisor',
      'Call center',
      'Group sales',
      'House seats',
      'POS',
      'Partner',
    ]);
    for (const list of ['accessibilityModes', 'externalTicketingSystems', 'externalCredentialKeys']) {
      expect(g[list]!.length, list).toBeGreaterThan(0);
    }
  });
});
