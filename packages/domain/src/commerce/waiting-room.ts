/**
 * The waiting room of an event in heavy on-sale mode (decisions/0055): who is ahead of whom,
 * how many have been let in at the staff's rate, and what a visitor is told while waiting.
 * Pure: the server stores the entries and the schedule, the clock gives `now`.
 */

/** Entries that arrived on or after the on-sale moment all share this rank: FIFO by arrival. */
export const LATE_ARRIVAL_RANK = 2 ** 40;

/** The rate a room opens with until staff set another (people per minute). */
export const DEFAULT_ADMISSION_RATE = 100;

/** How long an admitted visitor may buy (their admission token's life), from admission. */
export const ADMISSION_VALID_MINUTES = 30;

/** Staff may set from 0 (admission paused) to this many people per minute. */
export const MAX_ADMISSION_RATE = 100_000;

/** A place in the queue: `rank` then `arrival` (a sequence number) order the queue. */
export interface QueueEntryOrder {
  readonly rank: number;
  readonly arrival: number;
}

/** True when a visitor arrives before the on-sale moment (no on-sale date: never early). */
export function arrivesEarly(joinedAt: Date, onSaleAt: Date | null): boolean {
  return onSaleAt !== null && joinedAt.getTime() < onSaleAt.getTime();
}

/**
 * The rank of a new entry: early arrivals draw a random rank below every late arrival, so they
 * are shuffled among themselves and all go first; later ones share one rank and keep their order
 * of arrival. `random` is a number in [0, 1).
 */
export function queueRank(early: boolean, random: number): number {
  if (!early) return LATE_ARRIVAL_RANK;
  return Math.min(LATE_ARRIVAL_RANK - 1, Math.floor(random * LATE_ARRIVAL_RANK));
}

/** Queue order: rank, then arrival (the store's index and its row comparison follow it). */
export function compareQueueEntries(a: QueueEntryOrder, b: QueueEntryOrder): number {
  return a.rank - b.rank || a.arrival - b.arrival;
}

/**
 * When and how fast people are let in: `admittedBefore` people (a fraction allowed) by `since`,
 * then `ratePerMinute` more each minute. Changing the rate starts a new schedule from now.
 */
export interface AdmissionSchedule {
  readonly ratePerMinute: number;
  readonly admittedBefore: number;
  readonly since: Date;
}

/** How many places have been let in by `now`, exactly (a fraction between two admissions). */
export function admissionsBy(schedule: AdmissionSchedule, now: Date): number {
  const elapsed = Math.max(0, now.getTime() - schedule.since.getTime());
  return schedule.admittedBefore + (elapsed * schedule.ratePerMinute) / 60_000;
}

/** How many places at the front of the queue are admitted at `now`. */
export function admittedCount(schedule: AdmissionSchedule, now: Date): number {
  // A hair of tolerance: 60 admissions a minute means exactly 1 a second, not 0.9999999.
  return Math.floor(admissionsBy(schedule, now) + 1e-9);
}

/**
 * A new rate from `now` on: those let in so far stay let in. Before admission has started the
 * start stays where it was (the on-sale moment).
 */
export function changeAdmissionRate(
  schedule: AdmissionSchedule,
  ratePerMinute: number,
  now: Date,
): AdmissionSchedule {
  if (now.getTime() <= schedule.since.getTime()) return { ...schedule, ratePerMinute };
  return { ratePerMinute, admittedBefore: admissionsBy(schedule, now), since: now };
}

export type QueuePlace =
  | { readonly admitted: true }
  | {
      readonly admitted: false;
      /** 1 for the next person to be let in. */
      readonly position: number;
      /** Seconds until this visitor is let in; null while admission is paused (rate 0). */
      readonly waitSeconds: number | null;
    };

/**
 * Where a visitor stands: `ahead` is how many entries come before theirs in queue order (let in
 * or not). Let in when their place is within the admitted count; otherwise their position among
 * those still waiting and the time until the schedule reaches their place.
 */
export function queuePlace(ahead: number, schedule: AdmissionSchedule, now: Date): QueuePlace {
  const admitted = admittedCount(schedule, now);
  if (ahead < admitted) return { admitted: true };
  const position = ahead - admitted + 1;
  if (schedule.ratePerMinute <= 0) return { admitted: false, position, waitSeconds: null };
  const start = Math.max(now.getTime(), schedule.since.getTime());
  const needed = ahead + 1 - admissionsBy(schedule, new Date(start));
  const waitMs = start - now.getTime() + (needed * 60_000) / schedule.ratePerMinute;
  return { admitted: false, position, waitSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/** A waiting visitor asks again at least this often: every 5 s near the front of the queue… */
export const NEAR_POLL_SECONDS = 5;
/** …and at most this rarely, far back or before the on-sale moment. */
export const FAR_POLL_SECONDS = 30;
/** While admission is paused (no wait can be told), every 15 s: staff may resume at any time. */
export const PAUSED_POLL_SECONDS = 15;

/**
 * How many seconds until a waiting visitor asks for their place again: a tenth of their wait,
 * between 5 and 30 s. Those near the front hear they are in within 5 s; 20,000 people in the
 * queue at 600 a minute ask about 700 times a second instead of 4,000 (decisions/0120).
 */
export function pollSecondsFor(waitSeconds: number | null): number {
  if (waitSeconds === null) return PAUSED_POLL_SECONDS;
  return Math.min(FAR_POLL_SECONDS, Math.max(NEAR_POLL_SECONDS, Math.round(waitSeconds / 10)));
}
