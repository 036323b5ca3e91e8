/** Seat statuses (spec §3, §4): open, hold, reserved (in a basket), sold, comp, kill. */
export const seatStatuses = ['open', 'hold', 'reserved', 'sold', 'comp', 'kill'] as const;
export type SeatStatus = (typeof seatStatuses)[number];

/** ADA seat types (spec §3). */
export const adaSeatTypes = [
  'Wheelchair',
  'Companion',
  'Visual',
  'AisleTransfer',
  'Accessible',
  'Hearing',
  'VisualAndHearing',
] as const;
export type AdaSeatType = (typeof adaSeatTypes)[number];

/**
 * Every status change a seat may make. The reservation core, bulk edit, the seat locator and
 * voids all ask this table before writing, and the SQL predicates mirror it.
 */
const transitions: Record<SeatStatus, readonly SeatStatus[]> = {
  open: ['hold', 'kill', 'reserved', 'sold'],
  hold: ['open', 'hold', 'kill', 'reserved'],
  kill: ['open', 'hold', 'kill'],
  // reserved → reserved is an expired reservation taken by another basket.
  reserved: ['open', 'hold', 'kill', 'reserved', 'sold', 'comp'],
  sold: ['open', 'hold'],
  comp: ['open', 'hold'],
};

export function canChangeSeat(from: SeatStatus, to: SeatStatus): boolean {
  return transitions[from].includes(to);
}

/** Statuses a staff bulk edit may change: never a seat someone is buying or has bought. */
export const editableStatuses: readonly SeatStatus[] = ['open', 'hold', 'kill'];

/** The status a seat rests in when nobody is buying it: open, or its hold's hold or kill. */
export function restingStatus(hold: { actAsKill: boolean } | null): 'open' | 'hold' | 'kill' {
  if (!hold) return 'open';
  return hold.actAsKill ? 'kill' : 'hold';
}

/** A seat's stored state, as the reservation rules read it. */
export interface StoredSeat {
  status: SeatStatus;
  holdId: number | null;
  reservedUntil: Date | null;
}

/**
 * A seat's status now: the stored one, except that a reservation past its expiry is already
 * back where the seat rests (open, or its hold's hold or kill) — correctness never waits for
 * the sweeper. `holdActsAsKill`: whether the seat's hold is a kill hold.
 */
export function seatStatusNow(seat: StoredSeat, now: Date, holdActsAsKill = false): SeatStatus {
  if (seat.status !== 'reserved') return seat.status;
  if (seat.reservedUntil === null || seat.reservedUntil.getTime() > now.getTime()) return 'reserved';
  return seat.holdId === null ? 'open' : holdActsAsKill ? 'kill' : 'hold';
}

/**
 * Whether a seat can be taken now by a buyer allowed the given holds (never a kill hold): it
 * is open now, or rests now in a hold the buyer may sell (see seatStatusNow).
 */
export function isSeatAvailable(seat: StoredSeat, now: Date, allowedHoldIds: readonly number[]): boolean {
  const status = seatStatusNow(seat, now);
  if (status === 'open') return true;
  return status === 'hold' && seat.holdId !== null && allowedHoldIds.includes(seat.holdId);
}

/** A label (section, row or seat) may not contain '-', which separates the parts of a seat key. */
export function isSeatLabel(label: string): boolean {
  return label.length >= 1 && label.length <= 40 && label === label.trim() && !/[-\p{Cc}]/u.test(label);
}

/** Seat key format (spec §3): EventId-Section-Row-SeatId. */
export function seatKey(eventId: number, section: string, row: string, seat: string): string {
  return `${eventId}-${section}-${row}-${seat}`;
}

export interface SeatKeyParts {
  eventId: number;
  section: string;
  row: string;
  seat: string;
}

export function parseSeatKey(key: string): SeatKeyParts | null {
  const parts = key.trim().split('-');
  if (parts.length !== 4) return null;
  const [eventText, section, row, seat] = parts as [string, string, string, string];
  if (!/^\d+$/.test(eventText)) return null;
  if (![section, row, seat].every(isSeatLabel)) return null;
  return { eventId: Number(eventText), section, row, seat };
}
