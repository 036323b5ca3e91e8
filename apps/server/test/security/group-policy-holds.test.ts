import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import { firstError, type PolicyFixture, policyFixture } from './group-policy-fixture';

let t: TestApp;
let p: PolicyFixture;
let house: number;
let vip: number;

beforeAll(async () => {
  t = await startTestApp();
  p = await policyFixture(t);
  const hold = async (name: string) =>
    (
      await p.ok(
        await p.api('POST', '/api/admin/seat-settings/holds', {
          name,
          color: '#fa5252',
          allowedChannels: ['CallCenter', 'PointOfSale'],
        }),
      )
    ).id as number;
  house = await hold('House seats');
  vip = await hold('VIP');
  const place = async (holdId: number, places: string[]) =>
    p.ok(
      await p.api('POST', `/api/admin/events/${p.eventId}/seats/bulk`, {
        seatIds: places.map((s) => p.seats.get(s)!),
        action: { kind: 'hold', holdId },
      }),
    );
  await place(house, ['A-1', 'A-2', 'A-3']);
  await place(vip, ['B-1', 'B-2']);
});
afterAll(() => t.close());

type SellSeats = { seats: { id: number[]; status: string; hold: number[] } };
const letter = (body: SellSeats, seatId: number) => body.seats.status[body.seats.id.indexOf(seatId)];

describe('user group: restrict holds', () => {
  it('a seller sells from the holds the group lists only; others show as unavailable', async () => {
    const seller = await p.seller({ restrictions: { holds: ['VIP'] } });
    const view = (await seller.api('GET', `/api/admin/sell/events/${p.eventId}/seats`))
      .data as unknown as SellSeats;
    expect(letter(view, p.seats.get('A-1')!)).toBe('x');
    expect(letter(view, p.seats.get('B-1')!)).toBe('h');

    const refused = await p.basketWith(seller, ['A-1']);
    expect(refused.added.statusCode).toBe(403);
    expect(firstError(refused.added.data)).toEqual(
      expect.objectContaining({ code: 'sale.hold_not_allowed', field: 'seatIds' }),
    );
    const allowed = await p.basketWith(seller, ['B-1']);
    expect(allowed.added.statusCode, allowed.added.body).toBe(200);

    // Without the group's list the channel's holds are sellable (the hold allows CallCenter).
    const open = await p.seller();
    expect((await p.basketWith(open, ['A-2'])).added.statusCode).toBe(200);
  });

  it('a seat taken before the group was restricted is refused at checkout', async () => {
    const seller = await p.seller();
    const { id, total, added } = await p.basketWith(seller, ['A-3']);
    expect(added.statusCode, added.body).toBe(200);
    await seller.regroup({ restrictions: { holds: ['VIP'] } });
    const res = await p.checkout(seller, id, [{ type: 'Cash', amount: total }]);
    expect(res.statusCode).toBe(403);
    expect(firstError(res.data)?.code).toBe('sale.hold_not_allowed');
  });

  it('a supervisor places and releases seats only in the holds the group lists', async () => {
    const supervisor = await p.seller(
      { permissions: ['bulkEditSeats'], restrictions: { holds: ['VIP'] } },
      'BoxOfficeSupervisor',
    );
    const bulk = (places: string[], action: object) =>
      supervisor.api('POST', `/api/admin/events/${p.eventId}/seats/bulk`, {
        seatIds: places.map((s) => p.seats.get(s)!),
        action,
      });
    const into = await bulk(['C-1'], { kind: 'hold', holdId: house });
    expect(into.statusCode).toBe(403);
    expect(firstError(into.data)?.code).toBe('sale.hold_not_allowed');
    const release = await bulk(['A-1'], { kind: 'release' });
    expect(release.statusCode).toBe(403);
    expect(firstError(release.data)?.code).toBe('sale.hold_not_allowed');
    expect((await bulk(['C-2'], { kind: 'hold', holdId: vip })).statusCode).toBe(200);
  });
});
