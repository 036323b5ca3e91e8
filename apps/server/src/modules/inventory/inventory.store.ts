import { type EventSeats, statusLetters } from '@tessera/contract';
import { adaSeatTypes, type SeatStatus } from '@tessera/domain';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { eventSeats } from '@/db/schema';

const adaIndex = new Map<string, number>(adaSeatTypes.map((t, i) => [t, i + 1]));

/**
 * An event's seats as columns (see the contract's seatColumns): all of them, or only those
 * changed after `since` for live updates.
 */
export async function seatColumnsOf(
  db: Db,
  accountId: number,
  eventId: number,
  since?: number,
): Promise<Omit<EventSeats, 'gaAreas' | 'eventId'>> {
  const list = await db
    .select({
      id: eventSeats.id,
      section: eventSeats.section,
      row: eventSeats.row,
      seat: eventSeats.seat,
      position: eventSeats.position,
      x: eventSeats.x,
      y: eventSeats.y,
      status: eventSeats.status,
      holdId: eventSeats.holdId,
      priceLevelId: eventSeats.priceLevelId,
      saleTypeId: eventSeats.saleTypeId,
      seatAlertId: eventSeats.seatAlertId,
      adaType: eventSeats.adaType,
      tags: eventSeats.tags,
      changeSeq: eventSeats.changeSeq,
    })
    .from(eventSeats)
    .where(
      and(
        eq(eventSeats.accountId, accountId),
        eq(eventSeats.eventId, eventId),
        since === undefined ? undefined : gt(eventSeats.changeSeq, since),
      ),
    )
    .orderBy(asc(eventSeats.id));
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
    id: [],
    section: [],
    row: [],
    seat: [],
    position: [],
    x: [],
    y: [],
    status: '',
    hold: [],
    priceLevel: [],
    saleType: [],
    seatAlert: [],
    ada: [],
    tags: {},
  };
  const letters: string[] = [];
  let seq = 0;
  list.forEach((s, i) => {
    seats.id.push(Number(s.id));
    seats.section.push(indexOf(sectionIndex, sections, s.section));
    seats.row.push(indexOf(rowIndex, rowNames, s.row));
    seats.seat.push(s.seat);
    seats.position.push(s.position);
    seats.x.push(Math.round(s.x * 10) / 10);
    seats.y.push(Math.round(s.y * 10) / 10);
    letters.push(statusLetters[s.status as SeatStatus]);
    seats.hold.push(s.holdId ?? 0);
    seats.priceLevel.push(s.priceLevelId ?? 0);
    seats.saleType.push(s.saleTypeId ?? 0);
    seats.seatAlert.push(s.seatAlertId ?? 0);
    seats.ada.push(s.adaType ? (adaIndex.get(s.adaType) ?? 0) : 0);
    if (s.tags.length) seats.tags[String(i)] = s.tags;
    seq = Math.max(seq, Number(s.changeSeq));
  });
  seats.status = letters.join('');
  return { seq: since !== undefined && list.length === 0 ? since : seq, sections, rows: rowNames, seats };
}
