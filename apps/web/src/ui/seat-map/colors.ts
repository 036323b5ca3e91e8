import { type EventSeats, statusLetters } from '@tessera/contract';
import type { SeatStatus } from '@tessera/domain';

/** One colour per seat status, shared by every seat map and count. */
export const statusColors: Record<SeatStatus, string> = {
  open: '#40c057',
  hold: '#be4bdb',
  reserved: '#fab005',
  sold: '#868e96',
  comp: '#4dabf7',
  kill: '#212529',
};

export const letterStatus = Object.fromEntries(
  Object.entries(statusLetters).map(([status, letter]) => [letter, status]),
) as Record<string, SeatStatus>;

export const statusOf = (seats: EventSeats['seats'], i: number): SeatStatus =>
  letterStatus[seats.status[i] ?? 'o'] ?? 'open';

export const noneColor = '#dee2e6';
