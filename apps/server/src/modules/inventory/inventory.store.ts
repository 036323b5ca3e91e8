import { type EventSeats, statusLetters } from '@tessera/contract';
import { adaSeatTypes } from '@tessera/domain';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { eventGaAreas, events } from '@/db/schema';
import { rows } from '@/db/sql';
import { heldUntilNow, seatReservationOver, seatStatusNow } from './seat-state.sql';

const adaIndex = new Map<string, number>(adaSeatTypes.map((t, i) => [t, i + 1]));

/** One letter per status now (an expired reservation shows where the seat rests), from the contract's table. */
const statusLetterSql = (now: Date) =>
  sql`CASE ${seatStatusNow(now)} ${sql.raw(
    Object.entries(statusLetters)
      .map(([status, letter]) => `WHEN '${status}' THEN '${letter}'`)
      .join(' '),
  )} END`;

/** The seats' columns as PostgreSQL builds them: one JSON document, arrays in seat id order. */
interface AggregatedSeats {
  id: number[] | null;
  section: string[] | null;
  row: string[] | null;
  seat: string[] | null;
  position: number[] | null;
  x: number[] | null;
  y: number[] | null;
  status: string | null;
  hold: number[] | null;
  priceLevel: number[] | null;
  saleType: number[] | null;
  seatAlert: number[] | null;
  ada: (string | null)[] | null;
  tags: string[][] | null;
  seq: number | null;
  heldUntil: string | null;
}

/** An event's seat columns, and when the first seat they show as taken by a basket comes free. */
export interface SeatColumnsNow {
  columns: Omit<EventSeats, 'gaAreas' | 'eventId'>;
  /** The earliest expiry of the live reservations shown; the columns are stale from then on. */
  heldUntil: Date | null;
}

/**
 * An event's seats as columns (see the contract's seatColumns) with their status now
 * (`seatStatusNow`): all of them, or only those changed after `since` for live updates, plus
 * the seats whose reservation has run out but that the sweeper has not tidied yet (their
 * status changed without a change number). The database aggregates each column into one array
 * and sends one JSON document, so 20,000 seats cost one row to read instead of 20,000; here
 * only the section and row names become indexes into their lookup tables.
 */
export async function seatColumnsOf(
  db: Db,
  accountId: number,
  eventId: number,
  since: number | undefined,
  now: Date,
): Promise<SeatColumnsNow> {
  const agg = (column: SQL) => sql`json_agg(${column} ORDER BY s.id)`;
  const [result] = await rows<{ payload: string | AggregatedSeats }>(
    db,
    sql`SELECT json_build_object(
        'id', ${agg(sql`s.id`)}, 'section', ${agg(sql`s.section`)}, 'row', ${agg(sql`s.row`)},
        'seat', ${agg(sql`s.seat`)}, 'position', ${agg(sql`s.position`)},
        'x', ${agg(sql`s.x`)}, 'y', ${agg(sql`s.y`)},
        'status', string_agg(${statusLetterSql(now)}, '' ORDER BY s.id),
        'hold', ${agg(sql`coalesce(s.hold_id, 0)`)}, 'priceLevel', ${agg(sql`coalesce(s.price_level_id, 0)`)},
        'saleType', ${agg(sql`coalesce(s.sale_type_id, 0)`)}, 'seatAlert', ${agg(sql`coalesce(s.seat_alert_id, 0)`)},
        'ada', ${agg(sql`s.ada_type`)}, 'tags', ${agg(sql`s.tags`)}, 'seq', max(s.change_seq),
        'heldUntil', ${since === undefined ? heldUntilNow(now) : sql`(SELECT ${heldUntilNow(now)} FROM event_seats s WHERE s.account_id = ${accountId} AND s.event_id = ${eventId} AND s.status = 'reserved')`}
      )::text AS payload
      FROM event_seats s
      WHERE s.account_id = ${accountId} AND s.event_id = ${eventId}
        ${since === undefined ? sql`` : sql`AND (s.change_seq > ${since} OR ${seatReservationOver(now)})`}`,
  );
  const a: AggregatedSeats =
    typeof result!.payload === 'string' ? JSON.parse(result!.payload) : result!.payload;
  const ids = a.id ?? [];
  const sections: string[] = [];
  const rowNames: string[] = [];
  const sectionIndex = new Map<string, number>();
  const rowIndex = new Map<string, number>();
  const indexOf = (map: Map<string, number>, list: string[], value: string) => {
    let i = map.get(value);
    if (i === undefined) {
      i = list.length;
      list.push(value);
      map.set(value, i);
    }
    return i;
  };
  const seats: EventSeats['seats'] = {
    id: ids.map(Number),
    section: (a.section ?? []).map((name) => indexOf(sectionIndex, sections, name)),
    row: (a.row ?? []).map((name) => indexOf(rowIndex, rowNames, name)),
    seat: a.seat ?? [],
    position: a.position ?? [],
    x: (a.x ?? []).map((v) => Math.round(v * 10) / 10),
    y: (a.y ?? []).map((v) => Math.round(v * 10) / 10),
    status: a.status ?? '',
    hold: a.hold ?? [],
    priceLevel: a.priceLevel ?? [],
    saleType: a.saleType ?? [],
    seatAlert: a.seatAlert ?? [],
    ada: (a.ada ?? []).map((type) => (type ? (adaIndex.get(type) ?? 0) : 0)),
    tags: {},
  };
  (a.tags ?? []).forEach((tags, i) => {
    if (tags.length) seats.tags[String(i)] = tags;
  });
  const seq = Math.max(Number(a.seq ?? 0), since ?? 0);
  return {
    columns: { seq, sections, rows: rowNames, seats },
    heldUntil: a.heldUntil ? new Date(a.heldUntil) : null,
  };
}

/** Whether the event is one of the account's (the seat views answer not found otherwise). */
export async function eventInAccount(db: Db, accountId: number, eventId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.accountId, accountId), eq(events.id, eventId)));
  return row !== undefined;
}

/** An event's general-admission areas with their capacity and places taken. */
export async function eventGaAreaRows(db: Db, accountId: number, eventId: number) {
  return db
    .select({
      id: eventGaAreas.id,
      name: eventGaAreas.name,
      capacity: eventGaAreas.capacity,
      taken: eventGaAreas.taken,
      priceLevelId: eventGaAreas.priceLevelId,
    })
    .from(eventGaAreas)
    .where(and(eq(eventGaAreas.accountId, accountId), eq(eventGaAreas.eventId, eventId)))
    .orderBy(asc(eventGaAreas.id));
}
