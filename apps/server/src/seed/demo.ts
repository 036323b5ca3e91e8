import { count, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { accountHostnames, accounts, userGroups, users } from '@/db/schema';
import { hashPassword } from '@/platform/auth/passwords';
import { seedDemoInventory } from './demo-inventory';

const SEED_LOCK = 7_201_844;

export const DEMO_ACCOUNT_NAME = 'Demo Theatre';
export const DEMO_LOGIN = { email: 'admin@demo.tessera.test', password: 'Demo-Theatre-2026!' } as const;

/**
 * Seeds the demo account on an empty database: "Demo Theatre" on localhost with one staff
 * administrator. Returns false when the database already has accounts.
 */
export async function seedDemo(db: Db): Promise<boolean> {
  const passwordHash = await hashPassword(DEMO_LOGIN.password);
  return db.transaction(async (tx) => {
    // Copies of the server starting together seed once: the second waits here, then sees the first's rows.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    const [existing] = await tx.select({ n: count() }).from(accounts);
    if ((existing?.n ?? 0) > 0) return false;
    const [account] = await tx
      .insert(accounts)
      .values({
        name: DEMO_ACCOUNT_NAME,
        currency: 'USD',
        defaultLanguage: 'en-US',
        timezone: 'America/New_York',
        homeUrl: 'https://demo-theatre.example',
        bookNowUrl: 'https://demo-theatre.example/whats-on',
        supportEmail: 'boxoffice@demo.tessera.test',
        ticketTransferEnabled: true,
        seasonTicketsEnabled: true,
      })
      .returning({ id: accounts.id });
    const accountId = account!.id;
    await tx.insert(accountHostnames).values({ accountId, hostName: 'localhost', isDefault: true });
    const [group] = await tx
      .insert(userGroups)
      .values({ accountId, name: 'Administrators', permissions: [] })
      .returning({ id: userGroups.id });
    const [admin] = await tx
      .insert(users)
      .values({
        accountId,
        email: DEMO_LOGIN.email,
        firstName: 'Dana',
        lastName: 'Admin',
        role: 'Admin',
        userGroupId: group!.id,
        passwordHash,
      })
      .returning({ id: users.id });
    await seedDemoInventory(tx, accountId, admin!.id, new Date());
    return true;
  });
}
