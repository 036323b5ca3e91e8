import { describe, expect, it } from 'vitest';
import { countdownAt } from '@/ui/countdown';

const at = (iso: string) => new Date(`2026-11-22T${iso}Z`);

describe('the basket countdown', () => {
  it('shows minutes and seconds left without the spec’s alert while five minutes or more remain', () => {
    expect(countdownAt(at('15:00:00'), at('15:15:00'))).toEqual({
      clock: '15:00',
      minutes: 15,
      warning: false,
      expired: false,
    });
    expect(countdownAt(at('15:10:00'), at('15:15:00')).warning).toBe(false);
  });

  it('raises the alert under five minutes, with whole minutes rounded up', () => {
    expect(countdownAt(at('15:10:01'), at('15:15:00'))).toMatchObject({
      clock: '04:59',
      minutes: 5,
      warning: true,
    });
    expect(countdownAt(at('15:14:30'), at('15:15:00'))).toMatchObject({ clock: '00:30', minutes: 1 });
  });

  it('stops at zero once the seats have lapsed', () => {
    expect(countdownAt(at('15:16:00'), at('15:15:00'))).toEqual({
      clock: '00:00',
      minutes: 0,
      warning: false,
      expired: true,
    });
  });
});
