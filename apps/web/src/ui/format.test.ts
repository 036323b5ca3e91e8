import { describe, expect, it } from 'vitest';
import { formatEventTime, formatOrderTime } from './format';

// 8:00 PM in Chicago on 1 May 2027 (CDT, UTC−5); the reader's own zone plays no part.
const showTime = '2027-05-02T01:00:00.000Z';
const placed = '2026-11-25T18:23:00.000Z';

describe('times a buyer and staff read', () => {
  it('shows an event time at the venue, the same for a reader anywhere', () => {
    expect(formatEventTime(showTime, 'en-US', 'America/Chicago')).toBe('May 1, 2027, 8:00 PM');
    expect(formatEventTime(showTime, 'es-ES', 'America/Chicago')).toBe('1 may 2027, 20:00');
    // The account may be in New York: the hall's time does not move.
    expect(formatEventTime(showTime, 'en-US', 'America/New_York')).not.toBe(
      formatEventTime(showTime, 'en-US', 'America/Chicago'),
    );
  });

  it('shows an order time in one stated zone with its abbreviation', () => {
    expect(formatOrderTime(placed, 'en-US', 'America/Chicago')).toBe('Nov 25, 2026, 12:23 PM CST');
    expect(formatOrderTime(placed, 'en-US', 'America/New_York')).toBe('Nov 25, 2026, 1:23 PM EST');
  });
});
