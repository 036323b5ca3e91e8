import { readFileSync } from 'node:fs';
import { allErrors, buildOpenApi, endpoints, fillPath } from '@tessera/contract';
import { isPlatformPermission } from '@tessera/domain';
import { describe, expect, it } from 'vitest';

describe('endpoint table', () => {
  it('gives every endpoint an auth kind, a unique id and a unique method and path under /api', () => {
    const ids = new Set<string>();
    const routes = new Set<string>();
    for (const e of endpoints) {
      expect(['public', 'customer', 'staff'], e.id).toContain(e.auth);
      expect(e.path.startsWith('/api/'), e.id).toBe(true);
      expect(ids.has(e.id), `duplicate id ${e.id}`).toBe(false);
      expect(routes.has(`${e.method} ${e.path}`), `duplicate route ${e.path}`).toBe(false);
      ids.add(e.id);
      routes.add(`${e.method} ${e.path}`);
    }
  });

  it('asks a permission only of staff endpoints, and ties staff endpoints to their session’s account', () => {
    for (const e of endpoints) {
      if (e.permission) expect(e.auth, e.id).toBe('staff');
      // Platform tools act on any account; every other staff call acts on the session's own.
      const platform = e.permission !== null && isPlatformPermission(e.permission);
      if (e.auth === 'staff') expect(e.tenant, e.id).toBe(platform ? 'none' : 'session');
      if (e.tenant === 'host') expect(e.auth, e.id).not.toBe('staff');
    }
  });

  it('gives every endpoint that takes a body a valid example of it', () => {
    for (const e of endpoints.filter((x) => x.body)) {
      expect(e.example, `${e.id} has no example body`).toBeDefined();
      expect(e.body?.safeParse(e.example).success, `${e.id} example does not parse`).toBe(true);
    }
  });

  it('documents the codes every endpoint may answer', () => {
    const login = endpoints.find((e) => e.id === 'staffLogin')!;
    expect(allErrors(login)).toEqual(
      expect.arrayContaining(['auth.invalid_credentials', 'common.validation_failed', 'common.internal']),
    );
    const outbox = endpoints.find((e) => e.id === 'listOutbox')!;
    expect(allErrors(outbox)).toEqual(
      expect.arrayContaining(['auth.unauthenticated', 'auth.permission_denied']),
    );
  });

  it('includes the spec’s calls (§7)', () => {
    const paths = endpoints.map((e) => `${e.method} ${e.path}`);
    for (const call of [
      'GET /api/account/details',
      'GET /api/account',
      'GET /api/accountinformation',
      'GET /api/admin/account',
      'GET /api/admin/accounthostnames',
      'GET /api/admin/features',
      'GET /api/consumer/features',
      'GET /api/globals',
    ]) {
      expect(paths).toContain(call);
    }
  });
});

describe('OpenAPI', () => {
  it('describes every endpoint with its auth kind and error codes', () => {
    const doc = buildOpenApi() as { paths: Record<string, Record<string, Record<string, unknown>>> };
    const ops = Object.values(doc.paths).flatMap((p) => Object.values(p));
    expect(ops).toHaveLength(endpoints.length);
    const login = doc.paths['/api/auth/login']?.post;
    expect(login?.['x-auth']).toBe('public');
    expect(login?.['x-error-codes']).toContain('auth.invalid_credentials');
    expect(Object.keys(login?.responses as object)).toEqual(
      expect.arrayContaining(['200', '400', '401', '429']),
    );
  });

  it('matches the committed openapi.json (run `npm run openapi` after changing the contract)', () => {
    const committed = JSON.parse(readFileSync(new URL('../openapi.json', import.meta.url), 'utf8'));
    expect(committed).toEqual(buildOpenApi());
  });
});

describe('fillPath', () => {
  it('fills and encodes parameters', () => {
    expect(fillPath('/api/orders/:id/notes/:noteId', { id: 12, noteId: 'a/b' })).toBe(
      '/api/orders/12/notes/a%2Fb',
    );
  });
  it('refuses a missing parameter', () => {
    expect(() => fillPath('/api/orders/:id', {})).toThrow('missing path parameter id');
  });
});
