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
import { type Buyer, takeSeats } from './inventory.reservations';
import { seatAvailable } from './seat-sql';

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
  return takeSeats(db, accountId, eventId, seatIds, buyer, options.until, now);
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

/** Rows of this many best-ranked available seats are looked at first (`chooseBestSeatsAmong`). */
const BEST_FIRST_SEATS = 200;

/**
 * The seats best available would choose now: first among the rows of the best-ranked
 * available seats only (a few hundred seats instead of the whole house), then, when that part
 * cannot settle it, among every available seat.
 */
async function bestSeatsNow(
  db: Db,
  accountId: number,
  eventId: number,
  request: Omit<BestAvailableRequest, 'avoidSingleGaps'>,
  buyer: Buyer,
  now: Date,
): Promise<number[] | null> {
  const wanted = { ...request, avoidSingleGaps: true };
  const available = sql`s.account_id = ${accountId} AND s.event_id = ${eventId}
    AND ${seatAvailable(now, buyer.allowedHoldIds)} AND s.seat_alert_id IS NULL`;
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

/**
 * Best available: chooses from a fresh snapshot of available seats, then takes them with the
 * guarded statement. If someone else got one first, it chooses again (a few times).
 */
export async function reserveBestSeats(
  db: Db,
  accountId: number,
  eventId: number,
  request: Omit<BestAvailableRequest, 'avoidSingleGaps'>,
  buyer: Buyer,
  /** `eventKnown`: the caller has just read the event (no existence check here). */
  options: { until: Date; now: Date; eventKnown?: boolean },
): Promise<number[]> {
  if (!options.eventKnown) await eventRules(db, accountId, eventId);
  for (let attempt = 0; attempt < 3; attempt++) {
    const chosen = await bestSeatsNow(db, accountId, eventId, request, buyer, options.now);
    if (!chosen) break;
    try {
      return await takeSeats(db, accountId, eventId, chosen, buyer, options.until, options.now);
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'purchase.seats_unavailable') throw error;
    }
  }
  throw new AppError('purchase.seats_unavailable');
}
