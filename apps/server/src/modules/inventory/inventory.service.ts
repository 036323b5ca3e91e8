import {
  allowsItem,
  type BestAvailableRequest,
  chooseBestSeats,
  chooseBestSeatsAmong,
  type GroupPolicy,
  leavesSingleSeat,
  type SalesChannel,
} from '@tessera/domain';
import type { Db } from '@/db/client';
import { AppError } from '@/platform/http/app-error';
import { type Buyer, takeSeats } from './reservations.store';
import {
  allCandidates,
  type Candidate,
  candidatesInBestRows,
  candidatesNear,
  eventSingleSeatRule,
  namedRows,
  pickRulesRow,
  rowsOfPickedSeats,
  seatsInOrder,
  seatsTakenByOthers,
  sellableHoldIds,
} from './seat-choice.store';

/**
 * Holds a buyer may see and sell in an event: the hold (or the event's template entry for it)
 * lists the buyer's channel and, when it names user groups, the staff user's group. Kill holds
 * are never sellable.
 */
export async function allowedHoldIds(
  db: Db,
  accountId: number,
  eventId: number,
  channel: SalesChannel,
  userGroupId: number | null,
  /** The staff seller's group policy: only the holds its list allows (spec §3, restrict holds). */
  policy?: GroupPolicy,
): Promise<number[]> {
  const list = await sellableHoldIds(db, accountId, eventId, channel, userGroupId);
  return policy ? holdsAllowedBy(db, accountId, policy, list) : list;
}

/** Of these holds, those the group policy's holds list allows (by id or name). */
export async function holdsAllowedBy(
  db: Db,
  accountId: number,
  policy: GroupPolicy,
  holdIds: readonly number[],
): Promise<number[]> {
  if (policy.role === 'Admin' || policy.restrictions.holds === null || holdIds.length === 0)
    return [...holdIds];
  const named = await namedRows(db, accountId, 'holds', holdIds);
  return named.filter((h) => allowsItem(policy, 'holds', h)).map((h) => h.id);
}

async function eventRules(db: Db, accountId: number, eventId: number) {
  const event = await eventSingleSeatRule(db, accountId, eventId);
  if (!event) throw new AppError('common.not_found');
  return event;
}

/** What a manual pick is checked against: the event's single-seat rule, the seats' alerts. */
export interface PickRules {
  dontLeaveSingleSeats: boolean;
  /** Alerts on the picked seats that need the buyer's acknowledgement. */
  alertIds: number[];
}

async function pickRules(
  db: Db,
  accountId: number,
  eventId: number,
  seatIds: readonly number[],
): Promise<PickRules> {
  const rules = await pickRulesRow(db, accountId, eventId, seatIds);
  if (!rules) throw new AppError('common.not_found');
  return { dontLeaveSingleSeats: rules.dont_leave_single_seats, alertIds: rules.alerts.map(Number) };
}

/**
 * A manual pick: refuses a pick that would strand a single seat (when the event asks for
 * that) or that includes a seat alert the buyer has not accepted, then takes the seats.
 */
export async function reserveSeats(
  db: Db,
  accountId: number,
  eventId: number,
  seatIds: readonly number[],
  buyer: Buyer,
  options: {
    until: Date;
    now: Date;
    acknowledgedAlertIds?: readonly number[];
    /** The event's rule and the picked seats' alerts, when the caller read them already. */
    known?: PickRules;
  },
): Promise<number[]> {
  const { now } = options;
  const rules = options.known ?? (await pickRules(db, accountId, eventId, seatIds));
  if (rules.alertIds.some((id) => !options.acknowledgedAlertIds?.includes(id))) {
    throw new AppError('purchase.seat_alert_not_acknowledged');
  }
  if (rules.dontLeaveSingleSeats) {
    const seats = await rowsOfPickedSeats(db, eventId, seatIds, buyer.allowedHoldIds, now);
    if (leavesSingleSeat(seats, seatIds)) throw new AppError('purchase.single_seat_left');
  }
  try {
    return await takeSeats(db, accountId, eventId, seatIds, buyer, options.until, now);
  } catch (error) {
    if (error instanceof AppError && error.code === 'purchase.seats_unavailable') {
      if (await takenByOthers(db, accountId, eventId, seatIds, buyer.basketId, now))
        throw new AppError('purchase.seats_just_taken');
    }
    throw error;
  }
}

/**
 * Whether any of these seats is in another buyer's live basket or order now: a pick refused
 * for that lost a race ("those seats were just taken"), not a seat that was never for sale.
 */
async function takenByOthers(
  db: Db,
  accountId: number,
  eventId: number,
  seatIds: readonly number[],
  basketId: string,
  now: Date,
): Promise<boolean> {
  return seatsTakenByOthers(db, accountId, eventId, seatIds, basketId, now);
}

const asCandidates = (list: Candidate[]) =>
  list.map((c) => ({ ...c, id: Number(c.id), rank: Number(c.rank), priceLevelId: c.price_level_id }));

/** Rows of this many best-scored available seats are looked at first (`chooseBestSeatsAmong`). */
const BEST_FIRST_SEATS = 200;

/** What best available looks for: the request, the event's single-seat rule, seats to stay near. */
export type BestSeatsSearch = Omit<BestAvailableRequest, 'avoidSingleGaps' | 'dontLeaveSingleSeats'> & {
  /** Look next to these seats (a party that lost them in a race): nearest first, not best. */
  nearSeatIds?: readonly number[] | null;
};

/**
 * The seats best available would choose now, by the seats' venue-wide scores: first among
 * the rows of the best-scored available seats only (a few hundred seats instead of the whole
 * house), then, when that part cannot settle it, among every available seat. Near other seats,
 * a seat's score is its distance from them instead.
 */
async function bestSeatsNow(
  db: Db,
  accountId: number,
  eventId: number,
  search: BestSeatsSearch,
  allowedHolds: readonly number[],
  dontLeaveSingleSeats: boolean,
  now: Date,
): Promise<number[] | null> {
  const { nearSeatIds, ...request } = search;
  const wanted = { ...request, avoidSingleGaps: true, dontLeaveSingleSeats };
  if (nearSeatIds?.length) {
    const candidates = await candidatesNear(db, accountId, eventId, nearSeatIds, allowedHolds, now);
    return chooseBestSeats(asCandidates(candidates), wanted);
  }
  const part = await candidatesInBestRows(db, accountId, eventId, allowedHolds, now, BEST_FIRST_SEATS);
  const floor = part[0]?.floor ?? null;
  const settled = chooseBestSeatsAmong(
    asCandidates(part),
    wanted,
    floor === null ? Number.POSITIVE_INFINITY : Number(floor),
  );
  if (settled) return settled;
  const candidates = await allCandidates(db, accountId, eventId, allowedHolds, now);
  return chooseBestSeats(asCandidates(candidates), wanted);
}

/** Seats best available found, as a buyer is shown them before taking them. */
export interface FoundSeat {
  id: number;
  section: string;
  row: string;
  seat: string;
  priceLevelId: number | null;
}

/**
 * Best available without taking anything: the seats it would choose now for a buyer allowed
 * these holds, under the event's single-seat rule, in seat order; none when it finds none.
 */
export async function findBestSeats(
  db: Db,
  accountId: number,
  eventId: number,
  search: BestSeatsSearch,
  allowedHolds: readonly number[],
  now: Date,
): Promise<FoundSeat[]> {
  const rules = await eventRules(db, accountId, eventId);
  const ids = await bestSeatsNow(
    db,
    accountId,
    eventId,
    search,
    allowedHolds,
    rules.dontLeaveSingleSeats,
    now,
  );
  if (!ids?.length) return [];
  const found = await seatsInOrder(db, accountId, eventId, ids);
  return found.map((r) => ({
    id: Number(r.id),
    section: r.section,
    row: r.row,
    seat: r.seat,
    priceLevelId: r.price_level_id,
  }));
}

/**
 * Best available: chooses from a fresh snapshot of available seats, then takes them with the
 * guarded statement. If someone else got one first, it chooses again (a few times).
 */
export async function reserveBestSeats(
  db: Db,
  accountId: number,
  eventId: number,
  request: BestSeatsSearch,
  buyer: Buyer,
  /**
   * `dontLeaveSingleSeats`: the event's rule when the caller has just read the event (no
   * existence check here); read from the event otherwise.
   */
  options: { until: Date; now: Date; dontLeaveSingleSeats?: boolean },
): Promise<number[]> {
  const dontLeaveSingleSeats =
    options.dontLeaveSingleSeats ?? (await eventRules(db, accountId, eventId)).dontLeaveSingleSeats;
  for (let attempt = 0; attempt < 3; attempt++) {
    const chosen = await bestSeatsNow(
      db,
      accountId,
      eventId,
      request,
      buyer.allowedHoldIds,
      dontLeaveSingleSeats,
      options.now,
    );
    if (!chosen) break;
    try {
      return await takeSeats(db, accountId, eventId, chosen, buyer, options.until, options.now);
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'purchase.seats_unavailable') throw error;
    }
  }
  throw new AppError('purchase.seats_unavailable');
}
