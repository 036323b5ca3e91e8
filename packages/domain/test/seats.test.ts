import {
  canChangeSeat,
  isSeatAvailable,
  isSeatLabel,
  parseSeatKey,
  restingStatus,
  seatKey,
  seatStatuses,
} from '@tessera/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

describe('seat key', () => {
  it('joins event, section, row and seat with hyphens', () => {
    expect(seatKey(42, 'Orchestra', 'B', '12')).toBe('42-Orchestra-B-12');
    expect(parseSeatKey('42-Orchestra-B-12')).toEqual({
      eventId: 42,
      section: 'Orchestra',
      row: 'B',
      seat: '12',
    });
  });

  it('refuses keys that do not have four parts or a numeric event', () => {
    expect(parseSeatKey('42-Orchestra-B')).toBeNull();
    expect(parseSeatKey('x-Orchestra-B-1')).toBeNull();
    expect(parseSeatKey('1-Dress-Circle-A-1')).toBeNull();
  });

  it('round-trips every valid label', () => {
    const label = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ]{0,10}[A-Za-z0-9]$|^[A-Za-z0-9]$/);
    fc.assert(
      fc.property(fc.nat(), label, label, label, (eventId, section, row, seat) => {
        expect(isSeatLabel(section)).toBe(true);
        expect(parseSeatKey(seatKey(eventId, section, row, seat))).toEqual({ eventId, section, row, seat });
      }),
    );
  });
});

describe('seat statuses', () => {
  it('follows the spec’s transitions', () => {
    expect(canChangeSeat('open', 'reserved')).toBe(true);
    expect(canChangeSeat('reserved', 'sold')).toBe(true);
    expect(canChangeSeat('reserved', 'hold')).toBe(true);
    expect(canChangeSeat('open', 'sold')).toBe(true);
    expect(canChangeSeat('sold', 'reserved')).toBe(false);
    expect(canChangeSeat('kill', 'reserved')).toBe(false);
    expect(canChangeSeat('sold', 'comp')).toBe(false);
    expect(canChangeSeat('open', 'comp')).toBe(false);
  });

  it('never lets a sold or comp seat go straight to another buyer', () => {
    for (const from of ['sold', 'comp'] as const) {
      for (const to of seatStatuses) expect(canChangeSeat(from, to)).toBe(to === 'open' || to === 'hold');
    }
  });

  it('rests a seat in open, hold or kill by its hold', () => {
    expect(restingStatus(null)).toBe('open');
    expect(restingStatus({ actAsKill: false })).toBe('hold');
    expect(restingStatus({ actAsKill: true })).toBe('kill');
  });

  it('counts an expired reservation as available and a live one as taken', () => {
    const now = new Date('2026-01-01T12:00:00Z');
    const reserved = (until: string, holdId: number | null = null) => ({
      status: 'reserved' as const,
      holdId,
      reservedUntil: new Date(until),
    });
    expect(isSeatAvailable(reserved('2026-01-01T11:59:59Z'), now, [])).toBe(true);
    expect(isSeatAvailable(reserved('2026-01-01T12:00:01Z'), now, [])).toBe(false);
    expect(isSeatAvailable(reserved('2026-01-01T11:00:00Z', 7), now, [])).toBe(false);
    expect(isSeatAvailable(reserved('2026-01-01T11:00:00Z', 7), now, [7])).toBe(true);
    expect(isSeatAvailable({ status: 'hold', holdId: 3, reservedUntil: null }, now, [])).toBe(false);
    expect(isSeatAvailable({ status: 'hold', holdId: 3, reservedUntil: null }, now, [3])).toBe(true);
    expect(isSeatAvailable({ status: 'kill', holdId: 3, reservedUntil: null }, now, [3])).toBe(false);
  });
});
