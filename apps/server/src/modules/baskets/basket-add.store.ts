import { DEFAULT_BASKET_MINUTES } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client';
import { queueFor } from '@/db/group-queue';
import { jsonColumn, rows } from '@/db/sql';
import { type DeliveryFacts, deliveryFactsSelect } from '@/modules/delivery-plans/delivery-plans.store';
import {
  contextOf,
  contextSelect,
  type EventRow,
  type EventSaleContext,
} from '@/modules/events/sale-context.store';
import { pickAlerts, sellableHolds } from '@/modules/inventory/seat-choice.sql';
import type { BasketRow } from './baskets.store';

/**
 * Locks the basket for the rest of the transaction and, when it is open and in time, starts
 * its timer if it has none (`until`), in one statement. Answers the row as it now is, and
 * whether the basket holds product lines (a basket of tickets only needs no product read); the
 * caller refuses a closed or lapsed basket (its transaction rolls the touch back). Product
 * lines are written under this same lock, so the answer stays true until the commit.
 */
export async function lockAndStartTimer(
  tx: Db,
  accountId: number,
  basketId: string,
  until: Date,
  now: Date,
): Promise<(BasketRow & { has_products: boolean }) | undefined> {
  const [row] = await rows<BasketRow & { has_products: boolean }>(
    tx,
    sql`UPDATE baskets SET updated_at = ${now},
        expires_at = CASE WHEN status = 'open' AND (expires_at IS NULL OR expires_at > ${now})
          THEN coalesce(expires_at, ${until}) ELSE expires_at END
      WHERE account_id = ${accountId} AND id = ${basketId}::uuid
      RETURNING id, channel, status, user_id, customer_id, promo_code, expires_at,
        EXISTS (SELECT 1 FROM basket_products p WHERE p.basket_id = baskets.id) AS has_products`,
  );
  return row;
}

/** What an add is checked against, read in one statement (`addSnapshot`). */
export interface AddSnapshot {
  context: EventSaleContext;
  /** The basket with the holds it may sell; undefined when the account has no such basket. */
  basket: (BasketRow & { hold_ids: number[] }) | undefined;
  /** Alerts on the picked seats that need the buyer's acknowledgement. */
  alertIds: number[];
  /** For a GA add: whether the area is the event's. */
  gaAreaFound: boolean;
  /** For a GA add: whether the area has a price level (without one it is not on sale). */
  gaAreaPriced: boolean;
  /** What the answer's delivery methods need to know of the event. */
  delivery: DeliveryFacts | undefined;
}

/** What `addSnapshot` reads for one add. */
interface SnapshotRequest {
  basketId: string;
  eventId: number;
  seatIds: readonly number[];
  areaId: number | null;
  userGroupId: number | null;
  now: Date;
}

type SnapshotRow = EventRow & {
  ord: number;
  basket: (BasketRow & { hold_ids: number[] }) | string | null;
  alerts: (number | string)[];
  ga_area_found: boolean;
  ga_area_priced: boolean;
  delivery: DeliveryFacts | string | null;
};

/**
 * Everything an add checks before its take, in one round trip: the event's sale context
 * (undefined answer: no such event), the basket row with the holds its channel and this
 * seller's group may sell, the picked seats' alerts, whether a GA area is the event's, and the
 * event's delivery facts for the answer.
 *
 * The same statement starts the basket's timer when the event is on sale and the basket is
 * open without one: every take is then reserved until the basket's own expiry, even one whose
 * lines never get written (decisions/0027). The timer is `basketExpiresAt` for this one event:
 * now plus the template's basket minutes (the default when it sets none).
 *
 * Outside a transaction the snapshots of one account's adds go in groups (decisions/0032): one
 * made while one is being read waits and is read with the others that arrive meanwhile, each
 * event's sale context once for the group. Never two adds of one basket in a group, or in two
 * groups at once; the baskets whose timers start are locked in id order, and one locked by
 * another transaction (a checkout) is not waited for: its timer is started by the line write.
 */
export function addSnapshot(
  db: Db,
  accountId: number,
  basketId: string,
  request: { eventId: number; seatIds: readonly number[]; areaId: number | null },
  userGroupId: number | null,
  now: Date,
): Promise<AddSnapshot | undefined> {
  const job: SnapshotRequest = { basketId, ...request, userGroupId, now };
  // Alone, as the take does: inside a transaction (its own statement), and with a seat id the
  // statement would refuse to cast, so that error fails this add and no other of a group.
  if (db instanceof PgTransaction || !job.seatIds.every(Number.isSafeInteger)) {
    return readSnapshots(db, accountId, [job]).then(([row]) => row && snapshotOf(row));
  }
  return queueFor<SnapshotRequest, AddSnapshot | undefined>(
    db,
    `add-snapshot:${accountId}`,
    async (jobs) => {
      const found = new Map((await readSnapshots(db, accountId, jobs)).map((row) => [row.ord, row]));
      return jobs.map((_, i) => {
        const row = found.get(i + 1);
        return { ok: true, value: row && snapshotOf(row) };
      });
    },
    { claims: (j) => [j.basketId], maxInFlight: 1, maxGroup: 128 },
  ).submit(job);
}

/** The snapshots of these adds (`ord`: the add's place in `jobs`, from 1); none for an add of no such event. */
function readSnapshots(db: Db, accountId: number, jobs: readonly SnapshotRequest[]): Promise<SnapshotRow[]> {
  const payload = jobs.map((j, i) => ({
    ord: i + 1,
    basket: j.basketId,
    event: j.eventId,
    user_group: j.userGroupId,
    area: j.areaId,
    seats: [...new Set(j.seatIds)],
    now: j.now.toISOString(),
  }));
  return rows<SnapshotRow>(
    db,
    sql`WITH r AS (
        SELECT r.ord, r.basket, r.event, r.user_group, r.area, r.now,
          ARRAY(SELECT json_array_elements_text(r.seats))::bigint[] AS seats
        FROM json_to_recordset(${JSON.stringify(payload)}::json)
          AS r(ord int, basket uuid, event int, user_group int, area int, seats json, now timestamptz)
      ), ctx AS (${contextSelect(accountId, sql`e.id IN (SELECT event FROM r)`)}),
      to_start AS (
        SELECT b.id FROM baskets b JOIN r ON r.basket = b.id JOIN ctx ON ctx.id = r.event
        WHERE b.account_id = ${accountId} AND b.status = 'open' AND b.expires_at IS NULL AND ctx.active
        ORDER BY b.id FOR UPDATE OF b SKIP LOCKED
      ), started AS (
        UPDATE baskets b SET expires_at = r.now + make_interval(mins =>
            coalesce((ctx.sale_timing->>'basketExpirationMinutes')::int, ${DEFAULT_BASKET_MINUTES}))
        FROM r JOIN ctx ON ctx.id = r.event
        WHERE b.account_id = ${accountId} AND b.id = r.basket AND b.id IN (SELECT id FROM to_start)
          AND b.status = 'open' AND b.expires_at IS NULL
        RETURNING b.id, b.channel, b.status, b.user_id, b.customer_id, b.promo_code, b.expires_at
      ), basket AS (
        SELECT * FROM started
        UNION ALL
        SELECT b.id, b.channel, b.status, b.user_id, b.customer_id, b.promo_code, b.expires_at FROM baskets b
        WHERE b.account_id = ${accountId} AND b.id IN (SELECT basket FROM r)
          AND b.id NOT IN (SELECT id FROM started)
      ), facts AS (${deliveryFactsSelect(accountId, sql`e.id IN (SELECT event FROM r)`)})
      SELECT r.ord, ctx.*,
        (SELECT row_to_json(x) FROM (
          SELECT basket.*, ARRAY(${sellableHolds(accountId, sql`basket.channel`, sql`r.user_group`, sql`ctx.id`)}) AS hold_ids
          FROM basket WHERE basket.id = r.basket
        ) x) AS basket,
        ${pickAlerts(sql`ctx.id`, sql`r.seats`)} AS alerts,
        EXISTS (SELECT 1 FROM event_ga_areas g
          WHERE g.account_id = ${accountId} AND g.event_id = ctx.id AND g.id = r.area) AS ga_area_found,
        EXISTS (SELECT 1 FROM event_ga_areas g
          WHERE g.account_id = ${accountId} AND g.event_id = ctx.id AND g.id = r.area
            AND g.price_level_id IS NOT NULL) AS ga_area_priced,
        (SELECT row_to_json(f) FROM facts f WHERE f.id = ctx.id) AS delivery
      FROM r JOIN ctx ON ctx.id = r.event`,
  );
}

function snapshotOf(row: SnapshotRow): AddSnapshot {
  const basket = jsonColumn(row.basket);
  const delivery = jsonColumn(row.delivery);
  return {
    context: contextOf(row),
    basket: basket ? { ...basket, hold_ids: basket.hold_ids.map(Number) } : undefined,
    alertIds: row.alerts.map(Number),
    gaAreaFound: row.ga_area_found,
    gaAreaPriced: row.ga_area_priced,
    delivery: delivery ?? undefined,
  };
}

/** Stops the timer of a basket left with no line (ticket or product) and no reservation. */
export async function stopTimerIfEmpty(db: Db, accountId: number, basketId: string): Promise<void> {
  await db.execute(
    sql`UPDATE baskets b SET expires_at = NULL
      WHERE b.account_id = ${accountId} AND b.id = ${basketId}::uuid AND b.status = 'open'
        AND NOT EXISTS (SELECT 1 FROM basket_items i WHERE i.basket_id = b.id)
        AND NOT EXISTS (SELECT 1 FROM basket_products p WHERE p.basket_id = b.id)
        AND NOT EXISTS (SELECT 1 FROM event_seats s WHERE s.basket_id = b.id AND s.status = 'reserved')
        AND NOT EXISTS (SELECT 1 FROM ga_reservations g WHERE g.basket_id = b.id AND g.status = 'reserved')`,
  );
}
