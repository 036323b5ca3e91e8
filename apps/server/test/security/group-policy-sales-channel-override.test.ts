import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import { firstError, type PolicyFixture, policyFixture } from './group-policy-fixture';

let t: TestApp;
let p: PolicyFixture;

beforeAll(async () => {
  t = await startTestApp();
  p = await policyFixture(t);
});
afterAll(() => t.close());

describe('user group: sales channel override', () => {
  it('a seller’s sale counts under the override channel only', async () => {
    const agent = await p.seller({ salesChannelOverride: 'GroupSales' });
    const channels = await agent.api('GET', '/api/admin/sell/channels');
    expect(channels.data.channels).toEqual(['GroupSales']);
    const own = await agent.api('POST', '/api/admin/baskets', { channel: 'CallCenter' });
    expect(own.statusCode).toBe(403);
    expect(firstError(own.data)?.code).toBe('purchase.channel_not_allowed');
    const { id, total } = await p.basketWith(agent, ['A-1']);
    const sold = await p.checkout(agent, id, [{ type: 'Cash', amount: total }]);
    expect(sold.statusCode, sold.body).toBe(201);
    expect(sold.data.channel).toBe('GroupSales');
  });

  it('a basket on another channel is not the seller’s to fill, resume or check out', async () => {
    // A supervisor's house-seats basket, saved for later.
    const supervisor = await p.seller({}, 'BoxOfficeSupervisor');
    const house = await p.basketWith(supervisor, ['B-1'], 'HouseSeats');
    expect(house.added.statusCode, house.added.body).toBe(200);
    await p.ok(
      await supervisor.api('POST', `/api/admin/baskets/${house.id}/save`, { name: 'Held for the cast' }),
    );

    const agent = await p.seller({ salesChannelOverride: 'CallCenter' });
    const resumed = await agent.api('POST', `/api/admin/saved-baskets/${house.id}/resume`, {});
    expect(resumed.statusCode).toBe(403);
    expect(firstError(resumed.data)?.code).toBe('purchase.channel_not_allowed');
    const added = await agent.api('POST', `/api/admin/baskets/${house.id}/seats`, {
      eventId: p.eventId,
      seatIds: [p.seats.get('B-2')!],
    });
    expect(firstError(added.data)?.code).toBe('purchase.channel_not_allowed');
    const paid = await p.checkout(agent, house.id, [{ type: 'Cash', amount: house.total }]);
    expect(paid.statusCode).toBe(403);
    expect(firstError(paid.data)?.code).toBe('purchase.channel_not_allowed');
  });
});
