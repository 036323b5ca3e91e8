import { describe, expect, it } from 'vitest';
import { houseSeatReleaseAt, houseSeatTransition } from './house-seats';

describe('house seats requests', () => {
  it('go requested → approved → paid, and cancel only before payment', () => {
    expect(houseSeatTransition('requested', 'approve')).toBe('approved');
    expect(houseSeatTransition('approved', 'pay')).toBe('paid');
    expect(houseSeatTransition('requested', 'pay')).toBeNull();
    expect(houseSeatTransition('approved', 'approve')).toBeNull();
    expect(houseSeatTransition('requested', 'cancel')).toBe('canceled');
    expect(houseSeatTransition('approved', 'cancel')).toBe('canceled');
    expect(houseSeatTransition('paid', 'cancel')).toBeNull();
    expect(houseSeatTransition('canceled', 'cancel')).toBeNull();
  });
  it('release their unused seats hours before the start', () => {
    const start = new Date('2026-12-01T19:30:00Z');
    expect(houseSeatReleaseAt(start, 24)?.toISOString()).toBe('2026-11-30T19:30:00.000Z');
    expect(houseSeatReleaseAt(start, null)).toBeNull();
  });
});
