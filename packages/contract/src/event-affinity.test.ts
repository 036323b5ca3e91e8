import { describe, expect, it } from 'vitest';
import { eventOfCall } from './event-affinity';

describe('the event a call takes seats of', () => {
  it('is the body’s event id, and nothing else', () => {
    expect(eventOfCall({ body: { eventId: 9, seatIds: [1] } })).toBe(9);
    // A read naming the event in its path spreads over the servers.
    expect(eventOfCall({ params: { eventId: 12 } })).toBeUndefined();
    expect(eventOfCall({ body: { eventId: '9' } })).toBeUndefined();
    expect(eventOfCall({ body: { eventId: -1 } })).toBeUndefined();
    expect(eventOfCall({ body: { seatIds: [1] } })).toBeUndefined();
    expect(eventOfCall(undefined)).toBeUndefined();
  });
});
