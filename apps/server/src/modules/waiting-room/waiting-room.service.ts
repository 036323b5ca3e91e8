import { randomInt, randomUUID } from 'node:crypto';
import type { WaitingRoomPlace, WaitingRoomSummary } from '@tessera/contract';
import {
  ADMISSION_VALID_MINUTES,
  type AdmissionSchedule,
  admittedCount,
  arrivesEarly,
  changeAdmissionRate,
  DEFAULT_ADMISSION_RATE,
  LATE_ARRIVAL_RANK,
  NEAR_POLL_SECONDS,
  pollSecondsFor,
  queuePlace,
  queueRank,
} from '@tessera/domain';
import type { Db } from '@/db/client';
import { AppError } from '@/platform/http/app-error';
import { admissionToken, admits, entryOfTicket, queueTicket } from './waiting-room.http';
import {
  drawPlaces,
  heavyEventsOfBasket,
  insertQueueEntry,
  lockWaitingRoom,
  markAdmitted,
  openWaitingRoom,
  queueLength,
  queuePlaceOf,
  takeNextPlace,
  updateWaitingRoomSchedule,
  type WaitingRoomRow,
  waitingRoomOf,
} from './waiting-room.store';

const date = (value: Date | string | null) => (value === null ? null : new Date(value));

/**
 * The room's admission schedule: from the web on-sale moment, or from the room's opening when
 * that came later (an event already on sale lets nobody in at once), until staff change the rate.
 */
export function scheduleOf(row: WaitingRoomRow, now: Date): AdmissionSchedule {
  const created = date(row.created_at) ?? now;
  const onSale = date(row.web_on_sale_at);
  const start = date(row.since) ?? (onSale && onSale > created ? onSale : created);
  return {
    ratePerMinute: row.rate_per_minute ?? DEFAULT_ADMISSION_RATE,
    admittedBefore: row.admitted_before ?? 0,
    since: start,
  };
}

function requireHeavy(row: WaitingRoomRow | null): WaitingRoomRow {
  if (!row?.active) throw new AppError('common.not_found', 'eventId');
  if (!row.heavy_on_sale) throw new AppError('purchase.waiting_room_not_used', 'eventId');
  return row;
}

/** What a poll or join answers, and the admission token to hand over when the visitor is in. */
export interface PlaceAnswer {
  place: WaitingRoomPlace;
  /** Set when admitted: the token and its expiry (for the cookie). */
  admission?: { token: string; expiresAt: Date };
  /** Set when a new place was taken: the queue ticket (for the cookie). */
  ticket?: string;
}

const noPlace = (row: WaitingRoomRow, now: Date): WaitingRoomPlace => ({
  state: 'none',
  position: null,
  waitSeconds: null,
  onSaleAt: onSaleToCome(row, now),
  admittedUntil: null,
  pollSeconds: NEAR_POLL_SECONDS,
});

function onSaleToCome(row: WaitingRoomRow, now: Date): string | null {
  const onSale = date(row.web_on_sale_at);
  return onSale && onSale > now ? onSale.toISOString() : null;
}

/** True once the on-sale moment has come: the early arrivals' order can be drawn. */
const drawDue = (row: WaitingRoomRow, now: Date) => !arrivesEarly(now, date(row.web_on_sale_at));

/**
 * This visitor's place: one query by key (the entry, its place and the schedule). An early
 * arrival polling on or after the on-sale moment first draws the order; before it, their place
 * among the early arrivals is counted. The first answer that finds them admitted records the
 * moment, from which their token runs.
 */
export async function placeOf(
  db: Db,
  secret: Buffer,
  accountId: number,
  eventId: number,
  ticket: string | undefined,
  now: Date,
): Promise<PlaceAnswer> {
  const entryId = entryOfTicket(secret, accountId, eventId, ticket);
  let row = entryId ? await queuePlaceOf(db, accountId, eventId, entryId) : null;
  if (!row || !entryId)
    return { place: noPlace(requireHeavy(await waitingRoomOf(db, accountId, eventId)), now) };
  requireHeavy(row);
  if (row.place === null && drawDue(row, now)) {
    await db.transaction((tx) => drawPlaces(tx, accountId, eventId));
    row = await queuePlaceOf(db, accountId, eventId, entryId);
    if (!row) throw new AppError('common.not_found', 'eventId');
  }
  const where = queuePlace(row.ahead, scheduleOf(row, now), now);
  const base = { onSaleAt: onSaleToCome(row, now), pollSeconds: NEAR_POLL_SECONDS };
  if (!where.admitted) {
    return {
      place: {
        ...base,
        pollSeconds: pollSecondsFor(where.waitSeconds),
        state: 'waiting',
        position: where.position,
        waitSeconds: where.waitSeconds,
        admittedUntil: null,
      },
    };
  }
  const admittedAt = row.admitted_at
    ? new Date(row.admitted_at)
    : await markAdmitted(db, accountId, entryId, now);
  const expiresAt = new Date(admittedAt.getTime() + ADMISSION_VALID_MINUTES * 60_000);
  if (expiresAt <= now) {
    return { place: { ...base, state: 'none', position: null, waitSeconds: null, admittedUntil: null } };
  }
  return {
    place: {
      ...base,
      state: 'admitted',
      position: null,
      waitSeconds: null,
      admittedUntil: expiresAt.toISOString(),
    },
    admission: { token: admissionToken(secret, { accountId, eventId, entryId, expiresAt }), expiresAt },
  };
}

/**
 * Joins the queue: the visitor's place when their ticket still holds one (a reload, another
 * tab), otherwise a new entry — shuffled among the early arrivals before the on-sale moment,
 * behind everyone after it: the first join on or after the on-sale moment draws the early
 * arrivals' places, and each later join takes the next place under the room's lock. A visitor
 * whose buying time ran out joins again at the back.
 */
export async function joinQueue(
  db: Db,
  secret: Buffer,
  accountId: number,
  eventId: number,
  ticket: string | undefined,
  now: Date,
): Promise<PlaceAnswer> {
  const room = requireHeavy(await waitingRoomOf(db, accountId, eventId));
  if (entryOfTicket(secret, accountId, eventId, ticket)) {
    const kept = await placeOf(db, secret, accountId, eventId, ticket, now);
    if (kept.place.state !== 'none') return kept;
  }
  if (room.rate_per_minute === null)
    await openWaitingRoom(db, accountId, eventId, DEFAULT_ADMISSION_RATE, now);
  const early = arrivesEarly(now, date(room.web_on_sale_at));
  const entryId = randomUUID();
  const rank = early ? queueRank(true, randomInt(0, 2 ** 40) / 2 ** 40) : LATE_ARRIVAL_RANK;
  const entry = { id: entryId, accountId, eventId, rank, joinedAt: now };
  if (early && room.places_given === null) {
    await insertQueueEntry(db, { ...entry, place: null });
  } else {
    await db.transaction(async (tx) => {
      let place = await takeNextPlace(tx, accountId, eventId);
      if (place === null) {
        // The first join on or after the on-sale moment: the early arrivals' order is drawn first.
        await drawPlaces(tx, accountId, eventId);
        place = await takeNextPlace(tx, accountId, eventId);
      }
      await insertQueueEntry(tx, { ...entry, place });
    });
  }
  const newTicket = queueTicket(secret, accountId, eventId, entryId);
  const answer = await placeOf(db, secret, accountId, eventId, newTicket, now);
  if (answer.place.state === 'admitted') await forgoUnusedAdmissions(db, accountId, eventId, now);
  return { ...answer, ticket: newTicket };
}

/**
 * An empty queue does not bank admissions: when the schedule has reached past everyone who
 * joined (a quiet spell), it restarts from now at the number who joined, so a sudden crowd is
 * let in at the rate and not all at once. Under the room's lock, so processes agree.
 */
async function forgoUnusedAdmissions(db: Db, accountId: number, eventId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const room = await lockWaitingRoom(tx, accountId, eventId);
    if (!room) return;
    const schedule = scheduleOf(room, now);
    if (now <= schedule.since) return;
    const joined = await queueLength(tx, accountId, eventId);
    if (admittedCount(schedule, now) <= joined) return;
    await updateWaitingRoomSchedule(tx, accountId, eventId, {
      ratePerMinute: schedule.ratePerMinute,
      admittedBefore: joined,
      since: now,
    });
  });
}

/**
 * Refuses a basket at checkout holding seats, places or products of a heavy on-sale event
 * without a valid admission token for each such event.
 */
export async function requireBasketAdmission(
  db: Db,
  secret: Buffer,
  accountId: number,
  basketId: string,
  tokenOf: (eventId: number) => string | undefined,
  now: Date,
): Promise<void> {
  const heavy = await heavyEventsOfBasket(db, accountId, basketId);
  if (heavy.some((id) => !admits(secret, tokenOf(id), accountId, id, now))) {
    throw new AppError('purchase.waiting_room_required', 'basketId');
  }
}

/** The room as staff see it: queue length, rate and the number let in. */
export async function waitingRoomSummary(
  db: Db,
  accountId: number,
  eventId: number,
  now: Date,
): Promise<WaitingRoomSummary> {
  const row = await waitingRoomOf(db, accountId, eventId);
  if (!row) throw new AppError('common.not_found');
  const joined = row.rate_per_minute === null ? 0 : await queueLength(db, accountId, eventId);
  const admitted = Math.min(joined, admittedCount(scheduleOf(row, now), now));
  return {
    heavyOnSale: row.heavy_on_sale,
    ratePerMinute: row.rate_per_minute ?? DEFAULT_ADMISSION_RATE,
    joined,
    admitted,
    waiting: joined - admitted,
    onSaleAt: date(row.web_on_sale_at)?.toISOString() ?? null,
  };
}

/**
 * A new admission rate from now on: those let in stay let in, the rest go on at the new rate
 * (domain `changeAdmissionRate`). Before admission starts only the rate changes.
 */
export async function setAdmissionRate(
  db: Db,
  accountId: number,
  eventId: number,
  ratePerMinute: number,
  now: Date,
): Promise<WaitingRoomSummary> {
  if (!(await waitingRoomOf(db, accountId, eventId))) throw new AppError('common.not_found');
  await db.transaction(async (tx) => {
    await openWaitingRoom(tx, accountId, eventId, ratePerMinute, now);
    const room = await lockWaitingRoom(tx, accountId, eventId);
    if (!room) throw new AppError('common.not_found');
    const current = scheduleOf(room, now);
    const next = changeAdmissionRate(current, ratePerMinute, now);
    await updateWaitingRoomSchedule(tx, accountId, eventId, {
      ratePerMinute,
      admittedBefore: next.admittedBefore,
      since: next.since === current.since && room.since === null ? null : next.since,
    });
  });
  return waitingRoomSummary(db, accountId, eventId, now);
}
