import { randomUUID } from 'node:crypto';
import type { AdminRole, Permission } from '@tessera/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '@/db/client';
import { accountHostnames, accounts, userGroups, users } from '@/db/schema';
import { hashPassword } from '@/platform/auth/passwords';

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

export async function createStaffUser(
  db: Db,
  options: {
    accountId: number;
    role?: AdminRole;
    permissions?: Permission[];
    active?: boolean;
    email?: string;
  },
) {
  const [group] = await db
    .insert(userGroups)
    .values({
      accountId: options.accountId,
      name: `Group ${unique()}`,
      permissions: options.permissions ?? [],
    })
    .returning();
  const [user] = await db
    .insert(users)
    .values({
      accountId: options.accountId,
      email: options.email ?? `staff-${unique()}@example.test`,
      firstName: 'Sam',
      lastName: 'Staff',
      role: options.role ?? 'BoxOfficeSupervisor',
      userGroupId: group!.id,
      passwordHash: await hashPassword(TEST_PASSWORD),
      active: options.active ?? true,
    })
    .returning();
  return user!;
}

/** Signs in through the real login endpoint and returns the session token. */
export async function signInAs(
  app: FastifyInstance,
  email: string,
  password = TEST_PASSWORD,
): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return response.json().token;
}
