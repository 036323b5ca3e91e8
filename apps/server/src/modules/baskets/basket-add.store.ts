import { DEFAULT_BASKET_MINUTES } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client';
import { type Outcome, queueFor } from '@/db/group-queue';
import { databaseError, jsonColumn, rows } from '@/db/sql';
import { type DeliveryFacts, deliveryFactsSelect } from '@/modules/delivery-plans/delivery-plans.store';
import { pickAlerts, sellableHolds } from '@/modules/inventory/inventory.service';
import { contextOf, contextSelect, type EventRow, type EventSaleContext } from './basket-context';
import type { BasketRow, ItemRow } from './baskets.store';

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

/** What `writeLinesLocked` answers (drizzle/0021_basket_write_lines.sql). */
export type LineWrite =
  | { outcome: 'written'; basket: BasketRow & { has_products: boolean }; items: ItemRow[] }
  | { outcome: 'limit'; inBasket: number }
  | { outcome: 'not_found' | 'closed' | 'expired' | 'unchecked' };

/**
 * The line write of an add in one round trip (decisions/0031): the basket locked and checked
 * (open, in time, still the promotion code the add was checked with, no product lines), the
 * ticket limit counted under the lock, the timer started, the lines written and every line of
 * the basket read back, all in one call of `basket_write_lines`. Nothing is written unless the
 * outcome is `written`; `unchecked` sends the caller to the transactional path.
 */
export async function writeLinesLocked(
  db: Db,
  accountId: number,
  basketId: string,
  line: LineToWrite,
  until: Date,
  now: Date,
): Promise<LineWrite> {
  type Row = {
    outcome: LineWrite['outcome'];
    basket: (BasketRow & { has_products: boolean }) | null;
    items: ItemRow[] | null;
  };
  let row: Row | undefined;
  try {
    [row] = await rows<Row>(
      db,
      sql`SELECT outcome, basket, items FROM basket_write_lines(${accountId}::int, ${basketId}::uuid,
        ${line.eventId}::int, ${sql.param(line.seatIds)}::bigint[], ${line.gaReservationId}::bigint,
        ${line.areaId}::int, ${line.quantity}::int, ${line.priceTypeId}::int, ${now}::timestamptz,
        ${until}::timestamptz, ${line.promoCode}::text, ${line.maxInBasket}::int, ${line.checked}::boolean)`,
    );
  } catch (error) {
    const before = overTheLimit(error);
    if (before !== null) return { outcome: 'limit', inBasket: before };
    throw error;
  }
  return lineWriteOf(row!.outcome, row!.basket, row!.items, null);
}

/** What an add gives `writeLinesLocked` to write. */
export interface LineToWrite {
  eventId: number;
  seatIds: readonly number[];
  gaReservationId: number | null;
  areaId: number | null;
  quantity: number;
  priceTypeId: number | null;
  promoCode: string | null;
  maxInBasket: number;
  /** The caller holds the basket's lock in its own transaction and checks the promotion code and product lines itself. */
  checked: boolean;
}

function lineWriteOf(
  outcome: string,
  basket: (BasketRow & { has_products: boolean }) | string | null,
  items: ItemRow[] | string | null,
  inBasket: number | null,
): LineWrite {
  if (outcome === 'written') return { outcome, basket: jsonColumn(basket)!, items: jsonColumn(items) ?? [] };
  if (outcome === 'limit') return { outcome, inBasket: inBasket ?? 0 };
  return { outcome: outcome as Exclude<LineWrite['outcome'], 'written' | 'limit'> };
}

interface GroupedLineWrite {
  basketId: string;
  line: LineToWrite;
  until: Date;
  now: Date;
}

/**
 * `writeLinesLocked` for an add outside a transaction (`checked` false), in groups
 * (decisions/0032): a write made while two of the account's groups are running waits and goes
 * with the others that arrive meanwhile in one call of `basket_write_lines_group`, each add in
 * a subtransaction of its own. Never two adds of one basket in a group, or in two groups at
 * once; within a group the baskets are locked in id order. An add that failed in its group
 * other than by a refusal, or whose basket another transaction held, runs again alone, outside
 * the queue: its error is its own, and waiting for the lock holds up no other add.
 */
export async function writeLines(
  db: Db,
  accountId: number,
  basketId: string,
  line: LineToWrite,
  until: Date,
  now: Date,
): Promise<LineWrite> {
  if (line.checked || db instanceof PgTransaction)
    return writeLinesLocked(db, accountId, basketId, line, until, now);
  const grouped = await queueFor<GroupedLineWrite, LineWrite | 'alone'>(
    db,
    `basket-lines:${accountId}`,
    (adds) => runLineWriteGroup(db, accountId, adds),
    { claims: (add) => [add.basketId], maxInFlight: 2, maxGroup: LINE_WRITE_GROUP },
  ).submit({ basketId, line, until, now });
  // Failed in the group, or its basket was held by another transaction: alone, outside the
  // queue, so that waiting for the lock holds up no other add.
  return grouped === 'alone' ? writeLinesLocked(db, accountId, basketId, line, until, now) : grouped;
}

/** Adds in one group at most: each is a subtransaction, and past 64 PostgreSQL stops caching them per transaction. */
const LINE_WRITE_GROUP = 48;

async function runLineWriteGroup(
  db: Db,
  accountId: number,
  adds: readonly GroupedLineWrite[],
): Promise<Outcome<LineWrite | 'alone'>[]> {
  const order = adds.map((_, i) => i).sort((a, b) => (adds[a]!.basketId < adds[b]!.basketId ? -1 : 1));
  const payload = order.map((i) => {
    const { basketId, line, until, now } = adds[i]!;
    return {
      basket: basketId,
      event: line.eventId,
      seatIds: line.seatIds,
      gaReservation: line.gaReservationId,
      gaArea: line.areaId,
      quantity: line.quantity,
      priceType: line.priceTypeId,
      now: now.toISOString(),
      until: until.toISOString(),
      promoCode: line.promoCode,
      maxInBasket: line.maxInBasket,
    };
  });
  const found = await rows<{
    ord: number;
    outcome: string;
    basket: (BasketRow & { has_products: boolean }) | string | null;
    items: ItemRow[] | string | null;
    in_basket: number | null;
  }>(
    db,
    sql`SELECT ord, outcome, basket, items, in_basket
      FROM basket_write_lines_group(${accountId}::int, ${JSON.stringify(payload)}::json)`,
  );
  const outcomes: Outcome<LineWrite | 'alone'>[] = adds.map(() => ({ ok: true, value: 'alone' }));
  for (const row of found) {
    if (row.outcome === 'error') continue;
    outcomes[order[row.ord - 1]!] = {
      ok: true,
      value: lineWriteOf(row.outcome, row.basket, row.items, row.in_basket),
    };
  }
  return outcomes;
}

/** The event's places there were before, when `basket_write_lines` refused an add over the limit. */
function overTheLimit(error: unknown): number | null {
  const failure = databaseError(
    error,
    (e) => e.code === 'P0001' && e.message?.startsWith('basket_write_lines: over the ticket limit') === true,
  );
  return failure ? Number(failure.detail ?? 0) : null;
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
          SELECT basket.*, ARRAY(${sellableHolds(accountId, sql`basket.channel`, sql`r.user_group`)}) AS hold_ids
          FROM basket WHERE basket.id = r.basket
        ) x) AS basket,
        ${pickAlerts(sql`ctx.id`, sql`r.seats`)} AS alerts,
        EXISTS (SELECT 1 FROM event_ga_areas g
          WHERE g.account_id = ${accountId} AND g.event_id = ctx.id AND g.id = r.area) AS ga_area_found,
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
