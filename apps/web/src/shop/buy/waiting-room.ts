import type { TFunction } from 'i18next';

/** A wait in words: paused (no rate), under a minute, or about so many minutes (rounded up). */
export function waitWords(t: TFunction, seconds: number | null): string {
  if (seconds === null) return t('shopBuy.waitingRoom.paused');
  if (seconds < 60) return t('shopBuy.waitingRoom.underAMinute');
  return t('shopBuy.waitingRoom.minutes', { count: Math.ceil(seconds / 60) });
}
