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

describe('user group: restrict seat-map actions', () => {
  it('a supervisor makes only the seat-map changes the group lists', async () => {
    const supervisor = await p.seller(
      { permissions: ['bulkEditSeats', 'seatLocator'], restrictions: { seatMapActions: ['addTag'] } },
      'BoxOfficeSupervisor',
    );
    const bulk = (action: object) =>
      supervisor.api('POST', `/api/admin/events/${p.eventId}/seats/bulk`, {
        seatIds: [p.seats.get('D-1')!],
        action,
      });
    const kill = await bulk({ kind: 'kill' });
    expect(kill.statusCode).toBe(403);
    expect(firstError(kill.data)?.code).toBe('sale.seat_map_action_not_allowed');
    const tagged = await bulk({ kind: 'addTag', tag: 'aisle' });
    expect(tagged.statusCode, tagged.body).toBe(200);

    const sold = await supervisor.api('POST', '/api/admin/tools/seat-locator', {
      action: 'sell',
      key: `${p.eventId}-S1-D-2`,
      reason: 'Sold at the door',
    });
    expect(sold.statusCode).toBe(403);
    expect(firstError(sold.data)?.code).toBe('sale.seat_map_action_not_allowed');
  });
});
