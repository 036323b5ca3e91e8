import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client';
import { type Outcome, queueFor } from '@/db/group-queue';
import { databaseError, jsonColumn, rows } from '@/db/sql';
import type { BasketRow, ItemRow } from './baskets.store';

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
  write: LineWriteRequest,
): Promise<LineWrite> {
  const { basketId, line, until, now } = write;
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

/** One add's line write: its basket, its lines, the basket's timer if it has none, the time of the add. */
export interface LineWriteRequest {
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
export async function writeLines(db: Db, accountId: number, write: LineWriteRequest): Promise<LineWrite> {
  if (write.line.checked || db instanceof PgTransaction) return writeLinesLocked(db, accountId, write);
  const grouped = await queueFor<LineWriteRequest, LineWrite | 'alone'>(
    db,
    `basket-lines:${accountId}`,
    (adds) => runLineWriteGroup(db, accountId, adds),
    { claims: (add) => [add.basketId], maxInFlight: 2, maxGroup: LINE_WRITE_GROUP },
  ).submit(write);
  // Failed in the group, or its basket was held by another transaction: alone, outside the
  // queue, so that waiting for the lock holds up no other add.
  return grouped === 'alone' ? writeLinesLocked(db, accountId, write) : grouped;
}

/** Adds in one group at most: each is a subtransaction, and past 64 PostgreSQL stops caching them per transaction. */
const LINE_WRITE_GROUP = 48;

async function runLineWriteGroup(
  db: Db,
  accountId: number,
  adds: readonly LineWriteRequest[],
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
