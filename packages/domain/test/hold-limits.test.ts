import { describe, expect, it } from 'vitest';
import { type Hold, holdLimitProblem } from '../src';

const limits = { ticketsPerAddressPerEvent: 10, basketsPerAddressPerEvent: 2 };
const now = new Date('2026-11-22T15:00:00Z');
const later = new Date('2026-11-22T15:10:00Z');
const earlier = new Date('2026-11-22T14:59:59Z');

describe('what one client may hold', () => {
  it('allows tickets up to the limit, across its baskets', () => {
    const holds: Hold[] = [{ basket: 'a', tickets: 6, until: later }];
    expect(holdLimitProblem(holds, { basket: 'a', tickets: 4 }, limits, now)).toBeNull();
    expect(holdLimitProblem(holds, { basket: 'b', tickets: 4 }, limits, now)).toBeNull();
    expect(holdLimitProblem(holds, { basket: 'b', tickets: 5 }, limits, now)).toBe('tickets');
  });

  it('refuses another basket beyond the limit, but not more tickets in one it has', () => {
    const holds: Hold[] = [
      { basket: 'a', tickets: 1, until: later },
      { basket: 'b', tickets: 1, until: later },
    ];
    expect(holdLimitProblem(holds, { basket: 'c', tickets: 1 }, limits, now)).toBe('baskets');
    expect(holdLimitProblem(holds, { basket: 'b', tickets: 1 }, limits, now)).toBeNull();
  });

  it('no longer counts holds whose basket has expired', () => {
    const holds: Hold[] = [
      { basket: 'a', tickets: 10, until: earlier },
      { basket: 'b', tickets: 1, until: now },
    ];
    expect(holdLimitProblem(holds, { basket: 'c', tickets: 10 }, limits, now)).toBeNull();
  });
});
