import {
  allowsItem,
  type BestAvailableRequest,
  chooseBestSeats,
  chooseBestSeatsAmong,
  type GroupPolicy,
  leavesSingleSeat,
  type SalesChannel,
} from '@tessera/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { events } from '@/db/schema';
import { arrayParam, rows } from '@/db/sql';
import { AppError } from '@/platform/http/app-error';
import { type Buyer, takeSeats } from './reservations.store';
import { seatAvailable, seatStatusNow } from './seat-state.sql';

/**
 * Holds a buyer may see and sell: the hold lists the buyer's channel and, when it names user
 * groups, the staff user's group. Kill holds are never sellable.
 */
export async function allowedHoldIds(
  db: Db,
  accountId: number,
  channel: SalesChannel,
  userGroupId: number | null,
  /** The staff seller's group policy: only the holds its list allows (spec §3, restrict holds). */
  policy?: GroupPolicy,
): Promise<number[]> {
  const list = await rows<{ id: number }>(db, sellableHolds(accountId, sql`${channel}`, userGroupId));
  return policy
    ? holdsAllowedBy(
        db,
        accountId,
        policy,
        list.map((r) => r.id),
      )
    : list.map((r) => r.id);
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
  const named = await rows<{ id: number; name: string }>(
    db,
    sql`SELECT id, name FROM holds WHERE account_id = ${accountId} AND id = ANY(${arrayParam([...holdIds])}::int[])`,
  );
  return named.filter((h) => allowsItem(policy, 'holds', h)).map((h) => Number(h.id));
}

/** The query behind allowedHoldIds, for callers that read it within a larger statement. */
export function sellableHolds(accountId: number, channel: SQL, userGroupId: number | null | SQL): SQL {
  return sql`SELECT id FROM holds WHERE account_id = ${accountId} AND archived_at IS NULL AND NOT act_as_kill
      AND ${channel} = ANY(allowed_channels)
      AND (cardinality(allowed_user_group_ids) = 0 OR ${userGroupId}::int = ANY(allowed_user_group_ids))`;
}

async function eventRules(db: Db, accountId: number, eventId: number) {
  const [event] = await db
    .select({ dontLeaveSingleSeats: events.dontLeaveSingleSeats })
    .from(events)
    .where(and(eq(events.accountId, accountId), eq(events.id, eventId)));
  if (!event) throw new AppError('common.not_found');
  return event;
}

/** What a manual pick is checked against: the event's single-seat rule, the seats' alerts. */
export interface PickRules {
  dontLeaveSingleSeats: boolean;
  /** Alerts on the picked seats that need the buyer's acknowledgement. */
  alertIds: number[];
}

/** The seats' alerts that need acknowledging (on `event_seats s` of the event), as an array column. */
export function pickAlerts(eventId: SQL, seatIds: readonly number[] | SQL): SQL {
  const ids = Array.isArray(seatIds) ? sql`${arrayParam([...new Set(seatIds)])}::bigint[]` : (seatIds as SQL);
  return sql`ARRAY(SELECT DISTINCT a.id FROM event_seats s JOIN seat_alerts a ON a.id = s.seat_alert_id
      WHERE s.event_id = ${eventId} AND s.id = ANY(${ids})
        AND a.requires_acknowledgement)`;
}

async function pickRules(
  db: Db,
  accountId: number,
  eventId: number,
  seatIds: readonly number[],
): Promise<PickRules> {
  // The event's rule and the picked seats' alerts, in one round trip.
  const [rules] = await rows<{ dont_leave_single_seats: boolean; alerts: (number | string)[] }>(
    db,
    sql`SELECT e.dont_leave_single_seats, ${pickAlerts(sql`${eventId}`, seatIds)} AS alerts
      FROM events e WHERE e.account_id = ${accountId} AND e.id = ${eventId}`,
  );
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
  const ids = arrayParam([...new Set(seatIds)]);
  const rules = options.known ?? (await pickRules(db, accountId, eventId, seatIds));
  if (rules.alertIds.some((id) => !options.acknowledgedAlertIds?.includes(id))) {
    throw new AppError('purchase.seat_alert_not_acknowledged');
  }
  if (rules.dontLeaveSingleSeats) {
    const rowSeats = await rows<{
      id: number | string;
      section: string;
      row: string;
      position: number;
      available: boolean;
    }>(
      db,
      sql`SELECT s.id, s.section, s.row, s.position, ${seatAvailable(now, buyer.allowedHoldIds)} AS available
        FROM event_seats s WHERE s.event_id = ${eventId} AND (s.section, s.row) IN
          (SELECT section, row FROM event_seats WHERE event_id = ${eventId} AND id = ANY(${ids}::bigint[]))`,
    );
    const seats = rowSeats.map((r) => ({ ...r, id: Number(r.id) }));
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
  const [row] = await rows<{ taken: boolean | null }>(
    db,
    sql`SELECT bool_or(${seatStatusNow(now)} IN ('sold', 'comp')
        OR (${seatStatusNow(now)} = 'reserved' AND s.basket_id <> ${basketId}::uuid)) AS taken FROM event_seats s
      WHERE s.account_id = ${accountId} AND s.event_id = ${eventId}
        AND s.id = ANY(${arrayParam([...new Set(seatIds)])}::bigint[])`,
  );
  return row?.taken === true;
}

type Candidate = {
  id: number | string;
  section: string;
  row: string;
  position: number;
  rank: number;
  price_level_id: number | null;
  price: number;
};
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
  const available = sql`s.account_id = ${accountId} AND s.event_id = ${eventId}
    AND ${seatAvailable(now, allowedHolds)} AND s.seat_alert_id IS NULL`;
  if (nearSeatIds?.length) {
    const near = sql`${arrayParam([...new Set(nearSeatIds)])}::bigint[]`;
    const candidates = await rows<Candidate>(
      db,
      sql`WITH target AS (SELECT avg(t.x) AS x, avg(t.y) AS y FROM event_seats t
            WHERE t.account_id = ${accountId} AND t.event_id = ${eventId} AND t.id = ANY(${near}))
        SELECT s.id, s.section, s.row, s.position, s.price_level_id, coalesce(pl.default_price, 0) AS price,
            round(10 * sqrt(power(s.x - target.x, 2) + power(s.y - target.y, 2)))::int AS rank
          FROM event_seats s CROSS JOIN target LEFT JOIN price_levels pl ON pl.id = s.price_level_id
          WHERE ${available} AND target.x IS NOT NULL`,
    );
    return chooseBestSeats(asCandidates(candidates), wanted);
  }
  const part = await rows<Candidate & { floor: number | null }>(
    db,
    sql`WITH top AS (SELECT s.section, s.row, s.rank FROM event_seats s WHERE ${available}
          ORDER BY s.rank, s.id LIMIT ${BEST_FIRST_SEATS}),
        bound AS (SELECT CASE WHEN count(*) < ${BEST_FIRST_SEATS} THEN NULL ELSE max(rank) END AS floor FROM top)
      SELECT s.id, s.section, s.row, s.position, s.rank, s.price_level_id,
          coalesce(pl.default_price, 0) AS price, (SELECT floor FROM bound) AS floor
        FROM event_seats s LEFT JOIN price_levels pl ON pl.id = s.price_level_id
        WHERE ${available} AND (s.section, s.row) IN (SELECT DISTINCT section, row FROM top)`,
  );
  const floor = part[0]?.floor ?? null;
  const settled = chooseBestSeatsAmong(
    asCandidates(part),
    wanted,
    floor === null ? Number.POSITIVE_INFINITY : Number(floor),
  );
  if (settled) return settled;
  const candidates = await rows<Candidate>(
    db,
    sql`SELECT s.id, s.section, s.row, s.position, s.rank, s.price_level_id, coalesce(pl.default_price, 0) AS price
      FROM event_seats s LEFT JOIN price_levels pl ON pl.id = s.price_level_id WHERE ${available}`,
  );
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
  const found = await rows<{
    id: number | string;
    section: string;
    row: string;
    seat: string;
    price_level_id: number | null;
  }>(
    db,
    sql`SELECT s.id, s.section, s.row, s.seat, s.price_level_id FROM event_seats s
      WHERE s.account_id = ${accountId} AND s.event_id = ${eventId} AND s.id = ANY(${arrayParam(ids)}::bigint[])
      ORDER BY s.section, s.row, s.position`,
  );
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
