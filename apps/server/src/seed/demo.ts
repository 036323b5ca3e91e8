import { type AdminRole, restrictionKinds } from '@tessera/domain';
import { count, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { accountHostnames, accounts, partners, userGroups, users } from '@/db/schema';
import { hashPassword } from '@/platform/auth/passwords';
import { seedDemoCustomers } from './demo-customers';
import { seedDemoDelivery } from './demo-delivery';
import { seedDemoInventory } from './demo-inventory';
import { seedDemoSales } from './demo-sales';

const SEED_LOCK = 7_201_844;

export const DEMO_ACCOUNT_NAME = 'Demo Theatre';
export const DEMO_LOGIN = { email: 'admin@demo.tessera.test', password: 'Demo-Theatre-2026!' } as const;
/** The platform operator (super admin): Tools → Accounts, Manage features, Change log level. */
export const DEMO_OPERATOR_EMAIL = 'operator@demo.tessera.test';

const noRestrictions: Record<string, string[] | null> = Object.fromEntries(
  restrictionKinds.map((k) => [k, null]),
);

/** User groups that show the range of rights a venue hands out. */
const demoGroups = [
  { name: 'Administrators', permissions: [] },
  {
    name: 'Box office supervisors',
    permissions: [
      'bulkEditSeats',
      'priceOverride',
      'refundsAndCancellations',
      'seasonPackageManagement',
      'accessibleSeatingRenewals',
    ],
  },
  {
    name: 'Call center agents',
    permissions: ['refundsAndCancellations', 'salesAndRenewals', 'paymentPlanManagement'],
    salesChannelOverride: 'CallCenter',
    restrictions: true,
    paymentTypes: ['CreditCard', 'GiftCertificate'],
  },
  { name: 'Door staff', permissions: ['barcodeApi'] },
  { name: 'Counter staff', permissions: [] },
  { name: 'Partners', permissions: [], requirePromoCode: true },
] as const;

const demoStaff: {
  email: string;
  firstName: string;
  lastName: string;
  role: AdminRole;
  group: (typeof demoGroups)[number]['name'];
  partner?: string;
  invited?: boolean;
}[] = [
  { email: DEMO_LOGIN.email, firstName: 'Dana', lastName: 'Admin', role: 'Admin', group: 'Administrators' },
  {
    email: DEMO_OPERATOR_EMAIL,
    firstName: 'Oli',
    lastName: 'Operator',
    role: 'Admin',
    group: 'Administrators',
  },
  {
    email: 'supervisor@demo.tessera.test',
    firstName: 'Bo',
    lastName: 'Supervisor',
    role: 'BoxOfficeSupervisor',
    group: 'Box office supervisors',
  },
  {
    email: 'callcenter@demo.tessera.test',
    firstName: 'Carla',
    lastName: 'Caller',
    role: 'CallCenter',
    group: 'Call center agents',
  },
  {
    // A point-of-sale seller: sells at the counter as Tools → POS settings says (decisions/0093).
    email: 'pos@demo.tessera.test',
    firstName: 'Pia',
    lastName: 'Counter',
    role: 'PointOfSale',
    group: 'Counter staff',
  },
  {
    email: 'door@demo.tessera.test',
    firstName: 'Tia',
    lastName: 'Taker',
    role: 'TicketTaker',
    group: 'Door staff',
  },
  {
    email: 'partner@demo.tessera.test',
    firstName: 'Pat',
    lastName: 'Partner',
    role: 'Partner',
    group: 'Partners',
    partner: 'City Tours',
    invited: true,
  },
];

async function seedGroups(tx: Db, accountId: number): Promise<Map<string, number>> {
  const rows = await tx
    .insert(userGroups)
    .values(
      demoGroups.map((g) => ({
        accountId,
        name: g.name,
        permissions: [...g.permissions],
        requirePromoCode: 'requirePromoCode' in g ? g.requirePromoCode : false,
        salesChannelOverride: 'salesChannelOverride' in g ? g.salesChannelOverride : null,
        restrictions:
          'restrictions' in g ? { ...noRestrictions, paymentTypes: [...g.paymentTypes] } : noRestrictions,
      })),
    )
    .returning({ id: userGroups.id, name: userGroups.name });
  return new Map(rows.map((r) => [r.name, r.id]));
}

/**
 * Seeds the demo account on an empty database: "Demo Theatre" on localhost with staff in
 * different roles and user groups, one of them the platform operator, one still invited. Returns false when the database already has accounts.
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
        // The demo shows every screen of the sidebar (decisions/0093).
        showEventPlans: true,
        showGroupSalesModule: true,
      })
      .returning({ id: accounts.id });
    const accountId = account!.id;
    await tx.insert(accountHostnames).values({ accountId, hostName: 'localhost', isDefault: true });
    const groupIds = await seedGroups(tx, accountId);
    const partnerIds = new Map<string, number>();
    for (const name of new Set(demoStaff.flatMap((u) => (u.partner ? [u.partner] : [])))) {
      const [row] = await tx
        .insert(partners)
        .values({ accountId, name, createdAt: new Date() })
        .returning({ id: partners.id });
      partnerIds.set(name, row!.id);
    }
    const staff = await tx
      .insert(users)
      .values(
        demoStaff.map((u) => ({
          accountId,
          email: u.email,
          firstName: u.firstName,
          lastName: u.lastName,
          role: u.role,
          userGroupId: groupIds.get(u.group)!,
          partnerId: u.partner ? partnerIds.get(u.partner)! : null,
          platformOperator: u.email === DEMO_OPERATOR_EMAIL,
          passwordHash: u.invited ? null : passwordHash,
          invitedAt: u.invited ? new Date() : null,
        })),
      )
      .returning({ id: users.id, email: users.email });
    const admin = staff.find((u) => u.email === DEMO_LOGIN.email)!;
    const now = new Date();
    const eventId = await seedDemoInventory(tx, accountId, admin.id, now);
    await seedDemoSales(tx, accountId, eventId, now);
    await seedDemoDelivery(tx, accountId, eventId, now);
    await seedDemoCustomers(tx, accountId, now);
    return true;
  });
}
