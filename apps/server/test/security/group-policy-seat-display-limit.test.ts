import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import { type PolicyFixture, policyFixture } from './group-policy-fixture';

let t: TestApp;
let p: PolicyFixture;

beforeAll(async () => {
  t = await startTestApp();
  p = await policyFixture(t);
});
afterAll(() => t.close());

type Seats = {
  sections: string[];
  seats: { id: number[]; section: number[]; priceLevel: number[]; status: string };
};
const openPerGroup = (body: Seats) => {
  const counts = new Map<string, number>();
  body.seats.id.forEach((_, i) => {
    if (body.seats.status[i] !== 'o') return;
    const group = `${body.sections[body.seats.section[i]!]}/${body.seats.priceLevel[i]}`;
    counts.set(group, (counts.get(group) ?? 0) + 1);
  });
  return Object.fromEntries(counts);
};

describe('user group: seat display limit per price level per section', () => {
  it('the seat answers show a limited user at most that many open seats per price level per section', async () => {
    const limited = await p.seller({ seatDisplayLimit: 4 });
    const sell = await limited.api('GET', `/api/admin/sell/events/${p.eventId}/seats`);
    expect(sell.statusCode, sell.body).toBe(200);
    expect(openPerGroup(sell.data as unknown as Seats)).toEqual({ [`S1/${p.stallsId}`]: 4 });
    // A live update (`since`) cannot lift it: the whole map is judged again.
    const since = await limited.api('GET', `/api/admin/sell/events/${p.eventId}/seats?since=0`);
    expect(openPerGroup(since.data as unknown as Seats)).toEqual({ [`S1/${p.stallsId}`]: 4 });

    const supervisor = await p.seller(
      { seatDisplayLimit: 2, permissions: ['events'] },
      'BoxOfficeSupervisor',
    );
    const seats = await supervisor.api('GET', `/api/admin/events/${p.eventId}/seats`);
    expect(openPerGroup(seats.data as unknown as Seats)).toEqual({ [`S1/${p.stallsId}`]: 2 });
    // The inventory view leaves the seats beyond the limit out altogether.
    expect((seats.data as unknown as Seats).seats.id).toHaveLength(2);

    // Without a limit every open seat shows (50 in S1).
    const open = await p.seller();
    const all = await open.api('GET', `/api/admin/sell/events/${p.eventId}/seats`);
    expect(openPerGroup(all.data as unknown as Seats)).toEqual({ [`S1/${p.stallsId}`]: 50 });
  });

  it('through an API key too', async () => {
    const limited = await p.seller({ seatDisplayLimit: 1 });
    const made = await p.ok(
      await p.api('POST', `/api/admin/users/${limited.userId}/api-keys`, { name: 'Partner site' }),
    );
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/sell/events/${p.eventId}/seats`,
      headers: { authorization: `Bearer ${made.key as string}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(openPerGroup(res.json() as Seats)).toEqual({ [`S1/${p.stallsId}`]: 1 });
  });
});
