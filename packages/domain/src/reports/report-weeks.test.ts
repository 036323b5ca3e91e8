import { describe, expect, it } from 'vitest';
import { shareSold, weekOf, weeksOf } from './report-weeks';

describe('report weeks', () => {
  it('start on Monday', () => {
    expect(weekOf('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(weekOf('2026-11-29')).toBe('2026-11-23'); // the Sunday after
    expect(weekOf('2026-11-30')).toBe('2026-11-30');
    expect(weekOf('2027-01-01')).toBe('2026-12-28'); // across a year end
  });

  it('list every week touching the range', () => {
    expect(weeksOf({ firstDay: '2026-11-22', lastDay: '2026-12-01' })).toEqual([
      '2026-11-16',
      '2026-11-23',
      '2026-11-30',
    ]);
    expect(weeksOf({ firstDay: '2026-11-24', lastDay: '2026-11-24' })).toEqual(['2026-11-23']);
  });

  it('give a percentage with one decimal', () => {
    expect(shareSold(1, 3)).toBe(33.3);
    expect(shareSold(0, 0)).toBe(0);
  });
});
