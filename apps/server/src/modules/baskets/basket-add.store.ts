import { DEFAULT_BASKET_MINUTES } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
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
  line: {
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
  },
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
  const { outcome } = row!;
  if (outcome === 'written')
    return { outcome, basket: jsonColumn(row!.basket)!, items: jsonColumn(row!.items) ?? [] };
  return { outcome: outcome as Exclude<LineWrite['outcome'], 'written' | 'limit'> };
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
 */
export async function addSnapshot(
  db: Db,
  accountId: number,
  basketId: string,
  request: { eventId: number; seatIds: readonly number[]; areaId: number | null },
  userGroupId: number | null,
  now: Date,
): Promise<AddSnapshot | undefined> {
  const [row] = await rows<
    EventRow & {
      basket: (BasketRow & { hold_ids: number[] }) | string | null;
      alerts: (number | string)[];
      ga_area_found: boolean;
      delivery: DeliveryFacts | string | null;
    }
  >(
    db,
    sql`WITH ctx AS (${contextSelect(accountId, sql`e.id = ${request.eventId}`)}),
      started AS (
        UPDATE baskets b SET expires_at = ${now}::timestamptz + make_interval(mins =>
            coalesce((SELECT (sale_timing->>'basketExpirationMinutes')::int FROM ctx), ${DEFAULT_BASKET_MINUTES}))
        WHERE b.account_id = ${accountId} AND b.id = ${basketId}::uuid AND b.status = 'open'
          AND b.expires_at IS NULL AND (SELECT active FROM ctx)
        RETURNING b.id, b.channel, b.status, b.user_id, b.customer_id, b.promo_code, b.expires_at
      ), basket AS (
        SELECT * FROM started
        UNION ALL
        SELECT b.id, b.channel, b.status, b.user_id, b.customer_id, b.promo_code, b.expires_at FROM baskets b
        WHERE b.account_id = ${accountId} AND b.id = ${basketId}::uuid AND NOT EXISTS (SELECT 1 FROM started)
      ), facts AS (${deliveryFactsSelect(accountId, sql`e.id = ${request.eventId}`)})
      SELECT ctx.*,
        (SELECT row_to_json(x) FROM (
          SELECT basket.*, ARRAY(${sellableHolds(accountId, sql`basket.channel`, userGroupId)}) AS hold_ids FROM basket
        ) x) AS basket,
        ${pickAlerts(sql`ctx.id`, request.seatIds)} AS alerts,
        EXISTS (SELECT 1 FROM event_ga_areas g
          WHERE g.account_id = ${accountId} AND g.event_id = ctx.id AND g.id = ${request.areaId}::int) AS ga_area_found,
        (SELECT row_to_json(f) FROM facts f) AS delivery
      FROM ctx`,
  );
  if (!row) return undefined;
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
