import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events } from '@/db/schema';
import { rows } from '@/db/sql';
import {
  type ReleasePayload,
  releaseUnusedHouseSeats,
} from '@/modules/house-seats/house-seats-release.service';
import type { Jobs } from '@/platform/jobs/jobs';
import { saleFixture } from '../commerce/sale-fixture';
import { houseSeatsSuite } from './house-seats-suite';

/**
 * House seats no one requested go back to general sale at the event's release time, run by the
 * job queue (decisions/0054); a release queued before the event moved waits for the new time.
 */
const s = houseSeatsSuite();
const { request, approve, seatRow } = s;

describe('release of unused house seats', () => {
  it('returns them to general sale at the set time, run by the job queue', async () => {
    // One request never approved (canceled by the release), one approved (keeps its seat).
    const waiting = await request(['C-7']);
    const approvedReq = await request(['C-8']);
    await approve(approvedReq.res.data.id as number, approvedReq.who.requesterEmail);
    const startsAt = new Date('2027-03-01T19:30:00Z').getTime();
    const hours = Math.floor((startsAt - s.t.clock.now.getTime()) / 3_600_000) - 1;
    const set = await s.f.api('PUT', `/api/admin/house-seats/events/${s.f.eventId}/release`, { hours });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.data.releaseHours).toBe(hours);
    expect(set.data.releasedAt).toBeNull();
    // Not yet: a little before the time nothing moved.
    await s.t.clock.advance(30 * 60_000);
    await new Promise((r) => setTimeout(r, 2_500));
    expect((await seatRow('C-5')).status).toBe('hold');

    await s.t.clock.advance(2 * 3_600_000);
    let released = set.data;
    for (let i = 0; i < 200 && !released.releasedAt; i++) {
      await s.t.clock.advance(2_500);
      await new Promise((r) => setTimeout(r, 50));
      released = (await s.f.api('GET', `/api/admin/house-seats/events/${s.f.eventId}`)).data;
    }
    expect(typeof released.releasedAt).toBe('string');
    expect(released.seats).toEqual([]);
    expect(await seatRow('C-5')).toMatchObject({ status: 'open', hold_id: null });
    expect(await seatRow('C-7')).toMatchObject({ status: 'open', hold_id: null });
    expect((await seatRow('C-8')).status).toBe('reserved');
    const w = await s.f.api('GET', `/api/admin/house-seat-requests/${waiting.res.data.id}`);
    expect(w.data.status).toBe('canceled');
    // Canceled after the release, the approved request's seat goes on to general sale.
    await s.f.api('POST', `/api/admin/house-seat-requests/${approvedReq.res.data.id}/cancel`);
    expect(await seatRow('C-8')).toMatchObject({ status: 'open', hold_id: null });
    // A released seat is sold on the web like any other.
    const basket = await s.f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' });
    const added = await s.f.api('POST', `/api/admin/baskets/${basket.data.id}/seats`, {
      eventId: s.f.eventId,
      seatIds: [s.f.seats.get('C-7')],
    });
    expect(added.statusCode, added.body).toBe(200);
  });
});

describe('a release queued before the event moved', () => {
  it('does nothing at the old time and queues itself for the new one', async () => {
    const g = await saleFixture(s.t);
    const made = await g.api('POST', '/api/admin/seat-settings/holds', {
      name: 'House seats',
      color: '#ae3ec9',
      allowedChannels: ['HouseSeats'],
    });
    await g.api('POST', `/api/admin/events/${g.eventId}/seats/bulk`, {
      seatIds: [g.seats.get('E-1')],
      action: { kind: 'hold', holdId: made.data.id },
    });
    const set = await g.api('PUT', `/api/admin/house-seats/events/${g.eventId}/release`, { hours: 2 });
    const queuedFor = set.data.releaseAt as string;
    // The show moves a day later.
    const later = new Date(new Date(set.data.startsAt as string).getTime() + 86_400_000);
    await s.t.database.db.update(events).set({ startsAt: later }).where(eq(events.id, g.eventId));
    const scheduled: { payload: ReleasePayload; runAt?: Date }[] = [];
    const jobs = {
      schedule: async (_name: string, payload: ReleasePayload, options: { runAt?: Date }) => {
        scheduled.push({ payload, runAt: options.runAt });
        return null;
      },
    } as unknown as Jobs;
    const io = { db: s.t.database.db, now: () => s.t.clock.now, jobs };
    const payload = { accountId: g.accountId, eventId: g.eventId, releaseAt: queuedFor };
    expect(await releaseUnusedHouseSeats(io, payload)).toBeNull();
    const [seat] = await rows<{ status: string }>(
      s.t.database.db,
      sql`SELECT status FROM event_seats WHERE id = ${g.seats.get('E-1')!}`,
    );
    expect(seat!.status).toBe('hold');
    const moved = new Date(later.getTime() - 2 * 3_600_000).toISOString();
    expect(scheduled.map((s) => s.payload.releaseAt)).toEqual([moved]);
    expect(await releaseUnusedHouseSeats(io, { ...payload, releaseAt: moved })).toBe(1);
  });
});
