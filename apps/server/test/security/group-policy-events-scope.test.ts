import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '@/db/schema';
import { createSeatedEvent } from '../factories';
import { startTestApp, type TestApp } from '../harness';
import { firstError, type PolicyFixture, policyFixture } from './group-policy-fixture';

let t: TestApp;
let p: PolicyFixture;
let other: { eventId: number; venueId: number };

beforeAll(async () => {
  t = await startTestApp();
  p = await policyFixture(t);
  const made = await createSeatedEvent(t.database.db, p.accountId, {
    startsAt: new Date('2027-04-01T19:00:00Z'),
  });
  await t.database.db.update(events).set({ active: true }).where(eq(events.id, made.eventId));
  other = { eventId: made.eventId, venueId: made.venue.id };
});
afterAll(() => t.close());

describe('user group: events scope', () => {
  it('a seller scoped to another venue neither sees nor sells the event', async () => {
    const seller = await p.seller({ eventsScope: 'venues', eventsScopeIds: [other.venueId] });
    const list = await seller.api('GET', '/api/admin/sell/events');
    expect((list.data.items as { id: number }[]).map((e) => e.id)).toEqual([other.eventId]);

    const { added } = await p.basketWith(seller, ['A-1']);
    expect(added.statusCode).toBe(403);
    expect(firstError(added.data)?.code).toBe('sale.event_out_of_scope');
    const opened = await seller.api('POST', '/api/admin/baskets', { channel: 'CallCenter' });
    const best = await seller.api('POST', `/api/admin/baskets/${opened.data.id}/best-seats`, {
      eventId: p.eventId,
      quantity: 1,
    });
    expect(best.statusCode).toBe(403);
  });

  it('a seat taken before the group was scoped is refused at checkout', async () => {
    const seller = await p.seller();
    const { id, total, added } = await p.basketWith(seller, ['A-2']);
    expect(added.statusCode, added.body).toBe(200);
    await seller.regroup({ eventsScope: 'eventTemplates', eventsScopeIds: [p.templateId + 1000] });
    const res = await p.checkout(seller, id, [{ type: 'Cash', amount: total }]);
    expect(res.statusCode).toBe(403);
    expect(firstError(res.data)?.code).toBe('sale.event_out_of_scope');
  });

  it('a supervisor scoped by event template lists, opens and edits only those events', async () => {
    const supervisor = await p.seller(
      {
        eventsScope: 'eventTemplates',
        eventsScopeIds: [p.templateId],
        permissions: ['events', 'bulkEditSeats', 'seatLocator'],
      },
      'BoxOfficeSupervisor',
    );
    const list = await supervisor.api('GET', '/api/admin/events');
    expect((list.data as unknown as { id: number }[]).map((e) => e.id)).toEqual([p.eventId]);
    const search = await supervisor.api('GET', '/api/admin/events/search');
    expect(search.statusCode, search.body).toBe(200);
    expect((search.data.items as { id: number }[]).map((e) => e.id)).toEqual([p.eventId]);
    for (const url of [`/api/admin/events/${other.eventId}`, `/api/admin/events/${other.eventId}/seats`]) {
      const res = await supervisor.api('GET', url);
      expect(res.statusCode, url).toBe(403);
      expect(firstError(res.data)?.code).toBe('sale.event_out_of_scope');
    }
    expect((await supervisor.api('GET', `/api/admin/events/${p.eventId}`)).statusCode).toBe(200);
    const located = await supervisor.api(
      'GET',
      `/api/admin/tools/seat-locator?keys=${other.eventId}-S1-A-1,${p.eventId}-S1-A-1`,
    );
    expect(located.statusCode, located.body).toBe(200);
    expect((located.data.seats as { eventId: number }[]).map((s) => s.eventId)).toEqual([p.eventId]);
    expect(located.data.notFound).toEqual([`${other.eventId}-S1-A-1`]);
  });
});
