import { type AnyEndpoint, endpoints } from '@tessera/contract';
import {
  type AdminRole,
  adminRoleIds,
  groupPermissions,
  hasPermission,
  isGroupPermission,
  type Permission,
} from '@tessera/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '@/db/schema';
import { addHostname, createAccount, createStaffUser, signInAs } from './factories';
import { call, startTestApp, type TestApp } from './harness';
import { missingIds, requestOf, urlWith } from './route-walk';

/**
 * The permission matrix: every staff route that needs a permission, asked as every role
 * (and as the platform operator) by a user whose group grants every right except the one
 * the route needs. The domain's rule says who should pass; the server must agree, refusing
 * the others with 403 and the spec's message. Built from the contract, so a new route is in
 * the matrix without editing this file.
 */
type Caller = { label: string; role: AdminRole; platformOperator: boolean };
const callers: Caller[] = [
  ...adminRoleIds.map((role) => ({ label: role, role, platformOperator: false })),
  { label: 'PlatformOperator', role: 'Admin', platformOperator: true },
];
const guarded = endpoints.filter((e): e is AnyEndpoint & { permission: Permission } => e.permission !== null);

let t: TestApp;
const tokens = new Map<string, Map<Permission, string>>();

beforeAll(async () => {
  // Many users sign in from one address here: lift the per-address limit for this file.
  t = await startTestApp({ config: { signInAttemptsPerMinute: 10_000 } });
  const db = t.database.db;
  const account = await createAccount(db);
  // Season tickets and advanced reporting on: their routes answer past the feature switch.
  await db
    .update(accounts)
    .set({ seasonTicketsEnabled: true, advancedReportingEnabled: true })
    .where(eq(accounts.id, account.id));
  await addHostname(db, account.id, 'localhost', true);
  // One user per caller and per group permission withheld (group permissions differ per
  // route); routes needing a role or platform permission share the "everything" user.
  const needed = [...new Set(guarded.map((e) => e.permission))];
  for (const caller of callers) {
    const byPermission = new Map<Permission, string>();
    const everything = await createStaffUser(db, {
      accountId: account.id,
      role: caller.role,
      platformOperator: caller.platformOperator,
      permissions: [...groupPermissions],
    });
    const everythingToken = await signInAs(t.app, everything.email);
    for (const permission of needed) {
      if (!isGroupPermission(permission)) {
        byPermission.set(permission, everythingToken);
        continue;
      }
      const user = await createStaffUser(db, {
        accountId: account.id,
        role: caller.role,
        platformOperator: caller.platformOperator,
        permissions: groupPermissions.filter((p) => p !== permission),
      });
      byPermission.set(permission, await signInAs(t.app, user.email));
    }
    tokens.set(caller.label, byPermission);
  }
}, 120_000);
afterAll(() => t.close());

const rows = guarded.flatMap((endpoint) =>
  callers.map((caller) => {
    const granted = isGroupPermission(endpoint.permission)
      ? groupPermissions.filter((p) => p !== endpoint.permission)
      : [...groupPermissions];
    const allowed = hasPermission(
      { role: caller.role, permissions: granted, platformOperator: caller.platformOperator },
      endpoint.permission,
    );
    return [endpoint.id, caller.label, allowed ? 'allowed' : 'refused', endpoint, caller] as const;
  }),
);

/** A route that names the channel refusal among its errors: it sells through one channel. */
const channelBound = (endpoint: AnyEndpoint) =>
  (endpoint.errors as readonly string[]).includes('purchase.channel_not_allowed');

describe(`permission matrix (${rows.length} rows)`, () => {
  it('covers every route that needs a permission, for every role', () => {
    expect(rows.length).toBe(guarded.length * callers.length);
    expect(rows.some(([, , verdict]) => verdict === 'refused')).toBe(true);
  });

  it.each(rows)('%s as %s is %s', async (_id, _label, verdict, endpoint, caller) => {
    const token = tokens.get(caller.label)!.get(endpoint.permission)!;
    const res = await call(t.app, { ...requestOf(endpoint, urlWith(endpoint, missingIds)), token });
    if (verdict === 'refused') {
      expect(res.statusCode).toBe(403);
      expect(res.data.errors).toEqual([
        {
          code: 'auth.permission_denied',
          message: 'Permission denied. You do not have the appropriate level of access to view this page.',
        },
      ]);
    } else if (res.statusCode === 403 && channelBound(endpoint)) {
      // Past the permission, a route that sells through one channel (house seats, group
      // sales) refuses a role that does not sell through it: a rule of its own, not this one.
      expect(res.data.errors).toEqual([expect.objectContaining({ code: 'purchase.channel_not_allowed' })]);
    } else {
      expect([401, 403], `${res.statusCode} ${res.body}`).not.toContain(res.statusCode);
    }
  });
});
