import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventSeats } from '@/db/schema';
import { createEventAt, generateSeatsFor } from '@/modules/events/events.service';
import { createAccount, createStaffUser, createVenue, sampleMap, signInAs } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';

let t: TestApp;
let token: string;
let accountId: number;
let venueId: number;

beforeAll(async () => {
  t = await startTestApp();
  accountId = (await createAccount(t.database.db)).id;
  const user = await createStaffUser(t.database.db, { accountId, permissions: ['venues', 'events'] });
  token = await signInAs(t.app, user.email);
  venueId = (await createVenue(t.database.db, accountId)).id;
});
afterAll(() => t.close());

/** Two sections side by side: S1 (priority 2 below) and S2, five rows of ten each. */
const twoSections = () => sampleMap({ sections: 2 });

describe('best-available scores in the map tools', () => {
  it('keeps a section’s priority and a seat’s own score, and events rank their seats by them venue-wide', async () => {
    const created = await call(t.app, {
      method: 'POST',
      url: '/api/admin/maps',
      token,
      payload: { venueId, name: 'Scored hall', definition: twoSections() },
    });
    expect(created.statusCode, created.body).toBe(201);
    const mapId = created.data.id as number;
    const definition = twoSections();
    definition.sections[0]!.priority = 2;
    definition.sections[1]!.rows[4]!.seats[0]!.score = 0;
    const saved = await call(t.app, {
      method: 'PUT',
      url: `/api/admin/maps/${mapId}`,
      token,
      payload: { definition },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const map = await call(t.app, { method: 'GET', url: `/api/admin/maps/${mapId}`, token });
    const sections = (map.data.definition as typeof definition).sections;
    expect(sections[0]!.priority).toBe(2);
    expect(sections[1]!.rows[4]!.seats[0]!.score).toBe(0);

    const eventId = await createEventAt(
      t.database.db,
      accountId,
      { name: 'Scored night', venueId, mapId, startsAt: '2027-03-01T19:30:00Z', dontLeaveSingleSeats: false },
      new Date(),
    );
    await generateSeatsFor(t.database.db, accountId, eventId, new Date());
    const seats = await t.database.db
      .select({
        section: eventSeats.section,
        row: eventSeats.row,
        seat: eventSeats.seat,
        rank: eventSeats.rank,
      })
      .from(eventSeats)
      .where(eq(eventSeats.eventId, eventId));
    const rank = (section: string, row: string, seat: string) =>
      seats.find((s) => s.section === section && s.row === row && s.seat === seat)!.rank;
    // The seat scored by hand comes first; every seat of the priority 2 section comes after S2's back row.
    expect(rank('S2', 'E', '1')).toBe(0);
    expect(Math.min(...seats.filter((s) => s.section === 'S1').map((s) => s.rank))).toBeGreaterThan(
      Math.max(...seats.filter((s) => s.section === 'S2').map((s) => s.rank)),
    );
    // Within a section, the front row's middle is better than its ends and than the row behind.
    expect(rank('S2', 'A', '5')).toBeLessThan(rank('S2', 'A', '10'));
    expect(rank('S2', 'A', '5')).toBeLessThan(rank('S2', 'B', '5'));
  });

  it('refuses a priority or a score out of range, naming the field', async () => {
    const definition = twoSections();
    definition.sections[0]!.priority = 0;
    definition.sections[1]!.rows[0]!.seats[0]!.score = -1;
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/admin/maps',
      token,
      payload: { venueId, name: 'Badly scored', definition },
    });
    expect(res.statusCode).toBe(400);
    const messages = (res.data.errors as { code: string; message: string }[]).map((e) => e.message).join(' ');
    expect(messages).toContain('priority');
    expect(messages).toContain('score');
  });
});
