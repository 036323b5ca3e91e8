import { randomUUID } from 'node:crypto';
import { type AdminRole, generateMap, type Permission, type SeatMapDefinition } from '@tessera/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '@/db/client';
import { accountHostnames, accounts, eventSeats, userGroups, users } from '@/db/schema';
import { createEventAt, generateSeatsFor } from '@/modules/events/events.service';
import type { Buyer } from '@/modules/inventory/reservations.store';
import { createMapFrom } from '@/modules/maps/maps.service';
import { insertVenue, type VenueValues } from '@/modules/venues/venues.store';
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

/** A map of `sections` blocks of rows × seats (aisle after seat 10) and optional GA areas. */
export function sampleMap(
  options: { sections?: number; rows?: number; seatsPerRow?: number; gaCapacity?: number } = {},
): SeatMapDefinition {
  const { sections = 1, rows = 5, seatsPerRow = 10, gaCapacity } = options;
  return generateMap({
    sections: Array.from({ length: sections }, (_, i) => ({
      name: `S${i + 1}`,
      rows,
      seatsPerRow,
      shape: 'straight' as const,
      aislesAfter: seatsPerRow > 10 ? [10] : [],
      rowLabels: 'letters' as const,
      firstSeatNumber: 1,
      x: i * (seatsPerRow * 12 + 40),
      y: 0,
      seatSpacing: 10,
      rowSpacing: 12,
      radius: 0,
    })),
    gaAreas: gaCapacity ? [{ name: 'Floor', capacity: gaCapacity }] : [],
  });
}

export async function createVenue(db: Db, accountId: number, overrides: Partial<VenueValues> = {}) {
  return insertVenue(
    db,
    accountId,
    { name: `Hall ${unique()}`, timezone: 'America/New_York', ...overrides },
    new Date(),
  );
}

export async function createSeatMap(db: Db, accountId: number, venueId: number, map = sampleMap()) {
  return createMapFrom(db, accountId, { venueId, name: `Map ${unique()}`, map, userId: null }, new Date());
}

/** A venue, a map and an event at it, with seats generated (and GA areas when asked). */
export async function createSeatedEvent(
  db: Db,
  accountId: number,
  options: Parameters<typeof sampleMap>[0] & {
    startsAt?: Date;
    dontLeaveSingleSeats?: boolean;
    /** A map of the test's own in place of the sample. */
    map?: SeatMapDefinition;
  } = {},
) {
  const venue = await createVenue(db, accountId);
  const mapId = await createSeatMap(db, accountId, venue.id, options.map ?? sampleMap(options));
  const eventId = await createEventAt(
    db,
    accountId,
    {
      name: `Event ${unique()}`,
      venueId: venue.id,
      mapId,
      startsAt: (options.startsAt ?? new Date('2027-03-01T19:30:00Z')).toISOString(),
      dontLeaveSingleSeats: options.dontLeaveSingleSeats ?? false,
      webOnSaleAt: new Date('2026-01-01T00:00:00Z'),
    },
    new Date(),
  );
  await generateSeatsFor(db, accountId, eventId, new Date());
  return { venue, mapId, eventId };
}

/** Seat ids of an event, keyed "Section-Row-Seat". */
export async function seatIdsByPlace(db: Db, eventId: number): Promise<Map<string, number>> {
  const list = await db
    .select({ id: eventSeats.id, section: eventSeats.section, row: eventSeats.row, seat: eventSeats.seat })
    .from(eventSeats)
    .where(eq(eventSeats.eventId, eventId));
  return new Map(list.map((s) => [`${s.section}-${s.row}-${s.seat}`, s.id]));
}

export function buyer(overrides: Partial<Buyer> = {}): Buyer {
  return { basketId: randomUUID(), channel: 'Web', allowedHoldIds: [], userId: null, ...overrides };
}

/**
 * An administrator signed in to each of two accounts: the first does the work, the second
 * proves that the first account's rows stay out of its reach.
 */
export async function adminsOfTwoAccounts(
  app: FastifyInstance,
  db: Db,
): Promise<{ token: string; otherToken: string }> {
  const [a, b] = [await createAccount(db), await createAccount(db)];
  const token = await signInAs(app, (await createStaffUser(db, { accountId: a.id, role: 'Admin' })).email);
  const otherToken = await signInAs(
    app,
    (await createStaffUser(db, { accountId: b.id, role: 'Admin' })).email,
  );
  return { token, otherToken };
}
