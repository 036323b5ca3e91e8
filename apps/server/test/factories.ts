import { randomUUID } from 'node:crypto';
import type { AdminRole, Permission } from '@tessera/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '@/db/client';
import { accountHostnames, accounts, userGroups, users } from '@/db/schema';
import { hashPassword } from '@/platform/auth/passwords';
import { totpCode } from '@/platform/auth/totp';

const unique = () => randomUUID().slice(0, 8);

export async function createAccount(db: Db, overrides: Partial<typeof accounts.$inferInsert> = {}) {
  const [account] = await db
    .insert(accounts)
    .values({ name: `Venue ${unique()}`, ...overrides })
    .returning();
  return account!;
}

export async function addHostname(db: Db, accountId: number, hostName: string, isDefault = false) {
  const [row] = await db.insert(accountHostnames).values({ accountId, hostName, isDefault }).returning();
  return row!;
}

export const TEST_PASSWORD = 'Correct-Horse-9!';
/** A fixed TOTP secret for users made with two-factor authentication already set up. */
export const TEST_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export async function createUserGroup(
  db: Db,
  accountId: number,
  overrides: Partial<typeof userGroups.$inferInsert> = {},
) {
  const [group] = await db
    .insert(userGroups)
    .values({ accountId, name: `Group ${unique()}`, ...overrides })
    .returning();
  return group!;
}

/** A staff user in a user group of their own (unless one is given), with the test password. */
export async function createStaffUser(
  db: Db,
  options: {
    accountId: number;
    role?: AdminRole;
    permissions?: readonly Permission[];
    active?: boolean;
    email?: string;
    require2fa?: boolean;
    userGroupId?: number;
    platformOperator?: boolean;
    totpSecret?: string;
    /** null: invited, no password yet. */
    password?: string | null;
  },
) {
  const groupId =
    options.userGroupId ??
    (
      await createUserGroup(db, options.accountId, {
        permissions: [...(options.permissions ?? [])],
        require2fa: options.require2fa ?? false,
      })
    ).id;
  const password = options.password === undefined ? TEST_PASSWORD : options.password;
  const [user] = await db
    .insert(users)
    .values({
      accountId: options.accountId,
      email: options.email ?? `staff-${unique()}@example.test`,
      firstName: 'Sam',
      lastName: 'Staff',
      role: options.role ?? 'BoxOfficeSupervisor',
      userGroupId: groupId,
      passwordHash: password === null ? null : await hashPassword(password),
      active: options.active ?? true,
      platformOperator: options.platformOperator ?? false,
      totpSecret: options.totpSecret ?? null,
    })
    .returning();
  return user!;
}

/** Signs in through the real login endpoint and returns the session token. */
export async function signInAs(
  app: FastifyInstance,
  email: string,
  password = TEST_PASSWORD,
  code?: string,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password, ...(code ? { code } : {}) },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return response.json().token;
}

/** The code an authenticator app holding the secret shows at a moment. */
export function codeAt(at: Date, secret = TEST_TOTP_SECRET): string {
  return totpCode(secret, at);
}
