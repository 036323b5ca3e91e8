import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { events } from '@/db/schema';
import {
  createAccount,
  createSeatMap,
  createStaffUser,
  createVenue,
  sampleMap,
  signInAs,
} from '../factories';
import { call, type Json, type TestApp } from '../harness';

/** An administrator of an account (New York time) with a venue and a seat map, and one of another account. */
export async function eventsAccount(t: TestApp) {
  const db = t.database.db;
  const account = await createAccount(db, { timezone: 'America/New_York' });
  const other = await createAccount(db);
  const token = await signInAs(
    t.app,
    (await createStaffUser(db, { accountId: account.id, role: 'Admin' })).email,
  );
  const otherToken = await signInAs(
    t.app,
    (await createStaffUser(db, { accountId: other.id, role: 'Admin' })).email,
  );
  const venueId = (await createVenue(db, account.id, { timezone: 'America/New_York' })).id;
  const mapId = await createSeatMap(
    db,
    account.id,
    venueId,
    sampleMap({ rows: 2, seatsPerRow: 5, gaCapacity: 20 }),
  );
  return { accountId: account.id, otherAccountId: other.id, token, otherToken, venueId, mapId };
}

export const errorsOf = (res: { data: Json }) =>
  res.data.errors as { code: string; field?: string; message: string }[];

/** The three dates every event needs, around a local start. */
export const needed = (LocalDate: string, end = '23:00', onSale = '2026-10-01T10:00') => ({
  LocalDate,
  LocalEndDate: `${LocalDate.slice(0, 10)}T${end}`,
  LocalOnSaleDate: onSale,
});

export async function createEventVia(t: TestApp, token: string, payload: Json): Promise<Json> {
  const res = await call(t.app, { method: 'POST', url: '/api/admin/events', token, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.data;
}

export async function eventCount(t: TestApp, accountId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(events)
    .where(eq(events.accountId, accountId));
  return row!.n;
}

export const getEvent = (t: TestApp, token: string, id: unknown) =>
  call(t.app, { method: 'GET', url: `/api/admin/events/${id}`, token });
