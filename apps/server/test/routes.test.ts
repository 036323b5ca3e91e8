import { endpoints, fillPath } from '@tessera/contract';
import { type AdminRole, hasPermission, type Permission } from '@tessera/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addHostname, createAccount, createStaffUser, signInAs } from './factories';
import { call, startTestApp, type TestApp } from './harness';

let t: TestApp;
/** Users whose groups grant nothing, by role: each route is tried with one its role does not open. */
const noPermissionTokens = new Map<AdminRole, string>();

beforeAll(async () => {
  t = await startTestApp();
  const account = await createAccount(t.database.db);
  await addHostname(t.database.db, account.id, 'localhost', true);
  // A ticket taker whose group grants nothing opens only scanning; a call-center agent's does
  // not open scanning.
  for (const role of ['TicketTaker', 'CallCenter'] as const) {
    const user = await createStaffUser(t.database.db, { accountId: account.id, role, permissions: [] });
    noPermissionTokens.set(role, await signInAs(t.app, user.email));
  }
});

function tokenWithout(permission: Permission): string {
  for (const [role, token] of noPermissionTokens) {
    if (!hasPermission({ role, permissions: [] }, permission)) return token;
  }
  throw new Error(`every test role opens ${permission}`);
}
afterAll(() => t.close());

/** A request that satisfies path parameters with a harmless value. */
function urlOf(path: string): string {
  const params = Object.fromEntries([...path.matchAll(/:(\w+)/g)].map((m) => [m[1], '1']));
  return fillPath(path, params);
}

describe('every route declares who may call it', () => {
  it('serves each /api route from a contract endpoint with an auth kind', () => {
    const apiRoutes = t.app.registeredRoutes.filter((r) => r.url.startsWith('/api/'));
    expect(apiRoutes.length).toBeGreaterThanOrEqual(endpoints.length);
    for (const route of apiRoutes) {
      if (route.method === 'HEAD') continue;
      const endpoint = route.config?.endpoint;
      expect(endpoint, `${route.method} ${route.url} has no contract endpoint`).toBeDefined();
      expect(['public', 'customer', 'staff']).toContain(endpoint?.auth);
    }
    for (const endpoint of endpoints) {
      expect(t.app.hasRoute({ method: endpoint.method, url: endpoint.path }), endpoint.id).toBe(true);
    }
  });

  it.each(endpoints.filter((e) => e.auth === 'staff').map((e) => [e.id, e] as const))(
    '%s refuses a caller who is not signed in',
    async (_id, endpoint) => {
      const res = await call(t.app, { method: endpoint.method, url: urlOf(endpoint.path), payload: {} });
      expect(res.statusCode).toBe(401);
      expect((res.data.errors as { code: string }[])[0]?.code).toBe('auth.unauthenticated');
    },
  );

  it.each(endpoints.filter((e) => e.auth === 'customer').map((e) => [e.id, e] as const))(
    '%s refuses a shop visitor who is not signed in',
    async (_id, endpoint) => {
      const res = await call(t.app, {
        method: endpoint.method,
        url: urlOf(endpoint.path),
        payload: (endpoint.example as object | undefined) ?? {},
      });
      expect(res.statusCode).toBe(401);
      expect((res.data.errors as { code: string }[])[0]?.code).toBe('auth.unauthenticated');
    },
  );

  it.each(endpoints.filter((e) => e.permission).map((e) => [e.id, e] as const))(
    '%s refuses a signed-in user without its permission',
    async (_id, endpoint) => {
      const res = await call(t.app, {
        method: endpoint.method,
        url: urlOf(endpoint.path),
        token: tokenWithout(endpoint.permission!),
        payload: {},
      });
      expect(res.statusCode).toBe(403);
      expect(res.data.errors).toEqual([
        {
          code: 'auth.permission_denied',
          message: 'Permission denied. You do not have the appropriate level of access to view this page.',
        },
      ]);
    },
  );

  it.each(endpoints.filter((e) => e.auth === 'public' && e.method === 'GET').map((e) => [e.id, e] as const))(
    '%s answers without signing in',
    async (_id, endpoint) => {
      const res = await call(t.app, { method: 'GET', url: urlOf(endpoint.path) });
      // A made-up token or id, or a missing required query, may be refused, but never for want
      // of a sign-in.
      const needsQuery = endpoint.query ? !endpoint.query.safeParse({}).success : false;
      expect(res.statusCode === 200 || endpoint.path.includes(':') || needsQuery).toBe(true);
      expect([401, 403]).not.toContain(res.statusCode);
    },
  );
});
