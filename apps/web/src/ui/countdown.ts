import { minutesLeft } from '@tessera/domain';

export interface Countdown {
  /** "mm:ss" left, never negative. */
  clock: string;
  /** Whole minutes left, rounded up: what the spec's alert says. */
  minutes: number;
  /** Under five minutes left: the spec's alert shows. */
  warning: boolean;
  expired: boolean;
}

/** What the basket timer shows at `now` for a basket whose seats lapse at `expiresAt`. */
export function countdownAt(now: Date, expiresAt: Date): Countdown {
  const seconds = Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000));
  const clock = `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
  return {
    clock,
    minutes: minutesLeft(now, expiresAt),
    warning: seconds > 0 && seconds < 5 * 60,
    expired: seconds === 0,
  };
}
