import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { waitWords } from './waiting-room';

const t = ((key: string, options?: { count?: number }) =>
  options?.count === undefined ? key : `${key}:${options.count}`) as unknown as TFunction;

describe('waitWords', () => {
  it('says paused, under a minute, or about so many minutes rounded up', () => {
    expect(waitWords(t, null)).toBe('shopBuy.waitingRoom.paused');
    expect(waitWords(t, 1)).toBe('shopBuy.waitingRoom.underAMinute');
    expect(waitWords(t, 59)).toBe('shopBuy.waitingRoom.underAMinute');
    expect(waitWords(t, 60)).toBe('shopBuy.waitingRoom.minutes:1');
    expect(waitWords(t, 61)).toBe('shopBuy.waitingRoom.minutes:2');
    expect(waitWords(t, 3_600)).toBe('shopBuy.waitingRoom.minutes:60');
  });
});
